/**
 * A record's history (issue 32, docs/decisions/044): /panel/products/:id/history and the same for
 * gallery, portfolio and blog, and /panel/settings/history. The kept versions, newest first (who,
 * when); for the chosen one (?version=), what differs from the record now, field by field, with
 * the labels of the field registries; and "Restore this version": a POST that first asks for a
 * confirmation (a second POST), so it works without JavaScript and nothing changes on a GET.
 * Guarded in the loader and the action by the section that edits the record.
 */
import { data, Form, Link, useNavigation } from "react-router";

import { getProduct } from "~/.server/catalogue/product-admin";
import { getGalleryItem } from "~/.server/gallery/gallery-admin";
import { getBlogPost } from "~/.server/journal/post-admin";
import { getPortfolioItem } from "~/.server/portfolio/portfolio-admin";
import { compareRevision, restoreRevision } from "~/.server/revisions/history";
import { listRevisions, type RevisionEntity } from "~/.server/revisions/store";
import { blogPostLabelsEn } from "~/lib/copy/fields/blog-post";
import { galleryItemLabelsEn } from "~/lib/copy/fields/gallery-item";
import { portfolioItemLabelsEn } from "~/lib/copy/fields/portfolio-item";
import { productLabelsEn } from "~/lib/copy/fields/product";
import { siteSettingsLabelsEn } from "~/lib/copy/fields/site-settings";
import { historyCopy as copy } from "~/lib/copy/panel-history";
import { parseId } from "~/lib/ids";
import type { PanelSectionPath } from "~/lib/panel-sections";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/history";

type Screen = {
  entity: RevisionEntity;
  section: PanelSectionPath;
  labels: Record<string, string>;
  editPath: (id: number) => string;
  name: (id: number) => string | null;
};

const SCREENS: Record<string, Screen> = {
  products: {
    entity: "product",
    section: "/panel/products",
    labels: productLabelsEn,
    editPath: (id) => `/panel/products/${id}/edit`,
    name: (id) => getProduct(id)?.title ?? null,
  },
  gallery: {
    entity: "gallery_item",
    section: "/panel/gallery",
    labels: galleryItemLabelsEn,
    editPath: (id) => `/panel/gallery/${id}/edit`,
    name: (id) => getGalleryItem(id)?.title ?? null,
  },
  portfolio: {
    entity: "portfolio_item",
    section: "/panel/portfolio",
    labels: portfolioItemLabelsEn,
    editPath: (id) => `/panel/portfolio/${id}/edit`,
    name: (id) => getPortfolioItem(id)?.title ?? null,
  },
  blog: {
    entity: "blog_post",
    section: "/panel/blog",
    labels: blogPostLabelsEn,
    editPath: (id) => `/panel/blog/${id}/edit`,
    name: (id) => getBlogPost(id)?.title ?? null,
  },
  settings: {
    entity: "site_settings",
    section: "/panel/settings",
    labels: siteSettingsLabelsEn,
    editPath: () => "/panel/settings",
    name: () => copy.settingsName,
  },
};

const SETTINGS_ID = 1;
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** Which screen a URL is (/panel/<section>/...), its record and the address of its history. */
function screenOf(request: Request, params: { id?: string }) {
  const section = new URL(request.url).pathname.split("/")[2] ?? "";
  const screen = SCREENS[section];
  if (!screen) throw data(null, { status: 404 });
  const id = screen.entity === "site_settings" ? SETTINGS_ID : recordId(params.id);
  const historyPath = screen.entity === "site_settings" ? "/panel/settings/history" : `${screen.section}/${id}/history`;
  return { screen, id, historyPath };
}

const who = (revision: { actor_name: string; actor_email: string }) =>
  revision.actor_name ? `${revision.actor_name} (${revision.actor_email})` : revision.actor_email || copy.server;

/** A field's words: its registry label, with the language for a translated text. */
function labelOf(screen: Screen, field: string, lang: string | null) {
  const label = screen.labels[field] ?? field;
  return lang ? `${label} (${copy.inLanguage[lang] ?? lang})` : label;
}

/** A value as the team reads it: Yes/No, a category's name, "(empty)". */
function shown(field: string, value: unknown, categoryNames: Record<number, string>): string {
  if (value === null || value === undefined || value === "") return copy.empty_value;
  if (typeof value === "boolean") return value ? copy.yes : copy.no;
  if (field === "category" && typeof value === "number") return categoryNames[value] ?? copy.deletedCategory(value);
  if (field.endsWith("_bp") && typeof value === "number") return `${value / 100}%`;
  return String(value);
}

const LONG_TEXT = 160;
const CONTEXT = 60;

