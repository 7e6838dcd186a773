/**
 * The account holder's data through the API, on the same domain functions as /account/data:
 * GET /api/account/data/ (everything held of the caller) and DELETE /api/account/ with
 * {password} (erasure; the token ends with the account).
 */
import { deleteOwnAccount, getPersonalData } from "~/.server/accounts/personal-data";
import { myDataCopy } from "~/lib/copy/my-data";
import { deleteAccountSchema } from "~/lib/schemas/my-data";

import { requireApiUser } from "./auth";
import { readJsonObject, validateBody } from "./body";
import { json, notFound, refusal } from "./respond";

type Args = { request: Request };

export const PERSONAL_DATA_MESSAGE = "Your personal data";

export function exportPersonalData({ request }: Args): Response {
  const user = requireApiUser(request);
  const data = getPersonalData(user);
  if (!data) return notFound();
  return json({ status: true, data, message: PERSONAL_DATA_MESSAGE });
}

export async function deleteAccount({ request }: Args): Promise<Response> {
  const user = requireApiUser(request);
  const { password } = validateBody(await readJsonObject(request), deleteAccountSchema);
  const result = await deleteOwnAccount(user, password);
  if (!result.ok) return refusal(result);
  return json({ status: true, message: myDataCopy.deletedApi });
}
