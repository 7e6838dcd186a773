/**
 * /gallery/:id, a page of its own or the dialog over the list. What a guest sees is decided once
 * (galleryItemFor, docs/decisions/009): the description's first words and a notice to sign in;
 * signed-in accounts read it all and get a link to the full-size image.
 */
import { Link } from "react-router";

import { galleryItemFor, getPublicGalleryItem } from "~/.server/gallery/gallery";
import { FeaturedBadge } from "~/components/cards/featured-badge";
import { TagList } from "~/components/cards/tag-list";
import { breadcrumbList, loginHref, StructuredData } from "~/components/listing/detail-parts";
import { DetailView } from "~/components/listing/detail-view";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { galleryCopy as englishGallery } from "~/lib/copy/catalogue";
import { siteShellCopy } from "~/lib/copy/languages";
import { portfolioCopy as englishPortfolio } from "~/lib/copy/stories";
import { formatDate } from "~/lib/dates";
import { formatDollars } from "~/lib/format";
import { copySections } from "~/lib/i18n/copy.server";
import { fallbackLang, langOf } from "~/lib/i18n/locales";
import { useCopy, useEnglishMark, useLang, useLocalePath } from "~/lib/i18n/use-copy";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { getOptionalUser } from "~/routes/.server/auth";
import { foundOr404, itemIdOr404 } from "~/routes/site/.server/public-item";

import type { Route } from "./+types/gallery-detail";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const item = foundOr404(getPublicGalleryItem(itemIdOr404(params.id), { lang }));
  const viewer = await getOptionalUser(request);
  return {
    item: galleryItemFor(item, viewer),
    signedIn: viewer !== null,
    copy: copySections(lang, ["portfolioCopy"]),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.item.title,
        description: loaderData.item.description,
        path: `/gallery/${loaderData.item.id}`,
        image: loaderData.item.image_url,
      })
    : [];

export default function GalleryDetail({ loaderData, matches }: Route.ComponentProps) {
  const copy = useCopy("galleryCopy", englishGallery);
  const portfolioCopy = useCopy("portfolioCopy", englishPortfolio);
  const lang = useLang();
  const shell = useCopy("siteShellCopy", siteShellCopy);
  const to = useLocalePath();
  const english = useEnglishMark();
  const { item, signedIn } = loaderData;
  const origin = siteOrigin(matches);
  const titleId = `artwork-${item.id}-title`;
  const breadcrumbs = breadcrumbList(
    origin,
    { name: shell.navigation.gallery, path: to("/gallery") },
    { name: item.title, url: `${origin}${to(`/gallery/${item.id}`)}` },
    { name: shell.navigation.home, path: to("/") },
  );
  return (
    <DetailView titleId={titleId}>
      <div className="grid gap-8 lg:grid-cols-2">
        <figure>
          <StoredImage
            src={item.image_url}
            alt={item.image_alt_text || item.title}
            lang={fallbackLang(item, item.image_alt_text ? "image_alt_text" : "title")}
            eager
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="w-full rounded-2xl object-cover"
          />
          {signedIn && item.image_url ? (
            <figcaption className="mt-2 text-sm">
              <a href={item.image_url} target="_blank" rel="noopener" className="font-medium underline underline-offset-4">
                Open high-resolution image
              </a>
            </figcaption>
          ) : null}
        </figure>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span lang={fallbackLang(item, "category_name")}>
              <Badge>{item.category_name}</Badge>
            </span>
            {item.is_featured ? <FeaturedBadge /> : null}
          </div>
          <h1 id={titleId} className="text-3xl font-semibold" lang={fallbackLang(item, "title")}>
            {item.title}
          </h1>
          {item.price !== null ? <p className="text-2xl font-semibold">{formatDollars(item.price, lang)}</p> : null}
          {item.created_by_name ? (
            <p className="text-sm" data-creator>
              {portfolioCopy.createdBy} <span lang={english}>{item.created_by_name}</span>
            </p>
          ) : null}
          <p
            className="leading-relaxed whitespace-pre-line text-rosewood-800 dark:text-rosewood-100"
            data-testid="artwork-description"
            lang={fallbackLang(item, "description")}
          >
            {item.description}
          </p>
          {!signedIn ? (
            <div className="rounded-xl border border-brass-400 bg-ivory-100 p-4 text-sm dark:bg-rosewood-900">
              <p>{copy.signInNotice}</p>
              <Link to={loginHref(`/gallery/${item.id}`, lang)} className="mt-2 inline-block font-semibold underline underline-offset-4">
                {copy.signIn}
              </Link>
            </div>
          ) : null}
          <TagList tags={item.tags_list} limit={item.tags_list.length} lang={fallbackLang(item, "tags")} />
          <p className="text-sm text-rosewood-600 dark:text-rosewood-300">
            {copy.addedOn} {formatDate(item.created_at, lang)}
          </p>
        </div>
      </div>
      {/* After the page's content: search engines read it anywhere, and the first round trip holds the heading (decision 036). */}
      <StructuredData data={breadcrumbs} />
    </DetailView>
  );
}
