/** /api/account/: the caller's own account. DELETE with {password} erases it (docs/decisions/014-erasing-an-account.md). */
import { apiRoute } from "~/routes/api/.server/handler";
import { deleteAccount } from "~/routes/api/.server/personal-data";

const handlers = apiRoute({ DELETE: deleteAccount });

export const loader = handlers.loader;
export const action = handlers.action;