/**
 * A long text is shown around what changed: the part the two versions share at the start and the
 * end is cut to a little context, and the whole text is one tap away.
 */
function excerpt(before: string, after: string) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  const cut = (text: string) => {
    const from = Math.max(0, start - CONTEXT);
    const to = Math.min(text.length, text.length - end + CONTEXT);
    return {
      lead: `${from > 0 ? "…" : ""}${text.slice(from, start)}`,
      changed: text.slice(start, text.length - end),
      tail: `${text.slice(text.length - end, to)}${to < text.length ? "…" : ""}`,
    };
  };
  return { before: cut(before), after: cut(after) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { screen, id, historyPath } = screenOf(request, params);
  await requirePanelAccess(request, screen.section);
  const name = screen.name(id);
  if (name === null) throw data(null, { status: 404 });
  const versions = listRevisions(screen.entity, id).map((revision) => ({
    ...revision,
    who: who(revision),
    when: dateTime.format(new Date(revision.created_at)),
  }));
  const asked = parseId(new URL(request.url).searchParams.get("version"));
  const chosenId = asked ?? versions[0]?.id ?? null;
  const chosen = versions.find((revision) => revision.id === chosenId) ?? null;
  const comparison = chosen ? compareRevision(screen.entity, id, chosen.id) : null;
  const changes = (comparison?.changes ?? []).map((change) => {
    const before = shown(change.field, change.before, comparison!.categoryNames);
    const after = shown(change.field, change.after, comparison!.categoryNames);
    const long = before.length > LONG_TEXT || after.length > LONG_TEXT || /\n/.test(before + after);
    return {
      key: `${change.lang ?? "en"}:${change.field}`,
      label: labelOf(screen, change.field, change.lang),
      before,
      after,
      excerpt: long ? excerpt(before, after) : null,
    };
  });
  return {
    name,
    historyPath,
    editPath: screen.editPath(id),
    versions,
    chosen,
    versionMissing: asked !== null && !chosen,
    changes,
  };
}

type ActionData = { confirm?: number; error?: string };

