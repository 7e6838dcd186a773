/**
 * /panel/users: stat cards, the approval queue of business registrations (Approve takes effect at
 * once, Reject asks first; both email the person), search, the All/Admins/Users filter, cards with
 * role buttons (each asks first), Approve on a rejected account, and add/edit/delete as child
 * routes (dialogs with JavaScript, pages without).
 */
import { data, Link, Outlet, useNavigation, useSearchParams } from "react-router";

import { resendEmailConfirmation } from "~/.server/accounts/email-confirmation";
import { decideRegistration, listPendingAccounts, listUsers, updateUserRole, userStats } from "~/.server/accounts/user-admin";
import { RateLimited } from "~/.server/security/rate-limit";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { Pager } from "~/components/listing/pager";
import { Badge } from "~/components/panel/admin/badges";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { RowActionButton } from "~/components/panel/row-action";
import { USER_TYPE } from "~/lib/constants";
import { usersCopy as copy } from "~/lib/copy/panel-admin";
import { formatDate } from "~/lib/dates";
import { pageParam, parseListQuery } from "~/lib/listing";
import { FIRST_USER_ID, roleChangeSchema, USER_FILTERS, type UserFilter } from "~/lib/schemas/admin/users";
import { readFormData } from "~/routes/.server/form-data";
import { mailToast, redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild, recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin Panel" }];

const filterParam = (value: string | null): UserFilter => ((USER_FILTERS as readonly string[]).includes(value ?? "") ? (value as UserFilter) : "all");

export const shouldRevalidate = keepListBehindChild("/panel/users");

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePanelAccess(request, "/panel/users");
  if (opensChild(request, params)) return { list: null };
  const searchParams = new URL(request.url).searchParams;
  const { q } = parseListQuery(searchParams, ["all"], "all");
  const filter = filterParam(searchParams.get("filter"));
  return {
    list: {
      q,
      filter,
      viewerId: user.id,
      stats: userStats(),
      pending: listPendingAccounts(),
      ...listUsers({ q, filter, page: pageParam(searchParams) }),
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/users");
  const url = new URL(request.url);
  const back = `/panel/users${url.search}`;
  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = recordId(String(form.get("id") ?? ""));

  if (intent === "approve" || intent === "reject") {
    const result = decideRegistration(user, id, intent, { reason: String(form.get("reason") ?? "") });
    if (!result.ok) {
      if ("errors" in result) return redirectWithToast(back, { type: "error", message: Object.values(result.errors).flat().join(" ") });
      if (result.reason === "not_found") throw data(null, { status: 404 });
      return redirectWithToast(back, { type: "error", message: result.message });
    }
    const message = intent === "approve" ? copy.approved(result.record.user_email) : copy.rejected(result.record.user_email);
    // Nothing changed (approved twice): no email was queued, so none is promised.
    if (!result.changed) return redirectWithToast(back, { type: "success", message });
    return redirectWithToast(back, mailToast(result.record.user_email, { ready: message, waiting: message }));
  }

  // A new link to a registration whose address is not confirmed yet (limited per account).
  if (intent === "resend-confirmation") {
    let result: ReturnType<typeof resendEmailConfirmation>;
    try {
      result = resendEmailConfirmation(user, id);
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      return redirectWithToast(back, { type: "error", message: error.message });
    }
    if (!result.ok) {
      if (result.reason === "not_found") throw data(null, { status: 404 });
      return redirectWithToast(back, { type: "error", message: result.message });
    }
    const message = copy.confirmationResent(result.record.to);
    return redirectWithToast(back, mailToast(result.record.to, { ready: message, waiting: message }));
  }

  if (intent === "role") {
    const parsed = roleChangeSchema.safeParse({ user_type: form.get("user_type") ?? "" });
    if (!parsed.success) return redirectWithToast(back, { type: "error", message: copy.roleInvalid });
    const result = updateUserRole(user, id, parsed.data.user_type);
    if (!result.ok) {
      if (result.reason === "not_found") throw data(null, { status: 404 });
      return redirectWithToast(back, { type: "error", message: result.message });
    }
    return redirectWithToast(back, { type: "success", message: copy.roleChanged(result.record.user_name, copy.roleLabels[result.record.user_type] ?? "User") });
  }

  return data({ error: "Unknown action" }, { status: 400 });
}

const card = "rounded-2xl border border-rosewood-200 bg-white p-5 dark:border-rosewood-800 dark:bg-rosewood-900";
const smallButton = "rounded-lg border px-3 py-1 text-sm font-medium disabled:opacity-60";

function RoleButtons({
  id,
  userType,
  isFirst,
  isViewer,
  approved,
  search,
}: {
  id: number;
  userType: number;
  isFirst: boolean;
  isViewer: boolean;
  approved: boolean;
  search: string;
}) {
  if (isViewer) return null;
  if (isFirst && userType === USER_TYPE.admin) return <p className="text-xs text-rosewood-600 dark:text-rosewood-300">{copy.firstAdminNote}</p>;
  const choices = [
    { to: USER_TYPE.admin, label: copy.makeAdmin },
    { to: USER_TYPE.user, label: copy.makeUser },
    { to: USER_TYPE.storeManager, label: copy.makeStoreManager },
    // A team role needs an account that can log in: not offered before approval (the domain refuses it too).
  ].filter((choice) => choice.to !== userType && (approved || choice.to === USER_TYPE.user));
  if (!approved && choices.length === 0) return <p className="text-xs text-rosewood-600 dark:text-rosewood-300">{copy.notApprovedNote}</p>;
  // A role change ends the person's sessions: it asks first (a page without JavaScript, a dialog with it).
  return (
    <div className="flex flex-wrap items-center gap-2">
      {approved ? null : <p className="w-full text-xs text-rosewood-600 dark:text-rosewood-300">{copy.notApprovedNote}</p>}
      {choices.map((choice) => (
        <Link
          key={choice.to}
          to={`/panel/users/${id}/role/${choice.to}${search}`}
          preventScrollReset
          className={`${smallButton} border-brass-400 hover:bg-brass-100 dark:hover:bg-rosewood-800`}
        >
          {choice.label}
        </Link>
      ))}
    </div>
  );
}

/** The approval queue's way to send a registration its confirmation link again (a plain POST). */
function ResendConfirmationButton({ id, busy }: { id: number; busy: boolean }) {
  return (
    <RowActionButton
      intent="resend-confirmation"
      id={id}
      busy={busy}
      className={`${smallButton} border-brass-400 py-1.5 hover:bg-brass-100 dark:hover:bg-rosewood-800`}
    >
      {copy.resendConfirmation}
    </RowActionButton>
  );
}

/** Approve takes effect at once: it can be undone (a later Reject or a role change), so it asks nothing. */
function ApproveButton({ id, busy }: { id: number; busy: boolean }) {
  return (
    <RowActionButton
      intent="approve"
      id={id}
      busy={busy}
      className="rounded-lg bg-green-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
    >
      {copy.approve}
    </RowActionButton>
  );
}

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const search = searchParams.size ? `?${searchParams}` : "";
  const back = `/panel/users${search}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Users" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { q, filter, viewerId, stats, pending, results, count, page, pageSize } = loaderData.list;
  const deciding = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const filterHref = (value: UserFilter) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (value !== "all") params.set("filter", value);
    return `/panel/users${params.size ? `?${params}` : ""}`;
  };

  return (
    <>
      <ul className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[
          { label: copy.stats.total, value: stats.total },
          { label: copy.stats.admins, value: stats.admins },
          { label: copy.stats.users, value: stats.users },
          { label: copy.stats.pending, value: stats.pending },
        ].map((stat) => (
          <li key={stat.label} className={card}>
            <p className="text-sm text-rosewood-600 dark:text-rosewood-300">{stat.label}</p>
            <p className="mt-1 text-2xl font-semibold" data-testid={`stat-${stat.label}`}>
              {stat.value}
            </p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="approval-queue" className="mb-8">
        <h2 id="approval-queue" className="text-lg font-semibold">
          {copy.approvalQueue} ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className="mt-2 text-sm text-rosewood-600 dark:text-rosewood-300">{copy.approvalQueueEmpty}</p>
        ) : (
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {pending.map((account) => (
              <li
                key={account.id}
                id={`registration-${account.id}`}
                className={`${card} scroll-mt-20 border-brass-400`}
                aria-label={`Registration of ${account.user_email}`}
              >
                <p className="font-semibold">{account.user_name}</p>
                <p className="text-sm">{account.business_name}</p>
                <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                  {account.user_email} · {account.contact_number}
                </p>
                <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                  {account.address}, {account.city}
                </p>
                <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">Registered {formatDate(account.created_datetime)}</p>
                <p className="mt-2">
                  {account.email_confirmed_at ? (
                    <Badge tone="good">{copy.emailConfirmed}</Badge>
                  ) : (
                    <>
                      <Badge tone="warn">{copy.waitingForEmail}</Badge>
                      <span className="mt-1 block text-xs text-rosewood-600 dark:text-rosewood-300">{copy.waitingForEmailHint}</span>
                    </>
                  )}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {/* Only a confirmed address can be approved (the domain refuses the others too). */}
                  {account.email_confirmed_at ? (
                    <ApproveButton id={account.id} busy={deciding === String(account.id)} />
                  ) : (
                    <ResendConfirmationButton id={account.id} busy={deciding === String(account.id)} />
                  )}
                  {/* Reject asks first: a confirmation page without JavaScript, a dialog with it. */}
                  <Link
                    to={`/panel/users/${account.id}/reject${search}`}
                    preventScrollReset
                    className="rounded-lg border border-red-300 px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
                  >
                    {copy.reject}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PanelToolbar q={q} searchLabel={copy.searchLabel} addHref="/panel/users/new" addLabel={copy.addUser}>
        {filter !== "all" ? <input type="hidden" name="filter" value={filter} /> : null}
      </PanelToolbar>
      <nav aria-label="Filter users" className="mt-4 flex gap-2">
        {USER_FILTERS.map((value) => (
          <Link
            key={value}
            to={filterHref(value)}
            aria-current={filter === value ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${filter === value ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "border border-rosewood-300 dark:border-rosewood-600"}`}
          >
            {copy.filters[value]}
          </Link>
        ))}
      </nav>

      {results.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">{copy.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {results.map((account) => (
            <li key={account.id} className={`${card} flex flex-col gap-2`}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-semibold">{account.user_name}</h2>
                  <p className="truncate text-sm text-rosewood-700 dark:text-rosewood-200">{account.user_email}</p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <Badge tone={account.user_type === USER_TYPE.admin ? "accent" : "neutral"}>{copy.roleLabels[account.user_type]}</Badge>
                  {account.account_status !== "approved" ? (
                    <Badge tone={account.account_status === "pending" ? "warn" : "bad"}>{copy.statusLabels[account.account_status]}</Badge>
                  ) : null}
                </div>
              </div>
              <p className="text-sm">{account.business_name}</p>
              <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                {account.contact_number}
                {account.city ? ` · ${account.city}` : ""}
              </p>
              <p className="text-xs text-rosewood-600 dark:text-rosewood-300">Joined {formatDate(account.created_datetime)}</p>
              <RoleButtons
                id={account.id}
                userType={account.user_type}
                isFirst={account.id === FIRST_USER_ID}
                isViewer={account.id === viewerId}
                approved={account.account_status === "approved"}
                search={search}
              />
              {account.account_status === "rejected" || account.account_status === "disabled" ? (
                <div aria-label={`Approve ${account.user_email}`} role="group">
                  <ApproveButton id={account.id} busy={deciding === String(account.id)} />
                </div>
              ) : null}
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                <Link to={`/panel/users/${account.id}/edit`} preventScrollReset className={`${smallButton} border-rosewood-300 dark:border-rosewood-600`}>
                  Edit
                </Link>
                {/* What cannot work is not offered (issue 32, defect 8): an admin or oneself says why instead. */}
                {account.user_type === USER_TYPE.admin || account.id === viewerId ? (
                  <p id={`not-deletable-${account.id}`} className="self-center text-xs text-rosewood-600 dark:text-rosewood-300" data-testid="not-deletable">
                    {account.id === viewerId ? copy.selfNotDeletable : copy.adminNotDeletable}
                  </p>
                ) : (
                  <Link
                    to={`/panel/users/${account.id}/delete`}
                    preventScrollReset
                    className={`${smallButton} border-red-300 text-red-800 dark:border-red-800 dark:text-red-300`}
                  >
                    Delete
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={pageSize} total={count} label="Users" />
      <Outlet context={context} />
    </>
  );
}
