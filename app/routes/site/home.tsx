/**
 * Home: the hero slider, the stats band, featured articles, projects, products and artworks,
 * testimonials and the workshop's details. Each section has the spec's empty text; a failed
 * load shows the spec's banner with Retry instead of an error page.
 */
import { Link } from "react-router";

import { listPublicProducts } from "~/.server/catalogue/products";
import { galleryItemFor, listPublicGalleryItems } from "~/.server/gallery/gallery";
import { listPublicBlogPosts, listTestimonialPosts, toTestimonial } from "~/.server/journal/posts";
import { listPublicPortfolioItems } from "~/.server/portfolio/portfolio";
import { memoUntilWrite } from "~/.server/read-memo";
import { BlogCard } from "~/components/cards/blog-card";
import { GalleryCard } from "~/components/cards/gallery-card";
import { PortfolioCard } from "~/components/cards/portfolio-card";
import { ProductCard, productCardData } from "~/components/cards/product-card";
import { type HeroSlide, HeroSlider } from "~/components/home/hero-slider";
import { LocalBusinessData } from "~/components/layout/contact-lines";
import { useSiteInfo } from "~/components/layout/use-site-info";
import { LoadFailed } from "~/components/listing/load-failed";
import { StoredImage } from "~/components/ui/stored-image";
import { blogCardCopy, inquiryCardCopy, listingCardWords, portfolioCardCopy } from "~/lib/copy/card-words";
import { homeCopy as englishHome, homeMeta } from "~/lib/copy/home";
import { homeSectionsCopy } from "~/lib/copy/home-sections";
import { copyable } from "~/lib/copyable";
import { copySections } from "~/lib/i18n/copy.server";
import { fallbackLang, fill, type Lang, langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useEnglishMark, useLang, useLocalePath } from "~/lib/i18n/use-copy";
import { pageLang, pageMeta, siteName } from "~/lib/seo";
import { useRootData } from "~/root";
import { getOptionalUser } from "~/routes/.server/auth";

import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  // The settings' title and description are English: a Gujarati or Hindi home page has its own.
  const site = pageLang(matches) === "en" ? siteFromMatches(matches) : undefined;
  const words = metaCopy(matches, "homeMeta", homeMeta);
  return pageMeta(matches, {
    title: site?.seo_meta_title || fill(words.title, { site: siteName(matches) }),
    description: site?.seo_meta_description || words.description,
    path: "/",
  });
};

function siteFromMatches(matches: Route.MetaArgs["matches"]) {
  return (
    matches.find((match) => match?.id === "root")?.data as { site?: { site_name: string; seo_meta_title: string; seo_meta_description: string } } | undefined
  )?.site;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getOptionalUser(request);
  const lang = langOf(params.lang);
  // The cards show a few words of the lists' copy: those only.
  const copy = copySections(lang, ["homeCopy", "homeMeta", "homeSectionsCopy", "productFacts"], {
    blogCopy: blogCardCopy,
    portfolioCopy: portfolioCardCopy,
    inquiryCopy: inquiryCardCopy,
    listing: listingCardWords,
  });
  try {
    const { gallery, ...sections } = homeSections(lang);
    return { failed: false as const, copy, ...sections, gallery: gallery.map((item) => galleryItemFor(item, viewer)) };
  } catch (error) {
    console.error("Home content failed", error);
    return { failed: true as const, copy };
  }
}

/**
 * The featured lists of a language, the same for every visitor until the next write (read-memo.ts):
 * seven queries a render saved (issue 30). The cards show excerpts and short descriptions: the full
 * texts stay out of the page's hydration data (they were a third of the home page's HTML).
 */
function homeSections(lang: Lang) {
  return memoUntilWrite(`home.sections:${lang}`, () => {
    const portfolio = listPublicPortfolioItems({ featured: true, pageSize: 3, lang });
    return {
      posts: listPublicBlogPosts({ featured: true, pageSize: 3, lang }).results.map(({ content: _content, ...post }) => post),
      portfolio: { results: portfolio.results.map(({ description: _description, ...item }) => item), count: portfolio.count },
      products: listPublicProducts({ featured: true, pageSize: 6, lang }).results.map(productCardData),
      gallery: listPublicGalleryItems({ featured: true, pageSize: 3, lang }).results,
      testimonials: listTestimonialPosts(6, { lang }).map(toTestimonial),
    };
  });
}

