/** /products/:id: the whole product, its inquiry form for signed-in accounts, and its structured data. */
import { Link } from "react-router";

import { getPublicProduct } from "~/.server/catalogue/products";
import { createProductInquiry, createProductRequest, isWaitingForProduct } from "~/.server/inquiries/inquiries";
import { FeaturedBadge } from "~/components/cards/featured-badge";
import { OutOfStockButton, PriceLine, stockShown } from "~/components/cards/product-card";
import { TagList } from "~/components/cards/tag-list";
import { ProductInquiryFormWhenShown } from "~/components/inquiries/inquiry-forms-when-shown";
import { ProductRequestFormsWhenShown } from "~/components/inquiries/product-requests-when-shown";
import {
  breadcrumbList,
  type DetailFact,
  DetailFacts,
  DetailImage,
  DetailTitle,
  loginHref,
  Paragraphs,
  StructuredData,
  WhatsAppLink,
} from "~/components/listing/detail-parts";
import { DetailView } from "~/components/listing/detail-view";
import { AddToQuoteForm } from "~/components/quotes/add-to-quote-form";
import { Badge } from "~/components/ui/badge";
import { inquiryCopy as englishInquiry, inquiryPageCopy } from "~/lib/copy/inquiries";
import { siteShellCopy } from "~/lib/copy/languages";
import { productFacts } from "~/lib/copy/product-facts";
import { productRequestCopy } from "~/lib/copy/product-requests";
import { formatDate } from "~/lib/dates";
import { copyFor, copySections } from "~/lib/i18n/copy.server";
import { fallbackLang, fill, langOf } from "~/lib/i18n/locales";
import { useCopy, useEnglishMark, useLang, useLocalePath } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { makeRequestSchema, notifyRequestSchema, productInquirySchema } from "~/lib/schemas/inquiries";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { whatsappLink } from "~/lib/whatsapp";
import { useRootData } from "~/root";
import { getOptionalUser } from "~/routes/.server/auth";
import { handleInquiryPost, inquiryPost } from "~/routes/site/.server/inquiry-actions";
import { foundOr404, itemIdOr404 } from "~/routes/site/.server/public-item";

import type { Route } from "./+types/product-detail";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const product = foundOr404(getPublicProduct(itemIdOr404(params.id), { lang }));
  // Unavailable, for a signed-in buyer: whether they already asked to hear when it is back (issue 29).
  const user = product.is_available ? null : await getOptionalUser(request);
  return {
    product,
    waiting: user ? isWaitingForProduct(user.id, product.id) : false,
    copy: copySections(lang, ["inquiryCopy", "inquiryFormCopy", "inquiryPageCopy", "formWords", "phrases", "productRequestCopy"]),
  };
}

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

