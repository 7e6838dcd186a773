/** /api/account/: the caller's own account. GET reads it, PUT changes it (routes/api/.server/my-account.ts); DELETE with {password} erases it (docs/decisions/014-erasing-an-account.md). */
import { apiRoute } from "~/routes/api/.server/handler";
import { getMyAccount, updateMyAccount } from "~/routes/api/.server/my-account";
import { deleteAccount } from "~/routes/api/.server/personal-data";

const handlers = apiRoute({ GET: getMyAccount, PUT: updateMyAccount, DELETE: deleteAccount });

export const loader = handlers.loader;
export const action = handlers.action;
