/**
 * Dashboard (/panel): "Waiting for you" first (issue 32: the work queues, oldest first), the four count cards, Recent Activity (the first result of each list, with
 * the spec's time texts), the Contact Messages total and Quick Actions. Store managers see the
 * shop's part only. A failed load shows zeros, not an error page. Admins also see Site Health: the
 * newest backup's age and the emails waiting in the outbox (issue 17; the same as /healthz).
 */
import { Link } from "react-router";

import { getDashboard } from "~/.server/activity/dashboard";
import { listWaitingItems } from "~/.server/activity/work-queues";
import { BACKUP_OVERDUE_SECONDS, operationsStatus } from "~/.server/operations/status";
import { quoteCounts } from "~/.server/quotes/read";
import { USER_TYPE } from "~/lib/constants";
import { dashboardCopy as copy } from "~/lib/copy/panel-admin";
import { quotePanelCopy } from "~/lib/copy/quotes";
import { workQueueCopy } from "~/lib/copy/work-queues";
import { can } from "~/lib/permissions";
import { relativeTime } from "~/lib/relative-time";
import { requirePanelAccess } from "~/routes/panel/.server/access";

import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin Panel" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePanelAccess(request, "/panel");
  const isAdmin = user.user_type === USER_TYPE.admin;
  const { counts, recent, contactMessages } = getDashboard(user);
  // Time texts are made here, once, so the page and its hydration read the same words.
  const now = new Date();
  const operations = isAdmin ? operationsStatus(now) : null;
  const siteHealth = operations && {
    lastBackup: operations.backupAgeSeconds === null ? null : relativeTime(new Date(now.getTime() - operations.backupAgeSeconds * 1000), now),
    backupOverdue: operations.backupAgeSeconds === null || operations.backupAgeSeconds > BACKUP_OVERDUE_SECONDS,
    dailyBackup: operations.dailyBackup,
    outboxBacklog: operations.outboxBacklog,
    outboxFailed: operations.outboxFailed,
  };
  // Issue 32: what waits for this role, oldest first.
  const waiting = listWaitingItems(user);
  return {
    isAdmin,
    waiting: {
      total: waiting.total,
      items: waiting.results.map((item) => ({ ...item, when: relativeTime(item.at, now) })),
    },
    counts,
    // Issue 31: what waits for the team, and for the buyer.
    quotes: can(user, "manage:quotes") ? quoteCounts() : null,
    contactMessages,
    siteHealth,
    recent: recent.map((item) => ({ ...item, label: copy.activity[item.kind], when: relativeTime(item.at, now) })),
  };
}

