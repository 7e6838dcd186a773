/**
 * Issue 19: a language's copy without one of the English keys fails the type check (`npm run
 * typecheck` runs over tests/ too). Each @ts-expect-error below would itself be an error if the
 * copy type stopped catching the missing or misspelt key.
 */
import { expect, it } from "vitest";

import { gu } from "~/lib/copy/gu";
import type { Copy } from "~/lib/copy/site";

const { login: _dropped, ...headerWithoutLogin } = gu.header;

// @ts-expect-error header.login is missing: a Gujarati header without its "Login" fails the type check.
const withoutLogin = { ...gu, header: headerWithoutLogin } satisfies Copy;

const { validation: _validation, ...withoutSection } = gu;
// @ts-expect-error a whole section (the validation messages) is missing.
const noValidation: Copy = withoutSection;

it("the copies above are only there for the type check", () => {
  expect(withoutLogin.header).not.toHaveProperty("login");
  expect(noValidation).not.toHaveProperty("validation");
});
