/** GET /api/account/data/: everything the site holds of the caller's account (the DPDP Act's right to a summary). */
import { apiRoute } from "~/routes/api/.server/handler";
import { exportPersonalData } from "~/routes/api/.server/personal-data";

const handlers = apiRoute({ GET: exportPersonalData });

export const loader = handlers.loader;
export const action = handlers.action;
