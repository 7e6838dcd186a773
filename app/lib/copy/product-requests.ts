/**
 * Issue 29: the blog's feeds, and the two requests a signed-in buyer can make about a product that
 * is not available ("Notify me", "Ask to make one"). The spec's inquiry stays disabled for such a
 * product ('Out of Stock'); these are separate, labelled requests (docs/decisions/028).
 */
export const feedCopy = {
  /** The blog's links to its feeds. */
  follow: "Follow the journal:",
  rss: "RSS feed",
  atom: "Atom feed",
} as const;

export const productRequestCopy = {
  notifyTitle: "Tell me when it is back",
  notifyText: "We will email you once, when this piece is available again.",
  notifyButton: "Notify me",
  notifyWaiting: "You asked to hear when this piece is back: we will email you when it is available again.",
  notifySent: "Done! We will email you when this piece is available again.",
  makeTitle: "Ask us to make one",
  makeText: "Our artisans can make a piece like this to order. Tell us how many you need and by when.",
  makeButton: "Ask to make one",
  makeSent: "Your request has been sent! We'll respond within 24-48 hours.",
  makePlaceholder: "Size, finish, how many pieces, names or letters to inlay...",
  guestText: "Log in to hear when this piece is back, or to ask us to make one for you.",
  /** The piece became available while the page was open. */
  requestAvailable: "This piece is available again: please send an inquiry instead.",
  /** What a product request asks for, wherever requests are listed. */
  kinds: { inquiry: "Inquiry", notify: "Notify me", make: "Make one" },
} as const;

/** The panel's words for the requests (English, as the whole panel). */
export const requestPanelCopy = {
  kindFilter: "Kind",
  allKinds: "All kinds",
  kindFilters: { inquiry: "Inquiries", notify: "Notify me", make: "Make one" },
  subjectLabels: { inquiry: "Product inquiry", notify: "'Notify me' request", make: "'Make one' request" },
  notifyMessage: "Asked to be emailed when this piece is available again.",
  notified: "Notified",
  waiting: "Not yet",
} as const;
