/**
 * React Router's lazy route discovery (7.18) asks `/__manifest?paths=...` for the routes of the
 * page's links once it hydrates, then again, debounced, whenever the page changes; it remembers a
 * path as known only when its answer has arrived. Hydration changes the page (the enhanced forms,
 * the lazy parts), so a second request for the same paths left while the first was on its way:
 * the home page asked twice (issue 29). Here a discovery request asks only for the paths no
 * request on its way already asks for, and answers its caller with the patches of both. Requests
 * React Router makes for a navigation (with an abort signal) are left alone. Decision 024.
 */
type Patches = Record<string, unknown>;

const MANIFEST_PATH = "/__manifest";

if (typeof window !== "undefined" && typeof window.fetch === "function") {
  const fetchOnce = window.fetch.bind(window);
  /** The answers on their way (their patches, or null when one failed), by each path they ask for. */
  const pending = new Map<string, Promise<Patches | null>>();

  const patchesOf = (response: Promise<Response>): Promise<Patches | null> =>
    response.then(
      (answer) => (answer.ok && answer.status === 200 ? (answer.clone().json() as Promise<Patches>).catch(() => null) : null),
      () => null,
    );

  const ask = (url: URL, paths: string[], init: RequestInit | undefined) => {
    const response = fetchOnce(url, init);
    const patches = patchesOf(response);
    for (const path of paths) pending.set(path, patches);
    void patches.finally(() => {
      for (const path of paths) if (pending.get(path) === patches) pending.delete(path);
    });
    return { response, patches };
  };

  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : null;
    const url = href === null ? null : new URL(href, window.location.href);
    if (!url || url.origin !== window.location.origin || url.pathname !== MANIFEST_PATH || init?.signal || (init?.method ?? "GET") !== "GET") {
      return fetchOnce(input, init);
    }
    const paths = (url.searchParams.get("paths") ?? "").split(",").filter(Boolean);
    const waiting = new Set(paths.map((path) => pending.get(path)).filter((answer) => answer !== undefined));
    if (waiting.size === 0) return ask(url, paths, init).response;
    const missing = paths.filter((path) => !pending.has(path));
    const own = missing.length > 0 ? new URL(url) : null;
    own?.searchParams.set("paths", missing.join(","));
    const answers = [...waiting, ...(own ? [ask(own, missing, init).patches] : [])];
    return Promise.all(answers).then((results) =>
      results.every((result) => result !== null)
        ? new Response(JSON.stringify(Object.assign({}, ...results)), { status: 200, headers: { "Content-Type": "application/json" } })
        : // One of them failed: ask for everything, as React Router meant to.
          fetchOnce(url, init),
    );
  };
}
