/** GET /api/settings/public/: the site's public details ({status, data}); never the mail password. */
import { getPublicSiteInfo } from "~/.server/settings/site-settings";
import { apiRoute } from "~/routes/api/.server/handler";
import { json } from "~/routes/api/.server/respond";

const handlers = apiRoute({
  GET: () => {
    const { content_protection: _protection, ...site } = getPublicSiteInfo();
    return json({ status: true, data: site, message: "Settings retrieved successfully" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
