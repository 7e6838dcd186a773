/**
 * /preview/:kind/:id/:expires/:signature (issue 32, docs/decisions/046): a record visitors cannot
 * see yet, shown as its public page with a "Preview" banner, to anyone holding a link the panel
 * made (app/.server/publishing/preview-links.ts). A link that is not the server's is a 404, an
 * expired one a 410. Never indexed (robots meta and X-Robots-Tag) and never kept: `private,
 * no-store` keeps it out of browsers' and CDNs' caches and out of the page memo
 * (server/response-cache.ts keeps only pages marked shareable, or a signed-in page whose route set
 * no policy); its address carries no query, and no read memo is used by the read.
 */
import { data } from "react-router";

import { getBlogPostForPreview } from "~/.server/journal/posts";
import { checkPreview } from "~/.server/publishing/preview-links";
import { BlogPostArticle } from "~/components/blog/post-article";
import { previewBannerCopy, previewRefusedCopy } from "~/lib/copy/publishing";
import { copySections } from "~/lib/i18n/copy.server";
import { fill, langOf } from "~/lib/i18n/locales";
import { parseId } from "~/lib/ids";
import { staticPage } from "~/lib/route-handle";
import { formatScheduleTime } from "~/lib/schedule-time";
import { siteName } from "~/lib/seo";

import type { Route } from "./+types/preview";

/** Read, not worked with: sent without hydration, as the post's own page (decision 019). */
export const handle = staticPage;

export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

export function loader({ params }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const check = checkPreview({ kind: params.kind, id: parseId(params.id), expires: params.expires, signature: params.signature });
  const refused = previewRefusedCopy[lang];
  if (!check.ok) {
    const message = check.reason === "expired" ? refused.expired : refused.invalid;
    return data(
      { refused: { message, hint: refused.hint, status: check.reason === "expired" ? 410 : 404 }, post: null, banner: null, copy: null },
      {
        status: check.reason === "expired" ? 410 : 404,
        headers: PREVIEW_HEADERS,
      },
    );
  }
  const post = params.kind === "post" ? getBlogPostForPreview(parseId(params.id)!, { lang }) : null;
  if (!post) {
    return data(
      { refused: { message: refused.invalid, hint: refused.hint, status: 404 }, post: null, banner: null, copy: null },
      { status: 404, headers: PREVIEW_HEADERS },
    );
  }
  const words = previewBannerCopy[lang];
  return data(
    {
      refused: null,
      post,
      banner: { title: words.title, body: words.body, expires: fill(words.expires, { time: formatScheduleTime(check.expiresAt.toISOString()) }) },
      copy: copySections(lang, ["blogCopy", "listing"]),
    },
    { headers: PREVIEW_HEADERS },
  );
}

/** The loader's headers on the document too (a refusal's as well). */
export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  { title: `${loaderData?.banner?.title ?? "Preview"}: ${loaderData?.post?.title ?? loaderData?.refused?.message ?? ""} | ${siteName(matches)}` },
  { name: "robots", content: "noindex" },
];

function PreviewBanner({ title, body, expires }: { title: string; body: string; expires: string }) {
  return (
    <aside
      aria-label={title}
      data-testid="preview-banner"
      className="mb-6 rounded-xl border-2 border-dashed border-brass-600 bg-brass-50 p-4 text-rosewood-900 dark:border-brass-400 dark:bg-rosewood-900 dark:text-ivory-100"
    >
      <p className="text-sm font-bold tracking-widest uppercase">{title}</p>
      <p className="mt-1 text-sm">{body}</p>
      <p className="mt-1 text-xs text-rosewood-700 dark:text-rosewood-200">{expires}</p>
    </aside>
  );
}

export default function Preview({ loaderData, matches }: Route.ComponentProps) {
  const { refused, post, banner } = loaderData;
  if (refused || !post || !banner) {
    return (
      <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <p className="font-serif text-7xl text-brass-600 dark:text-brass-500">{refused?.status ?? 404}</p>
        <h1 className="mt-4 text-3xl font-semibold">{refused?.message}</h1>
        <p className="mt-4 text-rosewood-700 dark:text-rosewood-200">{refused?.hint}</p>
      </main>
    );
  }
  return (
    <BlogPostArticle
      post={post}
      matches={matches}
      Frame={({ titleId, children }) => (
        <main id="main" className="mx-auto max-w-5xl px-4 py-10">
          <PreviewBanner {...banner} />
          <article aria-labelledby={titleId} className="mt-6">
            {children}
          </article>
        </main>
      )}
    />
  );
}
