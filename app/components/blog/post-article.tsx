/**
 * A blog post as its public page shows it (/blog/:slug), and as its preview (/preview/post/...,
 * issue 32) shows it before it is published: one component, so a preview is what visitors will see.
 */
import type { BlogPostContract } from "~/.server/journal/posts";
import { PostContent } from "~/components/blog/post-content";
import { PostFacts } from "~/components/cards/blog-card";
import { FeaturedBadge } from "~/components/cards/featured-badge";
import { TagList } from "~/components/cards/tag-list";
import { breadcrumbList, StructuredData } from "~/components/listing/detail-parts";
import { DetailView } from "~/components/listing/detail-view";
import { StoredImage } from "~/components/ui/stored-image";
import { siteShellCopy } from "~/lib/copy/languages";
import { blogCopy as english } from "~/lib/copy/stories";
import { fallbackLang } from "~/lib/i18n/locales";
import { useCopy, useEnglishMark, useLocalePath } from "~/lib/i18n/use-copy";
import { type RootMatch, siteName, siteOrigin } from "~/lib/seo";

export type ArticlePost = BlogPostContract & { untranslated?: readonly string[] };

/** The page around the article: the blog's dialog-or-page (DetailView) unless the preview gives its own. */
type Frame = (props: { titleId: string; children: React.ReactNode }) => React.ReactNode;

export function BlogPostArticle({ post, matches, Frame = DetailView }: { post: ArticlePost; matches: readonly (RootMatch | undefined)[]; Frame?: Frame }) {
  const copy = useCopy("blogCopy", english);
  const shell = useCopy("siteShellCopy", siteShellCopy);
  const to = useLocalePath();
  const englishMark = useEnglishMark();
  const origin = siteOrigin(matches);
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const image = post.featured_image ? (post.featured_image.startsWith("http") ? post.featured_image : `${origin}${post.featured_image}`) : undefined;
  const publisher = siteName(matches);
  const structuredData = [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.meta_description || post.excerpt || undefined,
      image,
      datePublished: post.published_at ?? undefined,
      author: post.author_name ? { "@type": "Person", name: post.author_name } : { "@type": "Organization", name: publisher },
      publisher: { "@type": "Organization", name: publisher, url: `${origin}/` },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      articleSection: post.category_name,
      keywords: post.tags_list.length > 0 ? post.tags_list.join(", ") : undefined,
      timeRequired: `PT${post.reading_time}M`,
      url,
    },
    breadcrumbList(origin, { name: shell.navigation.blog, path: to("/blog") }, { name: post.title, url }, { name: shell.navigation.home, path: to("/") }),
  ];
  const titleId = `post-${post.id}-title`;

  return (
    <Frame titleId={titleId}>
      <header className="mx-auto max-w-3xl">
        <PostFacts post={post} />
        <h1 id={titleId} className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl" lang={fallbackLang(post, "title")}>
          {post.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-rosewood-700 dark:text-rosewood-200">
          {post.author_name ? (
            <p>
              {copy.by}{" "}
              <span className="font-semibold" lang={englishMark}>
                {post.author_name}
              </span>
            </p>
          ) : null}
          {post.is_featured ? <FeaturedBadge /> : null}
        </div>
      </header>
      {post.featured_image ? (
        <StoredImage
          src={post.featured_image}
          alt={post.featured_image_alt || post.title}
          lang={fallbackLang(post, post.featured_image_alt ? "featured_image_alt" : "title")}
          eager
          sizes="(min-width: 1024px) 64rem, 100vw"
          className="mx-auto mt-8 aspect-[16/10] w-full max-w-4xl rounded-2xl object-cover"
        />
      ) : null}
      <div className="mx-auto mt-4 max-w-3xl">
        <div lang={fallbackLang(post, "content")}>
          <PostContent content={post.content} excerpt={post.excerpt} outlineHeading={copy.articleHeading} />
        </div>
        {post.tags_list.length > 0 ? (
          <section aria-labelledby="post-tags" className="mt-10 border-t border-rosewood-200 pt-6 dark:border-rosewood-800">
            <h2 id="post-tags" className="text-sm font-semibold tracking-wide text-rosewood-600 uppercase dark:text-rosewood-300">
              {copy.tags}
            </h2>
            <div className="mt-3">
              <TagList tags={post.tags_list} limit={post.tags_list.length} lang={fallbackLang(post, "tags")} />
            </div>
          </section>
        ) : null}
      </div>
      {/* After the page's content: search engines read it anywhere, and the first round trip holds the heading (decision 036). */}
      <StructuredData data={structuredData} />
    </Frame>
  );
}
