/**
 * CSRF defence for cookie-authenticated requests: an unsafe method must come from this origin.
 * Browsers say where a request comes from in Sec-Fetch-Site, Origin or Referer; a request with
 * none of them (curl, a server) carries no ambient cookie risk and is let through, and JSON API
 * calls that authenticate with a bearer token and no cookie are not a CSRF vector.
 */
import type { Request } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value || value === "null") return value === "null" ? "null" : null;
  try {
    return new URL(value).origin;
  } catch {
    return "invalid";
  }
}

export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;

  const usesBearerOnly = Boolean(request.headers.authorization) && !request.headers.cookie;
  if (usesBearerOnly) return false;

  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") {
    return true;
  }

  const ownOrigin = `${request.protocol}://${request.get("host")}`;
  const origin = originOf(request.get("origin"));
  if (origin) return origin !== ownOrigin;
  const referer = originOf(request.get("referer"));
  if (referer) return referer !== ownOrigin;
  return false;
}
