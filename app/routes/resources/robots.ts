import type { Route } from "./+types/robots";

/** Crawl the public site; keep out of the panel, the API and account pages. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = ["User-agent: *", "Allow: /", "Disallow: /panel", "Disallow: /api/", "Disallow: /login", "Disallow: /newsletter/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
