import { config } from "~/.server/config";

/** Crawl the public site; keep out of the panel, the API and account pages. */
export function loader() {
  const origin = config().publicUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /panel",
    "Disallow: /api/",
    "Disallow: /login",
    "Disallow: /newsletter/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
