/** Dashboard: how much content the site holds. Recent activity and quick actions come with the panel. */
import { Link } from "react-router";
import { contentCounts } from "~/.server/catalogue";
import { requirePanelAccess } from "~/.server/panel-access";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin Panel" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel");
  try {
    return { counts: contentCounts() };
  } catch (error) {
    // The spec: a failed load shows zeros rather than an error page.
    console.error("Dashboard counts failed", error);
    return { counts: { products: 0, galleryItems: 0, portfolioItems: 0, blogPosts: 0 } };
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const cards = [
    { label: "Products", value: counts.products, to: "/panel/products" },
    { label: "Gallery Items", value: counts.galleryItems, to: "/panel/gallery" },
    { label: "Portfolio Projects", value: counts.portfolioItems, to: "/panel/portfolio" },
    { label: "Blog Posts", value: counts.blogPosts, to: "/panel/blog" },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <Link
          key={card.label}
          to={card.to}
          className="rounded-2xl border border-rosewood-200 bg-white p-6 shadow-sm hover:shadow-md dark:border-rosewood-800 dark:bg-rosewood-900"
        >
          <p className="text-sm text-rosewood-600 dark:text-rosewood-300">{card.label}</p>
          <p className="mt-2 text-3xl font-semibold" data-testid={`count-${card.label}`}>
            {card.value}
          </p>
        </Link>
      ))}
    </div>
  );
}
