/**
 * Names and values the public forms need in the browser, kept apart from the zod schemas
 * (app/lib/schemas/) so that a page's JavaScript does not carry zod to show a form: the public
 * forms are validated by the server only (app/components/ui/server-form.ts), which keeps the
 * public pages within the JavaScript budget of issue 8.
 */
import type { MessageType } from "../../drizzle/schema";

/**
 * A hidden field the forms add once JavaScript runs, so an action knows whether to answer with
 * data (an enhanced form stays on its page) or with a redirect (a plain HTML form post).
 */
export const ENHANCED_FIELD = "_enhanced";

/**
 * The hidden field of every form that stores something: a one-time key (from the root loader), so
 * a second click or a browser's re-post stores nothing twice (app/.server/submissions/keys.ts).
 */
export const SUBMISSION_KEY_FIELD = "_submission";

/** An inquiry sent from its item's dialog names the list under it, to return there (dialog closed). */
export const INQUIRY_RETURN_FIELD = "_list";

/**
 * The footer's newsletter form names the page it is on (path and query), so that a plain form
 * post (JavaScript off, or a page that does not hydrate) comes back there with the thanks.
 */
export const NEWSLETTER_RETURN_FIELD = "_return";

/** The message types of section 3 (the same values as the contact_messages column). */
export const CONTACT_MESSAGE_TYPES = ["inquiry", "support", "collaboration", "complaint", "other"] as const satisfies readonly MessageType[];
// Both ways: a type added to the table and not here fails to compile.
const _everyTypeListed: MessageType extends (typeof CONTACT_MESSAGE_TYPES)[number] ? true : never = true;
void _everyTypeListed;

export const DEFAULT_MESSAGE_TYPE = "inquiry" satisfies MessageType;