function SectionHeading({ id, title, text, link }: { id: string; title: string; text?: string; link?: { to: string; label: string } }) {
  const to = useLocalePath();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-3xl font-semibold">
          {title}
        </h2>
        {text ? <p className="mt-2 max-w-2xl text-rosewood-700 dark:text-rosewood-200">{text}</p> : null}
      </div>
      {link ? (
        <Link to={to(link.to)} className="font-semibold text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300">
          {link.label} →
        </Link>
      ) : null}
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className="mt-8 rounded-2xl border border-dashed border-rosewood-300 px-6 py-10 text-center text-rosewood-700 dark:border-rosewood-700 dark:text-rosewood-200">
      {text}
    </p>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const rootData = useRootData();
  const site = rootData?.site;
  const shownSite = useSiteInfo();
  const signedIn = Boolean(rootData?.account);
  const section = "mx-auto max-w-7xl px-4 py-16";
  const copy = useCopy("homeCopy", englishHome);
  const words = useCopy("homeSectionsCopy", homeSectionsCopy);
  const lang = useLang();
  const to = useLocalePath();
  const english = useEnglishMark();
  const signatureLine = (shown: number, total: number) =>
    lang === "en"
      ? englishHome.signatureProjectsLine(shown, total)
      : shown === 0
        ? undefined
        : fill(total > shown ? words.signatureSome : words.signatureAll, { shown, total });

  const slideImages = loaderData.failed ? [] : [...loaderData.products.map((product) => product.image_url)];
  const slides: HeroSlide[] = [
    {
      subtitle: copy.firstSlideSubtitle,
      title: site?.site_name ?? "Surat Sadeli Art Studio",
      // The description in the page's language where the team wrote one (decision 029).
      description: shownSite?.site_description ?? "",
      descriptionLang: shownSite?.descriptionLang,
      stats: copy.numbers.slice(0, 3),
      image: slideImages[0] ?? "/images/sadeli-pattern.svg",
    },
    { ...copy.craftSlide, image: slideImages[1] ?? "/images/sadeli-pattern.svg" },
  ];

  return (
    <main id="main">
      <h1 className="sr-only">
        {site?.site_name ?? "Surat Sadeli Art Studio"}: {words.headingSuffix}
      </h1>
      <HeroSlider slides={slides} siteName={site?.site_name ?? "Surat Sadeli Art Studio"} />

      <section aria-label={copy.numbersLabel} className="bg-brass-400 text-rosewood-950">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-4">
          {copy.numbers.map((stat) => (
            <div key={stat.label}>
              <dd className="font-serif text-4xl font-semibold">{stat.value}</dd>
              <dt className="mt-1 text-sm font-medium">{stat.label}</dt>
            </div>
          ))}
        </dl>
      </section>

      {loaderData.failed ? (
        <div className={section}>
          <LoadFailed message={copy.loadFailed} />
        </div>
      ) : (
        <>
          <section className={section} aria-labelledby="featured-articles">
            <SectionHeading id="featured-articles" title={words.journal} text={words.journalText} link={{ to: "/blog", label: words.readAll }} />
            {loaderData.posts.length === 0 ? (
              <Empty text={copy.noFeaturedPosts} />
            ) : (
              <ul className="mt-8 grid gap-6 lg:grid-cols-3">
                {loaderData.posts.map((post, index) => (
                  <li key={post.id} className={index === 0 ? "lg:col-span-2 lg:row-span-2" : ""}>
                    <BlogCard post={post} href={to(`/blog/${post.slug}`)} lead={index === 0 ? "tall" : undefined} eager={false} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="bg-ivory-100 dark:bg-rosewood-900/40" aria-labelledby="signature-projects">
            <div className={section}>
              <SectionHeading
                id="signature-projects"
                title={words.signatureProjects}
                text={signatureLine(Math.min(loaderData.portfolio.results.length, 2), loaderData.portfolio.count)}
              />
              {loaderData.portfolio.results.length === 0 ? (
                <Empty text={copy.noProjects} />
              ) : (
                <ul className="mt-8 grid gap-6 md:grid-cols-2">
                  {loaderData.portfolio.results.slice(0, 2).map((item) => (
                    <li key={item.id}>
                      <PortfolioCard item={item} href={to(`/portfolio/${item.id}`)} signedIn={signedIn} eager={false} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>

          <section className={section} aria-labelledby="featured-portfolio">
            <SectionHeading id="featured-portfolio" title={words.featuredPortfolio} link={{ to: "/portfolio", label: words.viewPortfolio }} />
            {loaderData.portfolio.results.length === 0 ? (
              <Empty text={copy.noFeaturedPortfolio} />
            ) : (
              <ul className="mt-8 grid gap-4 sm:grid-cols-3">
                {loaderData.portfolio.results.map((item) => (
                  <li key={item.id}>
                    {/* The title below names the link: the picture's alt would only repeat it. */}
                    <Link to={to(`/portfolio/${item.id}`)} className="group block overflow-hidden rounded-2xl">
                      <StoredImage
                        src={item.image_url}
                        alt=""
                        sizes="(min-width: 640px) 33vw, 100vw"
                        className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-105"
                      />
                      <p className="mt-2 font-semibold" lang={fallbackLang(item, "title")}>
                        {item.title}
                      </p>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="bg-ivory-100 dark:bg-rosewood-900/40" aria-labelledby="featured-products">
            <div className={section}>
              <SectionHeading id="featured-products" title={words.featuredProducts} link={{ to: "/products", label: words.shopAll }} />
              {loaderData.products.length === 0 ? null : (
                <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {loaderData.products.map((product) => (
                    <li key={product.id}>
                      <ProductCard product={product} href={to(`/products/${product.id}`)} layout="grid" signedIn={signedIn} eager={false} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>

          <section className={section} aria-labelledby="featured-gallery">
            <SectionHeading id="featured-gallery" title={words.fromGallery} link={{ to: "/gallery", label: words.visitGallery }} />
            {loaderData.gallery.length === 0 ? (
              <Empty text={copy.noFeaturedGallery} />
            ) : (
              <ul className="mt-8 grid gap-6 sm:grid-cols-3">
                {loaderData.gallery.map((item) => (
                  <li key={item.id}>
                    <GalleryCard item={item} href={to(`/gallery/${item.id}`)} masonryHeight={null} eager={false} headingLevel={3} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {loaderData.testimonials.length > 0 ? (
            <section className="bg-rosewood-900 text-ivory-50" aria-labelledby="testimonials">
              <div className={section}>
                <h2 id="testimonials" className="text-3xl font-semibold">
                  {words.testimonials}
                </h2>
                <ul className="mt-8 grid gap-6 md:grid-cols-3">
                  {loaderData.testimonials.map((testimonial) => (
                    <li key={testimonial.id}>
                      <figure className="flex h-full flex-col rounded-2xl bg-rosewood-800 p-6">
                        <p aria-label={fill(words.rated, { rating: testimonial.rating })} className="text-brass-300">
                          {"★".repeat(testimonial.rating)}
                        </p>
                        <blockquote className="mt-3 flex-1 leading-relaxed" lang={testimonial.contentLang}>
                          “{testimonial.content}”
                        </blockquote>
                        <figcaption className="mt-4 text-sm">
                          <span className="font-semibold" lang={english}>
                            {testimonial.name}
                          </span>
                          {testimonial.verified ? (
                            <span className="ml-2 rounded-full bg-brass-400 px-2 py-0.5 text-xs font-semibold text-rosewood-950">{words.verified}</span>
                          ) : null}
                          <span className="block text-rosewood-200" lang={testimonial.roleLang}>
                            {testimonial.role}
                          </span>
                        </figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ) : null}
        </>
      )}

      <section className={section} aria-labelledby="visit-us">
        <div className="grid gap-8 rounded-3xl border border-rosewood-200 p-8 md:grid-cols-3 dark:border-rosewood-800">
          <div className="md:col-span-2">
            <h2 id="visit-us" className="text-3xl font-semibold">
              {words.visitTitle}
            </h2>
            <p className="mt-3 text-rosewood-700 dark:text-rosewood-200">
              {words.visitText}{" "}
              <Link to={to("/signup")} className="font-semibold underline underline-offset-4">
                {words.visitLink}
              </Link>
              {/^[.।]/.test(words.visitTextEnd) ? "" : " "}
              {words.visitTextEnd}
            </p>
          </div>
          <address className="space-y-2 text-sm not-italic">
            {site?.address ? (
              <p lang={english} {...copyable}>
                {site.address}
              </p>
            ) : null}
            {site?.contact_phone ? <p {...copyable}>{site.contact_phone}</p> : null}
            {site?.contact_email ? <p {...copyable}>{site.contact_email}</p> : null}
            <p>{words.hours}</p>
          </address>
        </div>
      </section>
      {/* Last: the structured data is for search engines, not for the first paint (decision 019). */}
      <LocalBusinessData />
    </main>
  );
}
