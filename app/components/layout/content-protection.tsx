/**
 * Discourages copying of the artisans' designs (spec section 2): no context menu, copy, drag,
 * or the shortcuts for print, save, view-source and developer tools; print-screen and a hidden
 * tab black the screen out for 800 ms. Form fields are never blocked: typing, selecting,
 * copying and pasting in them work as usual. Site settings can switch all of this off.
 */
import { useEffect, useState } from "react";

import { SCREEN_BLACKOUT_MS } from "~/lib/constants";

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']"));
}

function isBlockedShortcut(event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase();
  const command = event.ctrlKey || event.metaKey;
  if (key === "f12") return true;
  if (command && ["p", "s", "u"].includes(key)) return true;
  if (command && event.shiftKey && ["i", "j", "c"].includes(key)) return true;
  if (event.metaKey && event.altKey && ["i", "j", "c", "u"].includes(key)) return true;
  return false;
}

export function ContentProtection() {
  const [blackout, setBlackout] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const blackOut = () => {
      setBlackout(true);
      clearTimeout(timer);
      timer = setTimeout(() => setBlackout(false), SCREEN_BLACKOUT_MS);
    };
    const blockOutsideFields = (event: Event) => {
      if (!isEditable(event.target)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "PrintScreen") {
        blackOut();
        return;
      }
      if (isBlockedShortcut(event)) event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      // Most systems only report print-screen on release.
      if (event.key === "PrintScreen") {
        blackOut();
        void navigator.clipboard?.writeText("").catch(() => undefined);
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") blackOut();
    };

    // Each listener added now, and the way to remove it when the page goes.
    const on = <Type extends keyof DocumentEventMap>(type: Type, listener: (event: DocumentEventMap[Type]) => void) => {
      document.addEventListener(type, listener);
      return () => document.removeEventListener(type, listener);
    };
    const removals = [
      on("contextmenu", blockOutsideFields),
      on("copy", blockOutsideFields),
      on("cut", blockOutsideFields),
      on("dragstart", blockOutsideFields),
      on("keydown", onKeyDown),
      on("keyup", onKeyUp),
      on("visibilitychange", onVisibilityChange),
    ];
    return () => {
      clearTimeout(timer);
      for (const remove of removals) remove();
    };
  }, []);

  return blackout ? <div data-testid="screen-blackout" aria-hidden="true" className="fixed inset-0 z-[100] bg-black" /> : null;
}
