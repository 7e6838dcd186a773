/** Add or edit a user (/panel/users/new, /:id/edit), with every rule and message of section 5. */
import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useNavigation } from "react-router";

import { createUser, getUser, takenEmailError, updateUser } from "~/.server/accounts/user-admin";
import { saveOnce, submissionKeyOf } from "~/.server/submissions/keys";
import { DetailView } from "~/components/listing/detail-view";
import { FieldError, FormErrors, inputClass, PasswordField, SubmitButton, TextField } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { usersCopy as copy } from "~/lib/copy/panel-admin";
import { editUserBrowserSchema, editUserSchema, newUserBrowserSchema, newUserSchema, USER_ROLES } from "~/lib/schemas/admin/users";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/form";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/users");
  if (!params.id) return { user: null };
  const user = getUser(recordId(params.id));
  if (!user) throw data(null, { status: 404 });
  const { id, user_name, business_name, user_email, contact_number, address, city, user_type } = user;
  return { user: { id, user_name, business_name, user_email, contact_number, address, city, user_type } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requirePanelAccess(request, "/panel/users");
  const formData = await readFormData(request);
  const editing = Boolean(params.id);
  const submission = editing ? parseWithZod(formData, { schema: editUserSchema }) : parseWithZod(formData, { schema: newUserSchema });
  // The password is never sent back into the page.
  const hidePassword = { hideFields: ["password"] };
  if (submission.status !== "success") {
    // Every error at once: 'Email already exists' too, not only after the others are fixed.
    const taken = takenEmailError(formData.get("user_email"), params.id ? recordId(params.id) : undefined);
    return data({ result: submission.reply(taken ? { ...hidePassword, fieldErrors: taken } : hidePassword) }, { status: 400 });
  }
  const result = editing
    ? await updateUser(actor, recordId(params.id), submission.value as Parameters<typeof updateUser>[2])
    : await saveOnce(submissionKeyOf(formData, "panel/users"), () => createUser(actor, submission.value as Parameters<typeof createUser>[1]));
  if (!result.ok) {
    if ("errors" in result) return data({ result: submission.reply({ ...hidePassword, fieldErrors: result.errors }) }, { status: 400 });
    if (result.reason === "not_found") throw data(null, { status: 404 });
    return data({ result: submission.reply({ ...hidePassword, formErrors: [result.message] }) }, { status: 403 });
  }
  return redirectWithToast("/panel/users", { type: "success", message: editing ? copy.updated : copy.created });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.user ? copy.editTitle : copy.addTitle} | Admin Panel` }];

export default function UserFormPage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const schema = user ? editUserBrowserSchema : newUserBrowserSchema;
  const [form, fields] = useForm({
    id: `user-form-${user?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: user
      ? {
          user_name: user.user_name,
          business_name: user.business_name,
          user_email: user.user_email,
          contact_number: user.contact_number,
          address: user.address,
          city: user.city,
        }
      : { user_type: "2" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: roleKey, ...roleProps } = getSelectProps(fields.user_type);

  return (
    <DetailView titleId="user-form-title">
      <div className="max-w-2xl">
        <h1 id="user-form-title" className="text-2xl font-semibold">
          {user ? copy.editTitle : copy.addTitle}
        </h1>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
          <FormErrors errors={form.errors} id={form.errorId} />
          <SubmissionKeyField />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.user_name} label="Name" autoComplete="off" />
            <TextField field={fields.business_name} label="Business name" autoComplete="off" />
            <TextField field={fields.user_email} label="Email" type="email" autoComplete="off" />
            <TextField field={fields.contact_number} label="Contact number" type="tel" autoComplete="off" />
          </div>
          <TextField field={fields.address} label="Address" autoComplete="off" />
          <TextField field={fields.city} label="City" autoComplete="off" />
          <div>
            <PasswordField field={fields.password} label="Password" autoComplete="new-password" />
            {user ? <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">{copy.passwordHintEdit}</p> : null}
          </div>
          {user ? null : (
            <div>
              <label htmlFor={fields.user_type.id} className="block text-sm font-medium">
                Role
              </label>
              <select key={roleKey} {...roleProps} className={inputClass}>
                {USER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {copy.roleLabels[role]}
                  </option>
                ))}
              </select>
              <FieldError field={fields.user_type} />
            </div>
          )}
          <div className="max-w-xs">
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
              {user ? copy.update : copy.create}
            </SubmitButton>
          </div>
        </Form>
      </div>
    </DetailView>
  );
}