export async function action({ request, params }: Route.ActionArgs) {
  const { screen, id, historyPath } = screenOf(request, params);
  const user = await requirePanelAccess(request, screen.section);
  const form = await readFormData(request);
  const version = parseId(String(form.get("version") ?? ""));
  if (version === null) throw data(null, { status: 400 });
  // The first POST only asks: the confirmation is a second form (JavaScript off too).
  if (form.get("intent") !== "restore") return { confirm: version } satisfies ActionData;
  const result = await restoreRevision(user, screen.entity, id, version);
  if (result.ok) {
    return redirectWithToast(historyPath, { type: "success", message: result.record.keptImage ? copy.restoredKeptImage : copy.restored });
  }
  if ("errors" in result) {
    const problems = Object.entries(result.errors)
      .map(([field, messages]) => {
        const [name, lang, translated] = field.split(".");
        const label = name === "translations" && lang && translated ? labelOf(screen, translated, lang) : (screen.labels[field] ?? "");
        return `${label ? `${label}: ` : ""}${messages.join(" ")}`;
      })
      .join("; ");
    return data({ error: copy.refused(problems) } satisfies ActionData, { status: 409 });
  }
  if (result.reason === "not_found") throw data(null, { status: 404 });
  throw data(null, { status: 403 });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData ? copy.title(loaderData.name) : copy.link} | Admin Panel` }];

function Change({ change }: { change: Route.ComponentProps["loaderData"]["changes"][number] }) {
  const box = "min-w-0 rounded-lg border px-3 py-2 break-words whitespace-pre-wrap";
  const old = `${box} border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40`;
  const fresh = `${box} border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40`;
  const part = (text: { lead: string; changed: string; tail: string }) => (
    <>
      {text.lead}
      {text.changed ? <mark className="rounded bg-brass-300 px-0.5 text-rosewood-950">{text.changed}</mark> : null}
      {text.tail}
    </>
  );
  return (
    <li className="rounded-xl border border-rosewood-200 p-4 dark:border-rosewood-700" data-field={change.key}>
      <h4 className="font-semibold">{change.label}</h4>
      <div className="mt-2 grid gap-2 md:grid-cols-[1fr_auto_1fr] md:items-start">
        <div>
          <p className="text-xs font-medium tracking-wide text-rosewood-600 uppercase dark:text-rosewood-300">{copy.thisVersion}</p>
          <p className={old} data-side="version">
            {change.excerpt ? part(change.excerpt.before) : change.before}
          </p>
        </div>
        <p aria-hidden="true" className="text-center text-xl text-rosewood-500 md:mt-6">
          <span className="md:hidden">↓</span>
          <span className="hidden md:inline">→</span>
        </p>
        <div>
          <p className="text-xs font-medium tracking-wide text-rosewood-600 uppercase dark:text-rosewood-300">{copy.now}</p>
          <p className={fresh} data-side="now">
            {change.excerpt ? part(change.excerpt.after) : change.after}
          </p>
        </div>
      </div>
      {change.excerpt ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium underline">{copy.wholeText}</summary>
          <div className="mt-2 grid gap-2 md:grid-cols-2">
            <p className={old}>{change.before}</p>
            <p className={fresh}>{change.after}</p>
          </div>
        </details>
      ) : null}
    </li>
  );
}

export default function HistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, historyPath, editPath, versions, chosen, versionMissing, changes } = loaderData;
  const answer = actionData as ActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const confirming = chosen !== null && answer?.confirm === chosen.id;
  const button = "rounded-lg px-4 py-2 font-semibold disabled:opacity-60";
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-2xl font-semibold break-words">{copy.title(name)}</h2>
        <Link to={editPath} className="font-medium underline">
          {copy.back}
        </Link>
      </div>
      <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{copy.intro}</p>
      {versions.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-rosewood-300 p-8 text-center dark:border-rosewood-700">{copy.empty}</p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
          <nav aria-labelledby="versions-heading">
            <h3 id="versions-heading" className="text-lg font-semibold">
              {copy.versions}
            </h3>
            <ol className="mt-2 max-h-[60vh] space-y-1 overflow-y-auto lg:max-h-none">
              {versions.map((version) => {
                const current = chosen?.id === version.id;
                return (
                  <li key={version.id}>
                    <Link
                      to={`${historyPath}?version=${version.id}`}
                      aria-current={current ? "true" : undefined}
                      className={`block rounded-lg border px-3 py-2 text-sm ${
                        current
                          ? "border-rosewood-700 bg-rosewood-100 dark:border-brass-400 dark:bg-rosewood-800"
                          : "border-rosewood-200 hover:bg-ivory-100 dark:border-rosewood-700 dark:hover:bg-rosewood-900"
                      }`}
                    >
                      <time dateTime={version.created_at} className="block font-medium">
                        {copy.until(version.when)}
                      </time>
                      <span className="block break-words text-rosewood-700 dark:text-rosewood-200">{copy.savedOverBy(version.who)}</span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </nav>
          <section aria-labelledby="version-heading" className="min-w-0">
            {versionMissing ? <p className="mb-4 rounded-lg bg-amber-100 px-4 py-3 text-amber-950">{copy.versionMissing}</p> : null}
            {chosen ? (
              <>
                <h3 id="version-heading" className="text-lg font-semibold">
                  {copy.chosenHeading(chosen.when, chosen.who)}
                </h3>
                {answer?.error ? (
                  <p
                    role="alert"
                    className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
                  >
                    {answer.error}
                  </p>
                ) : null}
                {changes.length === 0 ? (
                  <p className="mt-3">{copy.noChanges}</p>
                ) : (
                  <>
                    <h4 className="mt-4 font-medium">{copy.changesHeading}</h4>
                    <ul className="mt-2 space-y-3">
                      {changes.map((change) => (
                        <Change key={change.key} change={change} />
                      ))}
                    </ul>
                    {confirming ? (
                      <div
                        role="alertdialog"
                        aria-labelledby="restore-question"
                        className="mt-6 rounded-xl border border-brass-400 bg-ivory-100 p-4 dark:bg-rosewood-900"
                      >
                        <p id="restore-question">{copy.confirmQuestion}</p>
                        <Form method="post" className="mt-4 flex flex-wrap gap-3">
                          <input type="hidden" name="version" value={chosen.id} />
                          <input type="hidden" name="intent" value="restore" />
                          <Link to={`${historyPath}?version=${chosen.id}`} className={`${button} border border-rosewood-300 dark:border-rosewood-600`}>
                            {copy.cancel}
                          </Link>
                          <button type="submit" disabled={busy} className={`${button} bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950`}>
                            {busy ? copy.restoring : copy.confirm}
                          </button>
                        </Form>
                      </div>
                    ) : (
                      // Back at the question after the POST, JavaScript on or off.
                      <Form method="post" action={`${historyPath}?version=${chosen.id}#restore-question`} className="mt-6">
                        <input type="hidden" name="version" value={chosen.id} />
                        <input type="hidden" name="intent" value="confirm" />
                        <button type="submit" disabled={busy} className={`${button} bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950`}>
                          {copy.restore}
                        </button>
                      </Form>
                    )}
                  </>
                )}
              </>
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}
