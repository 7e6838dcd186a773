/**
 * Where to go after login: only a path on this site. Anything that a browser could read as
 * another origin (`//host`, `/\host`, schemes, encoded slashes, control characters) falls back.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  for (const candidate of [target, decoded]) {
    if (!candidate.startsWith("/")) return fallback;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
    // Browsers drop tabs and newlines inside URLs and treat backslashes as slashes.
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  }
  try {
    const url = new URL(target, "http://same.origin");
    if (url.origin !== "http://same.origin") return fallback;
    // Dot segments are resolved here ("/.//host" becomes "//host"), so check the result too.
    const path = url.pathname + url.search + url.hash;
    if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