/** The spec's inquiry, or (issue 29) a "Notify me" or "Ask to make one" request, told apart by `request_kind`. */
export async function action({ request, params }: Route.ActionArgs) {
  const id = itemIdOr404(params.id);
  const itemPath = `/products/${id}`;
  const item = { field: "product_item", id };
  return handleInquiryPost(request, {
    itemPath,
    choose: (formData) => {
      const kind = formData.get("request_kind");
      if (kind !== "notify" && kind !== "make") return inquiryPost({ schema: productInquirySchema, itemPath, item, create: createProductInquiry });
      return inquiryPost({
        schema: kind === "notify" ? notifyRequestSchema : makeRequestSchema,
        itemPath,
        item,
        create: createProductRequest,
        answers: (lang) => {
          const copy = copyFor(lang);
          return {
            sent: kind === "notify" ? copy.productRequestCopy.notifySent : copy.productRequestCopy.makeSent,
            refused: (reason) => (reason === "not_allowed" ? copy.productRequestCopy.requestAvailable : copy.inquiryCopy.itemUnavailable),
          };
        },
      });
    },
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.product.title,
        description: loaderData.product.short_description || loaderData.product.description,
        path: `/products/${loaderData.product.id}`,
        image: loaderData.product.image_url,
        type: "product",
      })
    : [];

export default function ProductDetail({ loaderData, matches }: Route.ComponentProps) {
  const inquiryCopy = useCopy("inquiryCopy", englishInquiry);
  const lang = useLang();
  const facts = useCopy("productFacts", productFacts);
  const words = useCopy("inquiryPageCopy", inquiryPageCopy);
  const shell = useCopy("siteShellCopy", siteShellCopy);
  const requestWords = useCopy("productRequestCopy", productRequestCopy);
  const english = useEnglishMark();
  const to = useLocalePath();
  const { product } = loaderData;
  const rootData = useRootData();
  const origin = siteOrigin(matches);
  const url = `${origin}/products/${product.id}`;
  const whatsapp = whatsappLink(rootData?.site.whatsapp_number ?? "", fill(words.whatsappProduct, { title: product.title, url }));
  // Server only: the browser's bundle carries none of it (StructuredData, decision 036).
  const structuredData = import.meta.env.SSR
    ? [
        {
          "@context": "https://schema.org",
          "@type": "Product",
          name: product.title,
          description: product.short_description || product.description,
          image: product.image_url ? `${origin}${product.image_url}` : undefined,
          sku: product.sku ?? undefined,
          material: product.material || undefined,
          category: product.category_name,
          offers: {
            "@type": "Offer",
            price: product.price.toFixed(2),
            priceCurrency: "INR",
            availability: product.is_available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            url,
          },
        },
        breadcrumbList(
          origin,
          { name: shell.navigation.products, path: to("/products") },
          { name: product.title, url: `${origin}${to(`/products/${product.id}`)}` },
          { name: shell.navigation.home, path: to("/") },
        ),
      ]
    : null;
  // Dimensions and the SKU have no translation: English (marked) on a Gujarati or Hindi page.
  const details: DetailFact[] = [
    [facts.category, product.category_name, fallbackLang(product, "category_name")],
    [facts.material, product.material, fallbackLang(product, "material")],
    [facts.dimensions, product.dimensions, english],
    [facts.weight, product.weight !== null ? fill(words.weight, { weight: product.weight }) : ""],
    [facts.crafting_time, product.crafting_time, fallbackLang(product, "crafting_time")],
    [facts.sku, product.sku ?? "", english, { copyable: true }],
    [facts.inStock, String(stockShown(product))],
    [facts.added, formatDate(product.created_at, lang)],
  ];
  const titleId = `product-${product.id}-title`;

  return (
    <DetailView titleId={titleId}>
      <div className="grid gap-8 lg:grid-cols-2">
        <DetailImage
          src={product.image_url}
          alt={product.title}
          lang={fallbackLang(product, "title")}
          badges={
            <>
              {product.is_featured ? <FeaturedBadge /> : null}
              {!product.is_available ? <Badge tone="danger">{inquiryCopy.outOfStock}</Badge> : null}
            </>
          }
        />
        <div className="flex flex-col gap-4">
          <DetailTitle eyebrow={product.category_name} id={titleId} title={product.title} record={product} />
          <PriceLine price={product.price} original={product.original_price} />
          <p className="text-rosewood-800 dark:text-rosewood-100" lang={fallbackLang(product, "short_description")}>
            {product.short_description}
          </p>
          <TagList tags={product.tags_list} limit={product.tags_list.length} lang={fallbackLang(product, "tags")} />
          <DetailFacts facts={details} />
          {/* Issue 31: an approved buyer adds it to a quote (the root's basket count is a buyer's alone; a guest's page has none of it). */}
          {product.is_available && typeof rootData?.account?.basketCount === "number" ? <AddToQuoteForm productId={product.id} /> : null}
          <WhatsAppLink href={whatsapp} className="w-fit">
            {words.whatsapp}
          </WhatsAppLink>
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="about-product">
          <h2 id="about-product" className="text-xl font-semibold">
            {words.aboutPiece}
          </h2>
          <div lang={fallbackLang(product, "description")}>
            <Paragraphs text={product.description} className="mt-3 leading-relaxed text-rosewood-800 dark:text-rosewood-100" />
          </div>
        </section>
        <section id="inquiry" aria-labelledby="inquiry-title" className="rounded-2xl border border-rosewood-200 p-5 dark:border-rosewood-800">
          <h2 id="inquiry-title" className="text-xl font-semibold">
            {words.sendAnInquiry}
          </h2>
          <div className="mt-4">
            {!product.is_available ? (
              <>
                <OutOfStockButton />
                {/* Issue 29: beside the disabled inquiry, the buyer's requests; a guest is asked to log in. */}
                {rootData?.account ? (
                  rootData.account.canInquire ? (
                    <ProductRequestFormsWhenShown productId={product.id} waiting={loaderData.waiting} />
                  ) : (
                    <p className="mt-4 text-rosewood-800 dark:text-rosewood-100">{inquiryCopy.teamCannotSend}</p>
                  )
                ) : (
                  <div className="mt-4">
                    <p className="text-rosewood-800 dark:text-rosewood-100">{requestWords.guestText}</p>
                    <Link
                      to={loginHref(`/products/${product.id}`, lang)}
                      className="mt-3 block rounded-full border-2 border-rosewood-700 px-4 py-2 text-center font-semibold dark:border-brass-400"
                    >
                      {inquiryCopy.loginToInquire}
                    </Link>
                  </div>
                )}
              </>
            ) : rootData?.account?.canInquire ? (
              <ProductInquiryFormWhenShown productId={product.id} />
            ) : rootData?.account ? (
              <p className="text-rosewood-800 dark:text-rosewood-100">{inquiryCopy.teamCannotSend}</p>
            ) : (
              <Link
                to={loginHref(`/products/${product.id}`, lang)}
                className="block rounded-full border-2 border-rosewood-700 px-4 py-2 text-center font-semibold dark:border-brass-400"
              >
                {inquiryCopy.loginToInquire}
              </Link>
            )}
          </div>
        </section>
      </div>
      {/* After the page's content: search engines read it anywhere, and the first round trip holds the heading (decision 036). */}
      <StructuredData data={structuredData} />
    </DetailView>
  );
}
