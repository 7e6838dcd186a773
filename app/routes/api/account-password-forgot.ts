/** POST /api/account/password/forgot/ {user_email}: a reset link by email when the address has an approved account; the same answer otherwise. */
import { apiRoute } from "~/routes/api/.server/handler";
import { forgotPassword } from "~/routes/api/.server/my-account";

const handlers = apiRoute({ POST: forgotPassword });

export const loader = handlers.loader;
export const action = handlers.action;
