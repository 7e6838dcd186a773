/**
 * "Confirm your email address" on the account pages, for an account whose address was never
 * proven (made before issue 28, or by the team): a plain form that posts to /confirm-email, which
 * sends the link to the account's address (docs/decisions/021). Until the address is proven, the
 * data download and the erasure leave out what is kept under it; the notice says so.
 */
import { Form, useNavigation } from "react-router";

import { SubmitButton } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { emailConfirmCopy } from "~/lib/copy/email-confirm";
import { fill } from "~/lib/i18n/locales";
import { useCopy, useLocalePath } from "~/lib/i18n/use-copy";

export function ConfirmAddressNotice({ email }: { email: string }) {
  const text = useCopy("emailConfirmCopy", emailConfirmCopy);
  const to = useLocalePath();
  const navigation = useNavigation();
  const action = to("/confirm-email");
  return (
    <section
      aria-labelledby="confirm-address-title"
      className="my-6 space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="confirm-address-title" className="text-lg font-semibold">
        {text.mineTitle}
      </h2>
      <p className="text-sm">{fill(text.mineText, { email })}</p>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="mine" />
        <SubmissionKeyField />
        <SubmitButton pending={navigation.state === "submitting" && navigation.formAction === action} pendingLabel={text.sending}>
          {text.mineSubmit}
        </SubmitButton>
      </Form>
    </section>
  );
}
