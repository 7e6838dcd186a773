/** /products/:id: the whole product, its inquiry form for signed-in accounts, and its structured data. */
import { data, Link } from "react-router";
import { PriceLine } from "~/components/cards/product-card";
import { TagList } from "~/components/cards/tag-list";
import { ProductInquiryForm } from "~/components/inquiries/product-inquiry-form";
import { DetailView } from "~/components/listing/detail-view";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { useNonce } from "~/components/nonce";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { formatDate } from "~/lib/dates";
import { productInquirySchema } from "~/lib/schemas/inquiries";
import { jsonLd, pageMeta, siteOrigin } from "~/lib/seo";
import { whatsappLink } from "~/lib/whatsapp";
import { useRootData } from "~/root";
import { createProductInquiry } from "~/.server/inquiries/inquiries";
import { handleInquiryPost } from "~/routes/site/.server/inquiry-actions";
import { getPublicProduct } from "~/.server/catalogue/products";
import type { Route } from "./+types/product-detail";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";

function productId(raw: string | undefined): number {
  const id = /^\d{1,9}$/.test(raw ?? "") ? Number(raw) : 0;
  if (id < 1) throw data(null, { status: 404 });
  return id;
}

export function loader({ params }: Route.LoaderArgs) {
  const product = getPublicProduct(productId(params.id));
  if (!product) throw data(null, { status: 404 });
  return { product };
}

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export async function action({ request, params }: Route.ActionArgs) {
  const id = productId(params.id);
  return handleInquiryPost(request, { schema: productInquirySchema, itemPath: `/products/${id}`, item: { field: "product_item", id }, create: createProductInquiry });
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
  const { product } = loaderData;
  const rootData = useRootData();
  const nonce = useNonce();
  const origin = siteOrigin(matches);
  const url = `${origin}/products/${product.id}`;
  const whatsapp = whatsappLink(rootData?.site.whatsapp_number ?? "", `Hello, I am interested in "${product.title}": ${url}`);
  const structuredData = [
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
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Products", item: `${origin}/products` },
        { "@type": "ListItem", position: 3, name: product.title, item: url },
      ],
    },
  ];
  const details: [string, string][] = [
    ["Category", product.category_name],
    ["Material", product.material],
    ["Dimensions", product.dimensions],
    ["Weight", product.weight !== null ? `${product.weight} kg` : ""],
    ["Crafting time", product.crafting_time],
    ["SKU", product.sku ?? ""],
    ["In stock", String(product.stock_quantity ?? 0)],
    ["Added", formatDate(product.created_at)],
  ];
  const titleId = `product-${product.id}-title`;

  return (
    <DetailView titleId={titleId}>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="relative">
          <StoredImage src={product.image_url} alt={product.title} eager sizes="(min-width: 1024px) 50vw, 100vw" className="w-full rounded-2xl object-cover" />
          <div className="absolute top-3 left-3 flex gap-2">
            {product.is_featured ? <Badge tone="brass">Featured</Badge> : null}
            {!product.is_available ? <Badge tone="danger">{inquiryCopy.outOfStock}</Badge> : null}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">{product.category_name}</p>
          <h1 id={titleId} className="text-3xl font-semibold">
            {product.title}
          </h1>
          <PriceLine price={product.price} original={product.original_price} />
          <p className="text-rosewood-800 dark:text-rosewood-100">{product.short_description}</p>
          <TagList tags={product.tags_list} limit={product.tags_list.length} />
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-ivory-100 p-4 text-sm dark:bg-rosewood-900">
            {details
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt className="text-rosewood-600 dark:text-rosewood-300">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
          </dl>
          {whatsapp ? (
            <a href={whatsapp} rel="noopener noreferrer" target="_blank" className="inline-flex w-fit items-center gap-2 rounded-full bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800">
              Chat on WhatsApp
            </a>
          ) : null}
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="about-product">
          <h2 id="about-product" className="text-xl font-semibold">
            About this piece
          </h2>
          {product.description.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="mt-3 leading-relaxed text-rosewood-800 dark:text-rosewood-100">
              {paragraph}
            </p>
          ))}
        </section>
        <section id="inquiry" aria-labelledby="inquiry-title" className="rounded-2xl border border-rosewood-200 p-5 dark:border-rosewood-800">
          <h2 id="inquiry-title" className="text-xl font-semibold">
            Send an inquiry
          </h2>
          <div className="mt-4">
            {!product.is_available ? (
              <button type="button" disabled className="w-full cursor-not-allowed rounded-full bg-rosewood-200 px-4 py-2.5 font-semibold text-rosewood-600 dark:bg-rosewood-800 dark:text-rosewood-300">
                {inquiryCopy.outOfStock}
              </button>
            ) : rootData?.account ? (
              <ProductInquiryForm productId={product.id} />
            ) : (
              <Link
                to={`/login?${new URLSearchParams({ redirectTo: `/products/${product.id}` })}`}
                className="block rounded-full border-2 border-rosewood-700 px-4 py-2 text-center font-semibold dark:border-brass-400"
              >
                {inquiryCopy.loginToInquire}
              </Link>
            )}
          </div>
        </section>
      </div>
    </DetailView>
  );
}
