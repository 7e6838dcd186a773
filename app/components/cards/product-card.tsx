/** A product in the list (spec: image, featured, Out of Stock, rupee price, struck original, tags, category, material, stock, date, inquiry button). */
import { Link } from "react-router";

import type { ProductContract } from "~/.server/catalogue/products";
import { CategoryEyebrow } from "~/components/cards/category-eyebrow";
import { FeaturedBadge } from "~/components/cards/featured-badge";
import { AddToQuoteForm } from "~/components/quotes/add-to-quote-form";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { inquiryCardCopy } from "~/lib/copy/card-words";
import { PRODUCT_CARD_FACTS } from "~/lib/copy/fields/product";
import { productFacts } from "~/lib/copy/product-facts";
import { formatDate } from "~/lib/dates";
import { formatRupees } from "~/lib/format";
import { fallbackLang, localePath } from "~/lib/i18n/locales";
import { useCopy, useCopyPart, useLang } from "~/lib/i18n/use-copy";
import { useRootData } from "~/root";

import { useCardLinkKeepsScroll } from "./card-link-context";
import { TagList } from "./tag-list";

/** What a card shows of a product: the record's own fields (with the facts its registry lists for the card). */
export type ProductCardData = Pick<
  ProductContract,
  | "id"
  | "title"
  | "short_description"
  | "image_url"
  | "category_name"
  | "price"
  | "original_price"
  | "is_featured"
  | "is_available"
  | "stock_quantity"
  | "tags_list"
  | "created_at"
  | (typeof PRODUCT_CARD_FACTS)[number]
> & {
  /** Fields that fell back to English on a Gujarati or Hindi page (marked lang="en"). */
  untranslated?: string[];
};

const CARD_FIELDS = [
  "id",
  "title",
  "short_description",
  "image_url",
  "category_name",
  "price",
  "original_price",
  "is_featured",
  "is_available",
  "stock_quantity",
  "tags_list",
  "created_at",
  "untranslated",
  ...PRODUCT_CARD_FACTS,
] as const satisfies readonly (keyof ProductCardData)[];

/**
 * A product as its card shows it, for a list's loader: the card's fields only, so the page's
 * hydration data carries no description, SKU or other field that no card reads (issue 30: the
 * full descriptions were a third of /products' hydration data).
 */
export function productCardData(product: ProductCardData): ProductCardData {
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) if (product[field] !== undefined) card[field] = product[field];
  return card as ProductCardData;
}

/**
 * The stock a buyer is told of: none for a product that is not available, whatever count the
 * team keeps for it, so the card and the page never say "In stock: 1" beside "Out of Stock"
 * (docs/decisions/026). The API's stock_quantity stays the stored count (the spec's field).
 */
export const stockShown = (product: Pick<ProductCardData, "is_available" | "stock_quantity">): number =>
  product.is_available ? (product.stock_quantity ?? 0) : 0;

export function PriceLine({ price, original }: { price: number; original: number | null }) {
  const facts = useCopy("productFacts", productFacts);
  const lang = useLang();
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-xl font-semibold">{formatRupees(price, lang)}</span>
      {original !== null && original > price ? (
        <s className="text-sm text-rosewood-500 dark:text-rosewood-300" aria-label={`${facts.was} ${formatRupees(original, lang)}`}>
          {formatRupees(original, lang)}
        </s>
      ) : null}
    </p>
  );
}

export function ProductCard({
  product,
  href,
  layout,
  signedIn,
  eager,
}: {
  product: ProductCardData;
  href: string;
  layout: "grid" | "list";
  signedIn: boolean;
  eager: boolean;
}) {
  const keepsScroll = useCardLinkKeepsScroll();
  const facts = useCopy("productFacts", productFacts);
  const inquiryCopy = useCopyPart("inquiryCopy", inquiryCardCopy);
  const lang = useLang();
  // Issue 31: an approved buyer (the root's basket count is theirs alone) can add the product to a quote.
  const buyer = typeof useRootData()?.account?.basketCount === "number";
  const detailLink = (children: React.ReactNode, className: string) => (
    <Link to={href} state={{ fromList: true }} preventScrollReset={keepsScroll} className={className}>
      {children}
    </Link>
  );
  return (
    <article
      // Full height of its grid cell: the buttons of a row of cards sit at one height.
      className={`flex h-full overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900 ${layout === "list" ? "flex-col sm:flex-row" : "flex-col"}`}
    >
      <div className={`relative ${layout === "list" ? "sm:w-72 sm:shrink-0" : ""}`}>
        {detailLink(
          <StoredImage
            src={product.image_url}
            alt={product.title}
            lang={fallbackLang(product, "title")}
            eager={eager}
            className="aspect-[4/3] h-full w-full object-cover"
          />,
          "block",
        )}
        <div className="absolute top-3 left-3 flex gap-2">
          {product.is_featured ? <FeaturedBadge /> : null}
          {!product.is_available ? <Badge tone="danger">{inquiryCopy.outOfStock}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryEyebrow record={product}>{product.category_name}</CategoryEyebrow>
        <h3 className="text-lg leading-snug font-semibold" lang={fallbackLang(product, "title")}>
          {detailLink(product.title, "hover:underline underline-offset-4")}
        </h3>
        <p className="line-clamp-2 text-sm text-rosewood-700 dark:text-rosewood-200" lang={fallbackLang(product, "short_description")}>
          {product.short_description}
        </p>
        <PriceLine price={product.price} original={product.original_price} />
        <TagList tags={product.tags_list} limit={3} lang={fallbackLang(product, "tags")} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-rosewood-700 dark:text-rosewood-200">
          {PRODUCT_CARD_FACTS.map((name) =>
            product[name] ? (
              <div key={name} className="col-span-2">
                <dt className="inline font-semibold">{facts[name]}: </dt>
                <dd className="inline" lang={fallbackLang(product, name)}>
                  {product[name]}
                </dd>
              </div>
            ) : null,
          )}
          <div>
            <dt className="inline font-semibold">{facts.inStock}: </dt>
            <dd className="inline">{stockShown(product)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{facts.added}: </dt>
            <dd className="inline">{formatDate(product.created_at, lang)}</dd>
          </div>
        </dl>
        <div className="mt-auto pt-2">
          {!product.is_available ? (
            <OutOfStockButton />
          ) : signedIn ? (
            <>
              {buyer ? <AddToQuoteForm productId={product.id} /> : null}
              {detailLink(
                inquiryCopy.sendInquiry,
                "block w-full rounded-full bg-rosewood-700 px-4 py-2.5 text-center font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950",
              )}
            </>
          ) : (
            <Link
              to={localePath(lang, `/login?${new URLSearchParams({ redirectTo: href })}`)}
              className="block w-full rounded-full border-2 border-rosewood-700 px-4 py-2 text-center font-semibold text-rosewood-800 hover:bg-rosewood-100 dark:border-brass-400 dark:text-brass-300 dark:hover:bg-rosewood-800"
            >
              {inquiryCopy.loginToInquire}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** In place of an inquiry for a product that is not available: a button that does nothing, saying why. */
export function OutOfStockButton() {
  const inquiryCopy = useCopyPart("inquiryCopy", inquiryCardCopy);
  return (
    <button
      type="button"
      disabled
      className="w-full cursor-not-allowed rounded-full bg-rosewood-200 px-4 py-2.5 font-semibold text-rosewood-600 dark:bg-rosewood-800 dark:text-rosewood-300"
    >
      {inquiryCopy.outOfStock}
    </button>
  );
}
