/**
 * The account as login answers it (`userData`): the UserProfile record plus the Session fields of
 * the spec's section 3 (`name`, `email`, `user_type`, `isAdmin`), so a client can fill its session
 * without a second call.
 */
import { z } from "zod";

import { publicUser, type User } from "~/.server/accounts/users";
import { USER_TYPE } from "~/lib/constants";

import { userRecord } from "./records";

export const sessionUserShape = userRecord
  .extend({ name: z.string(), email: z.string(), isAdmin: z.boolean(), isAuthenticated: z.literal(true) })
  .meta({ id: "SessionUser" });

export function sessionUserData(user: User): z.infer<typeof sessionUserShape> {
  return { ...publicUser(user), name: user.user_name, email: user.user_email, isAdmin: user.user_type === USER_TYPE.admin, isAuthenticated: true };
}
