/**
 * Issue 32: preview links and scheduled publishing (docs/decisions/046). The panel's words are in
 * English, as the rest of the panel; the preview page's banner is seen by the public page's
 * reader, so it is in the page's language (English, Gujarati, Hindi), sent by the preview's loader.
 */
export const publishingCopy = {
  publishAtInvalid: "Enter a date and time, for example 28/11/2026 18:30",
  publishAtPast: "Choose a time in the future (India time), or set the status to Published to publish now",
  publishAtNotDraft: "Only a draft can be scheduled: set the status to Draft, or clear Publish at",
  availableAtInvalid: "Enter a date and time, for example 28/11/2026 18:30",
  availableAtPast: "Choose a time in the future (India time), or tick Available to show it now",
  availableAtNotHidden: "The product is already available: untick Available to schedule it, or clear Available from",
  scheduleHint: "India time (IST). Leave blank to publish by hand.",
  availableHint: "India time (IST). The product becomes available then. Leave blank for none.",
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  preview: "Preview",
  previewLabel: (title: string) => `Preview “${title}” as a visitor sees it (the link works for 24 hours)`,
} as const;

export type PreviewBannerWords = { title: string; body: string; expires: string };

/** The preview page's banner, by language; `{time}` is when the link stops working (IST). */
export const previewBannerCopy: Record<"en" | "gu" | "hi", PreviewBannerWords> = {
  en: {
    title: "Preview",
    body: "This is how the page will look to visitors. It is not public yet, and search engines do not see it.",
    expires: "This link works until {time} (India time).",
  },
  gu: {
    title: "પૂર્વાવલોકન",
    body: "મુલાકાતીઓને આ પાનું આવું દેખાશે. તે હજુ જાહેર નથી, અને સર્ચ એન્જિન તેને જોતા નથી.",
    expires: "આ લિંક {time} (ભારતીય સમય) સુધી ચાલશે.",
  },
  hi: {
    title: "पूर्वावलोकन",
    body: "आगंतुकों को यह पेज ऐसा दिखेगा। यह अभी सार्वजनिक नहीं है, और सर्च इंजन इसे नहीं देखते।",
    expires: "यह लिंक {time} (भारतीय समय) तक चलेगा।",
  },
};

/** The page a refused preview link shows (404 tampered, 410 expired), by language. */
export const previewRefusedCopy: Record<"en" | "gu" | "hi", { invalid: string; expired: string; hint: string }> = {
  en: {
    invalid: "This preview link is not valid.",
    expired: "This preview link has expired.",
    hint: "Preview links work for 24 hours. Ask the person who sent it for a new one.",
  },
  gu: {
    invalid: "આ પૂર્વાવલોકન લિંક માન્ય નથી.",
    expired: "આ પૂર્વાવલોકન લિંકની મુદત પૂરી થઈ ગઈ છે.",
    hint: "પૂર્વાવલોકન લિંક 24 કલાક ચાલે છે. જેણે મોકલી હોય તેમને નવી લિંક માટે કહો.",
  },
  hi: {
    invalid: "यह पूर्वावलोकन लिंक मान्य नहीं है।",
    expired: "इस पूर्वावलोकन लिंक की अवधि समाप्त हो गई है।",
    hint: "पूर्वावलोकन लिंक 24 घंटे चलते हैं। जिसने भेजा है उनसे नया लिंक माँगें।",
  },
};
