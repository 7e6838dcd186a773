/** A one-time message shown after a redirect (works without JavaScript: the server renders it). */
export type Toast = { type: "success" | "error" | "info"; message: string; link?: { href: string; label: string } };
