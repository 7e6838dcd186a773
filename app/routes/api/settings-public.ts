/** GET /api/settings/public/: the site's public details ({status, data}); never the mail password. */
import { apiRoute } from "~/.server/api/handler";
import { json } from "~/.server/api/respond";
import { getPublicSiteInfo } from "~/.server/site-settings";

const handlers = apiRoute({
  GET: () => {
    const { content_protection: _protection, ...site } = getPublicSiteInfo();
    return json({ status: true, data: site, message: "Settings retrieved successfully" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
