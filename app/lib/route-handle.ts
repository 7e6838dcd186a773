/** What a route module's `handle` tells the document (app/root.tsx) about its page. */
export type RouteHandle = {
  /**
   * false: the page is sent as the server's HTML with no hydration code or data (decision 019).
   * Its links and forms work as they do without JavaScript; the content guard still runs.
   */
  hydrate?: false;
};

export const staticPage: RouteHandle = { hydrate: false };

/** Whether the document of these matches hydrates: unless one of its routes says it does not. */
export function documentHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}