const card = "rounded-2xl border border-rosewood-200 bg-white p-6 shadow-sm dark:border-rosewood-800 dark:bg-rosewood-900";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { isAdmin, waiting, counts, recent, contactMessages, siteHealth, quotes } = loaderData;
  const cards = [
    { label: copy.counts.products, value: counts.products, to: "/panel/products" },
    ...(isAdmin
      ? [
          { label: copy.counts.galleryItems, value: counts.galleryItems, to: "/panel/gallery" },
          { label: copy.counts.portfolioItems, value: counts.portfolioItems, to: "/panel/portfolio" },
          { label: copy.counts.blogPosts, value: counts.blogPosts, to: "/panel/blog" },
        ]
      : []),
  ];
  const quickActions = isAdmin
    ? [
        { label: copy.quickLinks.gallery, to: "/panel/gallery/new" },
        { label: copy.quickLinks.portfolio, to: "/panel/portfolio/new" },
        { label: copy.quickLinks.blog, to: "/panel/blog/new" },
      ]
    : [
        { label: copy.quickLinks.products, to: "/panel/products/new" },
        { label: copy.quickLinks.productInquiries, to: "/panel/product-inquiries" },
      ];

  return (
    <div className="space-y-8">
      <section aria-labelledby="waiting-for-you" className={card} data-testid="waiting-for-you">
        <h2 id="waiting-for-you" className="text-lg font-semibold">
          {workQueueCopy.waiting.title}
          {waiting.total > 0 ? <span className="ml-2 text-sm font-normal text-rosewood-600 dark:text-rosewood-300">({waiting.total})</span> : null}
        </h2>
        {waiting.items.length === 0 ? (
          <p className="mt-2 text-sm text-rosewood-600 dark:text-rosewood-300">{workQueueCopy.waiting.empty}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-rosewood-600 dark:text-rosewood-300">
              {waiting.items.length < waiting.total ? workQueueCopy.waiting.more(waiting.items.length, waiting.total) : workQueueCopy.waiting.oldestFirst}
            </p>
            <ol className="mt-3 divide-y divide-rosewood-100 dark:divide-rosewood-800">
              {waiting.items.map((item) => (
                <li key={`${item.queue}-${item.id}`} data-waiting={item.queue}>
                  <Link
                    to={item.href}
                    className="-mx-2 flex items-start justify-between gap-3 rounded-lg px-2 py-3 hover:bg-rosewood-50 dark:hover:bg-rosewood-800"
                  >
                    <span className="min-w-0">
                      <span className="block text-xs font-semibold tracking-wide text-rosewood-600 uppercase dark:text-brass-300">
                        {workQueueCopy.waiting.kinds[item.queue]}
                        {item.reference ? <span className="ml-2 font-mono whitespace-nowrap normal-case">{item.reference}</span> : null}
                      </span>
                      <span className="block font-medium">{item.title}</span>
                      <span className="block truncate text-sm text-rosewood-700 dark:text-rosewood-200">{item.detail}</span>
                    </span>
                    <span className="shrink-0 text-sm text-rosewood-600 dark:text-rosewood-300">{item.when}</span>
                  </Link>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className={`${card} block hover:shadow-md`}>
              <p className="text-sm text-rosewood-600 dark:text-rosewood-300">{item.label}</p>
              <p className="mt-2 text-3xl font-semibold" data-testid={`count-${item.label}`}>
                {item.value}
              </p>
            </Link>
          </li>
        ))}
      </ul>

      {quotes ? (
        <section aria-labelledby="quote-counts" className={card} data-testid="quote-counts">
          <h2 id="quote-counts" className="text-lg font-semibold">
            {quotePanelCopy.dashboard.title}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {(
              [
                ["requested", quotePanelCopy.dashboard.requested, quotes.requested],
                ["quoted", quotePanelCopy.dashboard.awaitingBuyer, quotes.awaitingBuyer],
                ["accepted", quotePanelCopy.dashboard.accepted, quotes.accepted],
              ] as const
            ).map(([status, label, value]) => (
              <li key={status}>
                <Link
                  to={`/panel/quotes?status=${status}`}
                  className="block rounded-xl bg-rosewood-50 px-4 py-3 hover:bg-rosewood-100 dark:bg-rosewood-800 dark:hover:bg-rosewood-700"
                >
                  <span className="block text-sm text-rosewood-700 dark:text-rosewood-200">{label}</span>
                  <span className="mt-1 block text-2xl font-semibold" data-testid={`quotes-${status}`}>
                    {value}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="recent-activity" className={`${card} lg:col-span-2`}>
          <h2 id="recent-activity" className="text-lg font-semibold">
            {copy.recentActivity}
          </h2>
          {recent.length === 0 ? (
            <p className="mt-4 text-sm text-rosewood-600 dark:text-rosewood-300">{copy.noActivity}</p>
          ) : (
            <ul className="mt-4 divide-y divide-rosewood-100 dark:divide-rosewood-800">
              {recent.map((item) => (
                <li key={item.kind} className="flex items-start justify-between gap-4 py-3" data-activity={item.kind}>
                  <div className="min-w-0">
                    <p className="font-medium">{item.label}</p>
                    <p className="truncate text-sm text-rosewood-700 dark:text-rosewood-200">
                      <Link to={item.href} className="hover:underline">
                        {item.title}
                      </Link>
                    </p>
                  </div>
                  <p className="shrink-0 text-sm text-rosewood-600 dark:text-rosewood-300">{item.when}</p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="space-y-6">
          {contactMessages !== null ? (
            <section aria-labelledby="contact-messages" className={card}>
              <h2 id="contact-messages" className="text-lg font-semibold">
                {copy.contactMessages}
              </h2>
              <p className="mt-2 text-3xl font-semibold" data-testid="count-Contact Messages">
                {contactMessages}
              </p>
              {contactMessages > 0 ? (
                <Link
                  to="/panel/notifications"
                  className="mt-3 inline-block text-sm font-semibold text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300"
                >
                  {copy.viewAllMessages}
                </Link>
              ) : null}
            </section>
          ) : null}

          {siteHealth ? (
            <section aria-labelledby="site-health" className={card} data-testid="site-health">
              <h2 id="site-health" className="text-lg font-semibold">
                {copy.siteHealth.title}
              </h2>
              <dl className="mt-3 space-y-3 text-sm">
                <div>
                  <dt className="text-rosewood-600 dark:text-rosewood-300">{copy.siteHealth.lastBackup}</dt>
                  <dd className="font-semibold" data-testid="last-backup">
                    {siteHealth.lastBackup ?? copy.siteHealth.noBackup}
                  </dd>
                  {!siteHealth.dailyBackup ? (
                    <dd className="text-rosewood-700 dark:text-rosewood-200">{copy.siteHealth.dailyBackupOff}</dd>
                  ) : siteHealth.backupOverdue ? (
                    <dd className="font-semibold text-red-700 dark:text-red-300">{copy.siteHealth.backupOverdue}</dd>
                  ) : null}
                </div>
                <div>
                  <dt className="text-rosewood-600 dark:text-rosewood-300">{copy.siteHealth.emailsWaiting}</dt>
                  <dd className="font-semibold" data-testid="outbox-backlog">
                    {siteHealth.outboxBacklog ?? copy.siteHealth.unknown}
                    {siteHealth.outboxFailed ? <span className="ml-2 font-normal">({copy.siteHealth.emailsFailed(siteHealth.outboxFailed)})</span> : null}
                  </dd>
                  <dd>
                    <Link to="/panel/settings?tab=email" className="font-semibold text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300">
                      {copy.siteHealth.viewOutbox}
                    </Link>
                  </dd>
                </div>
              </dl>
            </section>
          ) : null}

          <section aria-labelledby="quick-actions" className={card}>
            <h2 id="quick-actions" className="text-lg font-semibold">
              {copy.quickActions}
            </h2>
            <ul className="mt-4 flex flex-col gap-2">
              {quickActions.map((action) => (
                <li key={action.to}>
                  <Link
                    to={action.to}
                    className="block rounded-lg bg-rosewood-50 px-4 py-2 font-medium hover:bg-rosewood-100 dark:bg-rosewood-800 dark:hover:bg-rosewood-700"
                  >
                    {action.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
