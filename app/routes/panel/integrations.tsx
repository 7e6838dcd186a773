/**
 * /panel/settings/integrations (issue 33, docs/decisions/055): the API keys, for who may manage
 * settings. A list (name, the key's first characters, scopes, created, expires, last used,
 * revoked), a form that makes a key and answers with the key itself, once: in this POST's answer
 * page only (with JavaScript too), never in the session, the address or the database. Revoke is a
 * confirmation page (integrations-revoke.tsx).
 */
import { data, Form, Link, useActionData, useNavigation } from "react-router";

import { createApiKey, listApiKeys, type NewKeyErrors } from "~/.server/security/api-keys";
import { Badge } from "~/components/panel/admin/badges";
import { DataTable } from "~/components/panel/data-table";
import { FormErrors, inputClass } from "~/components/ui/form-field";
import { KEY_NAME_MAX, SCOPE_NAMES } from "~/lib/api-scopes";
import { integrationsCopy as copy } from "~/lib/copy/panel-integrations";
import { formatDate } from "~/lib/dates";
import { readFormData } from "~/routes/.server/form-data";
import { requirePanelAccess } from "~/routes/panel/.server/access";

import type { Route } from "./+types/integrations";

export const meta: Route.MetaFunction = () => [{ title: "Integrations | Admin Panel" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/settings");
  return { keys: listApiKeys(), now: new Date().toISOString() };
}

const MESSAGES: Record<keyof NewKeyErrors, Partial<Record<string, string>>> = {
  name: { required: copy.errors.nameRequired, too_long: copy.errors.nameTooLong },
  scopes: { required: copy.errors.scopesRequired, invalid: copy.errors.scopesRequired },
  expires_on: { invalid: copy.errors.expiresInvalid, past: copy.errors.expiresPast },
};

const text = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/settings");
  const form = await readFormData(request);
  const input = {
    name: text(form.get("name")).slice(0, 1000),
    scopes: form.getAll("scopes").map(text).slice(0, 20),
    expiresOn: text(form.get("expires_on")).slice(0, 40),
  };
  const result = createApiKey(user, input);
  if (!result.ok) {
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, reason]) => [field, MESSAGES[field as keyof NewKeyErrors][reason] ?? copy.errors.form]),
    ) as Partial<Record<keyof NewKeyErrors, string>>;
    return data({ created: null, errors, values: { name: input.name, scopes: input.scopes, expires_on: input.expiresOn } }, { status: 400 });
  }
  // The key is in this answer alone; it is never stored where it could be shown again.
  return data({ created: { name: result.key.name, token: result.token }, errors: null, values: null }, { headers: { "Cache-Control": "no-store" } });
}

const labelClass = "block text-sm font-medium";
const errorClass = "mt-1 text-sm text-red-700 dark:text-red-300";

