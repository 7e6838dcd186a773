import { config } from "~/.server/config";
import { sitemapXml } from "~/.server/sitemap";

export function loader() {
  return new Response(sitemapXml(config().publicUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
