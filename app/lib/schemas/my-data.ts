/** Deleting one's own account: the current password confirms it (the page's form and DELETE /api/account/). */
import { MAX_LENGTH } from "../constants";
import { myDataCopy } from "../copy/my-data";
import { validation } from "../copy/validation";
import { whenMissing, z } from "./zod";

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: whenMissing(myDataCopy.passwordRequired) })
    .min(1, myDataCopy.passwordRequired)
    .max(MAX_LENGTH.password, validation.passwordTooLong),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
