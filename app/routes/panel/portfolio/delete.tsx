/** Delete a portfolio item after confirmation; its stored image goes with it. */
import { data } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { contentAdminCopy as copy } from "~/lib/copy/panel-content";
import { getPortfolioItem, deletePortfolioItem } from "~/.server/portfolio/portfolio-admin";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/delete";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/portfolio");
  const item = getPortfolioItem(recordId(params.id));
  if (!item) throw data(null, { status: 404 });
  return { item: { id: item.id, title: item.title } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/portfolio");
  const id = recordId(params.id);
  let result;
  try {
    result = await deletePortfolioItem(user, id);
  } catch (error) {
    console.error(`Could not delete portfolio item ${id}`, error);
    return data({ error: copy.failedToDeletePortfolioItem }, { status: 500 });
  }
  if (!result.ok) {
    if ("notFound" in result) throw data(null, { status: 404 });
    return data({ error: result.message }, { status: 409 });
  }
  return redirectWithToast("/panel/portfolio", { type: "success", message: copy.portfolioItemDeleted });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Portfolio Item | Admin Panel" }];

export default function DeletePortfolioItemPage({ loaderData }: Route.ComponentProps) {
  return (
    <DetailView titleId="delete-portfolio-item-title">
      <DeleteConfirmation
        titleId="delete-portfolio-item-title"
        title={`Delete "${loaderData.item.title}"`}
        question={copy.deletePortfolioItemConfirm}
        cancelHref="/panel/portfolio"
      />
    </DetailView>
  );
}
