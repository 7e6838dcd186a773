/**
 * Issue 33 (part F, docs/decisions/059): the HTML of /api/docs, the rendered reference of the
 * served document (/api/openapi.json). Redoc's standalone bundle (shipped inside @redocly/cli) is
 * one of the site's own hashed assets, loaded as a module script from 'self': it finds the
 * <redoc spec-url> element and draws the reference. Its styled-components take the request's CSP
 * nonce from the `sc-nonce` meta, so the site's policy needs no 'unsafe-inline' for scripts or
 * stylesheets. Its telemetry (to otel.cloud.redocly.com) is switched off by the element's
 * `disable-telemetry` attribute, and connect-src 'self' would refuse it anyway. Without JavaScript the page still names the document and the walk-through.
 */
import redocScript from "@redocly/cli/lib/chunks/redoc.standalone.js?url";

import { apiDocsCopy } from "~/lib/copy/api-docs";

import { API_VERSION } from "./contract/reference";

export const DOCUMENT_PATH = "/api/openapi.json";
export const WALK_THROUGH_PATH = "/api/docs/api.md";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

/** The page's own few rules, in a <style> that carries the nonce. */
const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1f1a17;background:#fff}
.api-docs-head{padding:1rem 1.25rem;border-bottom:1px solid #e5ded6;background:#faf7f3}
.api-docs-head h1{margin:0 0 .25rem;font-size:1.35rem}
.api-docs-head p{margin:.25rem 0;max-width:60rem;line-height:1.45}
.api-docs-head a{color:#7a3b12}`;

export function apiDocsPage(nonce: string | undefined): string {
  const copy = apiDocsCopy;
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${nonce ? `<meta name="sc-nonce" content="${escapeHtml(nonce)}">\n` : ""}<title>${escapeHtml(copy.title(API_VERSION))}</title>
<style${nonceAttribute}>${STYLE}</style>
</head>
<body>
<header class="api-docs-head">
<h1>${escapeHtml(copy.heading)}</h1>
<p>${escapeHtml(copy.version(API_VERSION))}</p>
<p><a href="${DOCUMENT_PATH}">${escapeHtml(copy.document)}</a> ${escapeHtml(copy.documentNote)}</p>
<p><a href="${WALK_THROUGH_PATH}">${escapeHtml(copy.walkThrough)}</a> ${escapeHtml(copy.walkThroughNote)}</p>
<noscript><p>${escapeHtml(copy.noScript)}</p></noscript>
</header>
<main>
<redoc spec-url="${DOCUMENT_PATH}" disable-telemetry="true"></redoc>
</main>
<script type="module" src="${escapeHtml(redocScript)}"${nonceAttribute}></script>
</body>
</html>
`;
}
