/** POST /api/account/password/reset/ {token, password}: a new password through the emailed link; every session of the account ends. */
import { apiRoute } from "~/routes/api/.server/handler";
import { resetForgottenPassword } from "~/routes/api/.server/my-account";

const handlers = apiRoute({ POST: resetForgottenPassword });

export const loader = handlers.loader;
export const action = handlers.action;