export default function IntegrationsPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { keys, now } = loaderData;
  const errors = actionData?.errors ?? null;
  const values = actionData?.values ?? null;
  const created = actionData?.created ?? null;

  return (
    <div className="max-w-5xl space-y-8">
      <div>
        <Link to="/panel/settings" className="text-sm font-medium underline">
          {copy.back}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{copy.title}</h1>
        <p className="mt-2 max-w-2xl text-rosewood-800 dark:text-rosewood-100">{copy.intro}</p>
      </div>

      {created && (
        <section
          role="status"
          aria-labelledby="created-key-title"
          className="rounded-2xl border border-green-300 bg-green-50 p-5 dark:border-green-800 dark:bg-green-950"
        >
          <h2 id="created-key-title" className="text-lg font-semibold">
            {copy.createdHeading(created.name)}
          </h2>
          <p className="mt-2 text-sm">{copy.createdWarning}</p>
          <label htmlFor="created-key" className={`${labelClass} mt-3`}>
            {copy.tokenLabel}
          </label>
          <input
            id="created-key"
            readOnly
            value={created.token}
            className={`${inputClass} font-mono text-sm`}
            onFocus={(event) => event.currentTarget.select()}
          />
        </section>
      )}

      <section aria-labelledby="keys-title">
        <h2 id="keys-title" className="text-lg font-semibold">
          {copy.listHeading}
        </h2>
        {keys.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-rosewood-300 p-8 text-center dark:border-rosewood-700">{copy.empty}</p>
        ) : (
          <DataTable
            className="mt-4"
            columns={[
              copy.columns.name,
              copy.columns.prefix,
              copy.columns.scopes,
              copy.columns.created,
              copy.columns.expires,
              copy.columns.lastUsed,
              copy.columns.status,
              { label: copy.columns.actions, hidden: true },
            ]}
          >
            {keys.map((key) => {
              const expired = !key.revoked_at && key.expires_at !== null && key.expires_at <= now;
              return (
                <tr key={key.id} data-key-id={key.id}>
                  <td data-label={copy.columns.name} className="px-4 py-3 font-medium break-words">
                    {key.name}
                  </td>
                  <td data-label={copy.columns.prefix} className="px-4 py-3 font-mono whitespace-nowrap">
                    {key.prefix}…
                  </td>
                  <td data-label={copy.columns.scopes} className="px-4 py-3">
                    {key.scopes.join(", ")}
                  </td>
                  <td data-label={copy.columns.created} className="px-4 py-3 whitespace-nowrap">
                    {formatDate(key.created_at)}
                  </td>
                  <td data-label={copy.columns.expires} className="px-4 py-3 whitespace-nowrap">
                    {key.expires_at ? formatDate(new Date(Date.parse(key.expires_at) - 1).toISOString()) : copy.noExpiry}
                  </td>
                  <td data-label={copy.columns.lastUsed} className="px-4 py-3 whitespace-nowrap">
                    {key.last_used_at ? formatDate(key.last_used_at) : copy.never}
                  </td>
                  <td data-label={copy.columns.status} className="px-4 py-3">
                    {key.revoked_at ? (
                      <Badge tone="bad">{copy.revoked(formatDate(key.revoked_at))}</Badge>
                    ) : expired ? (
                      <Badge tone="warn">{copy.expired}</Badge>
                    ) : (
                      <Badge tone="good">{copy.active}</Badge>
                    )}
                  </td>
                  <td className="px-4 py-3 text-right">
                    {!key.revoked_at && (
                      <Link
                        to={`/panel/settings/integrations/${key.id}/revoke`}
                        aria-label={copy.revokeLabel(key.name)}
                        className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-800 dark:border-red-800 dark:text-red-300"
                      >
                        {copy.revoke}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>

      <section aria-labelledby="create-key-title" className="max-w-2xl">
        <h2 id="create-key-title" className="text-lg font-semibold">
          {copy.createHeading}
        </h2>
        <div className="mt-3">
          <FormErrors errors={errors ? [copy.errors.form] : undefined} />
        </div>
        {/* A new key's form starts empty after each key made (the key above is the answer). */}
        <Form method="post" noValidate className="mt-4 space-y-5" key={created ? created.token.slice(-6) : "form"}>
          <div>
            <label htmlFor="key-name" className={labelClass}>
              {copy.name}
            </label>
            <input
              id="key-name"
              name="name"
              maxLength={KEY_NAME_MAX}
              defaultValue={values?.name ?? ""}
              aria-invalid={errors?.name ? true : undefined}
              aria-describedby={errors?.name ? "key-name-error key-name-hint" : "key-name-hint"}
              className={inputClass}
            />
            <p id="key-name-hint" className="mt-1 text-sm text-rosewood-700 dark:text-rosewood-200">
              {copy.nameHint}
            </p>
            {errors?.name && (
              <p id="key-name-error" className={errorClass} data-field-error="name">
                {errors.name}
              </p>
            )}
          </div>
          <fieldset aria-describedby={errors?.scopes ? "key-scopes-error" : undefined}>
            <legend className={labelClass}>{copy.scopes}</legend>
            <div className="mt-2 space-y-2">
              {SCOPE_NAMES.map((scope) => (
                <label key={scope} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="scopes"
                    value={scope}
                    defaultChecked={values?.scopes.includes(scope) ?? false}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-rosewood-700"
                  />
                  <span>
                    {copy.scopeLabels[scope]} <code className="text-xs text-rosewood-600 dark:text-rosewood-300">{scope}</code>
                  </span>
                </label>
              ))}
            </div>
            {errors?.scopes && (
              <p id="key-scopes-error" className={errorClass} data-field-error="scopes">
                {errors.scopes}
              </p>
            )}
          </fieldset>
          <div>
            <label htmlFor="key-expires" className={labelClass}>
              {copy.expiresOn}
            </label>
            <input
              id="key-expires"
              name="expires_on"
              type="date"
              defaultValue={values?.expires_on ?? ""}
              aria-invalid={errors?.expires_on ? true : undefined}
              aria-describedby={errors?.expires_on ? "key-expires-error key-expires-hint" : "key-expires-hint"}
              className={`${inputClass} max-w-xs`}
            />
            <p id="key-expires-hint" className="mt-1 text-sm text-rosewood-700 dark:text-rosewood-200">
              {copy.expiresHint}
            </p>
            {errors?.expires_on && (
              <p id="key-expires-error" className={errorClass} data-field-error="expires_on">
                {errors.expires_on}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="rounded-lg bg-rosewood-800 px-4 py-2 font-semibold text-ivory-50 hover:bg-rosewood-700 disabled:opacity-60 dark:bg-brass-400 dark:text-rosewood-950"
          >
            {navigation.state === "submitting" ? copy.creating : copy.create}
          </button>
        </Form>
      </section>
    </div>
  );
}
