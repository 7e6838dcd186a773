/**
 * Issue 32: the panel's words for what waits (the menu's badges, the dashboard's "Waiting for
 * you") and for the search across the panel. The team's screens are in English, as the rest of
 * the panel (docs/decisions/049).
 */
import type { WorkQueue } from "~/.server/activity/work-queues";
import type { PanelSearchKind } from "~/.server/search/panel-search";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const workQueueCopy = {
  /** The badge's description: the menu link keeps its name, this says what the number counts. */
  badge: {
    signups: (count: number) => `${plural(count, "sign-up", "sign-ups")} awaiting approval`,
    messages: (count: number) => plural(count, "new message", "new messages"),
    productInquiries: (count: number) => plural(count, "open inquiry", "open inquiries"),
    portfolioInquiries: (count: number) => plural(count, "open inquiry", "open inquiries"),
    quotes: (count: number) => `${count} waiting to be priced`,
  } satisfies Record<WorkQueue, (count: number) => string>,
  waiting: {
    title: "Waiting for you",
    empty: "Nothing is waiting for you.",
    oldestFirst: "Oldest first.",
    more: (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`,
    kinds: {
      signups: "Sign-up awaiting approval",
      messages: "New message",
      productInquiries: "Product inquiry",
      portfolioInquiries: "Portfolio inquiry",
      quotes: "Quote request",
    } satisfies Record<WorkQueue, string>,
    since: (when: string) => `Waiting since ${when}`,
  },
} as const;

export const panelSearchCopy = {
  title: "Search",
  pageTitle: "Search | Admin Panel",
  label: "Search the panel",
  placeholder: "Name, email, PI-000001 or words",
  headerPlaceholder: "Search…",
  pageLabel: "Search for",
  submit: "Search",
  hint: "Find products, posts, gallery and portfolio items, messages, inquiries, quotes and people by name, email, reference number (PI-000001, CM-000001, QT-…) or text.",
  empty: "Type a name, an email address, a reference number or a few words.",
  noResults: (q: string) => `Nothing found for “${q}”.`,
  resultsFor: (q: string) => `Results for “${q}”`,
  cut: (max: number) => `Only the first ${max} characters were searched.`,
  groupCount: (shown: number, total: number) => (shown < total ? `${shown} of ${total}` : `${total}`),
  groups: {
    quotes: "Quotes",
    productInquiries: "Product inquiries",
    portfolioInquiries: "Portfolio inquiries",
    messages: "Messages",
    users: "People",
    products: "Products",
    blogPosts: "Blog posts",
    gallery: "Gallery",
    portfolio: "Portfolio",
  } satisfies Record<PanelSearchKind, string>,
  seeAll: "See all in the list",
} as const;
