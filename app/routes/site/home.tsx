/** Home: the workshop's welcome and its featured pieces. */
import { Link } from "react-router";
import { StoredImage } from "~/components/ui/stored-image";
import { formatRupees } from "~/lib/format";
import { featuredProducts } from "~/.server/catalogue";
import { getPublicSiteInfo } from "~/.server/site-settings";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.site.seo_meta_title || `${data?.site.site_name ?? "Surat Sadeli"} | Handcrafted GI-tagged Sadeli inlay from Surat` },
  { name: "description", content: data?.site.seo_meta_description || data?.site.site_description || "" },
];

export function loader() {
  return { site: getPublicSiteInfo(), products: featuredProducts(6) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, products } = loaderData;
  return (
    <main id="main">
      <section className="bg-rosewood-900 text-ivory-50">
        <div className="mx-auto max-w-7xl px-4 py-24">
          <p className="text-sm font-semibold tracking-widest text-brass-300 uppercase">GI-tagged craft of Surat, Gujarat</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-semibold sm:text-6xl">{site.site_name}</h1>
          <p className="mt-6 max-w-2xl text-lg text-rosewood-100">{site.site_description}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/products" className="rounded-full bg-brass-400 px-6 py-3 font-semibold text-rosewood-950 hover:bg-brass-300">
              Explore Products
            </Link>
            <Link to="/gallery" className="rounded-full border border-ivory-100 px-6 py-3 font-semibold hover:bg-rosewood-800">
              View Gallery
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="featured-products">
        <h2 id="featured-products" className="text-3xl font-semibold">
          Featured Products
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product, index) => (
            <li key={product.id} className="overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900">
              <StoredImage src={product.image_url} alt={product.title} eager={index === 0} className="aspect-[4/3] w-full object-cover" />
              <div className="p-5">
                <h3 className="text-lg font-semibold">{product.title}</h3>
                <p className="mt-2 line-clamp-2 text-sm text-rosewood-700 dark:text-rosewood-200">{product.short_description}</p>
                <p className="mt-3 font-semibold">
                  {formatRupees(product.price)}
                  {product.original_price && product.original_price > product.price ? (
                    <s className="ml-2 text-sm font-normal text-rosewood-500">{formatRupees(product.original_price)}</s>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
