import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** True once React runs in the browser: for controls that only work with JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
