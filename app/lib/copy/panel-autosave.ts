/**
 * The words of autosave (issue 32, docs/decisions/045): the offer to restore a draft of a form's
 * long texts, its buttons, what the draft route answers. The panel is in English; the Gujarati and
 * Hindi words are kept beside it, each language a constant of its own so a page carries only its own.
 * `{time}` is the moment the draft was kept, in India's time zone (draftTime).
 */
export const panelAutosaveCopy = {
  offer: "Restore your unsaved text from {time}?",
  offerHint: "It was kept while you typed and has not been saved. Restoring fills the fields; nothing is saved until you press Save.",
  restore: "Restore",
  discard: "Discard",
  restored: "Your unsaved text is back in the form. Press Save to keep it.",
  badFields: "A draft is the form's texts, each under its field's name.",
  unknownForm: "This form keeps no drafts.",
  tooLong: (max: number) => `A draft keeps at most ${max.toLocaleString("en-IN")} characters.`,
} as const;

export type AutosaveCopy = { [K in "offer" | "offerHint" | "restore" | "discard" | "restored"]: string };

export const panelAutosaveCopyGu: AutosaveCopy = {
  offer: "{time} વાગ્યે લખેલું, સાચવ્યા વગરનું લખાણ પાછું લાવીએ?",
  offerHint: "તમે લખતા હતા ત્યારે તે રાખી મુકાયું હતું, પણ સાચવાયું નથી. પાછું લાવવાથી ખાનાં ભરાશે; તમે «સાચવો» દબાવો ત્યાં સુધી કશું સાચવાતું નથી.",
  restore: "પાછું લાવો",
  discard: "કાઢી નાખો",
  restored: "સાચવ્યા વગરનું તમારું લખાણ ફોર્મમાં પાછું આવી ગયું છે. તેને રાખવા «સાચવો» દબાવો.",
};

export const panelAutosaveCopyHi: AutosaveCopy = {
  offer: "{time} बजे का बिना सहेजा लिखा हुआ वापस लाएँ?",
  offerHint: "यह आपके लिखते समय रख लिया गया था, पर सहेजा नहीं गया। वापस लाने से खाने भर जाएँगे; जब तक आप «सहेजें» नहीं दबाते, कुछ सहेजा नहीं जाता।",
  restore: "वापस लाएँ",
  discard: "हटा दें",
  restored: "आपका बिना सहेजा लिखा हुआ फ़ॉर्म में वापस आ गया है। इसे रखने के लिए «सहेजें» दबाएँ।",
};

const LOCALES = { en: "en-IN", gu: "gu-IN", hi: "hi-IN" } as const;

/**
 * When a draft was kept, in India's time zone: the time alone on the day it is ("10:42"), with
 * the day before it otherwise ("27 Nov, 10:42").
 */
export function draftTime(iso: string, lang: keyof typeof LOCALES = "en", now = new Date()): string {
  const zone = { timeZone: "Asia/Kolkata" } as const;
  const locale = LOCALES[lang];
  const when = new Date(iso);
  const day = (date: Date) => new Intl.DateTimeFormat("en-CA", { ...zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
  const time = new Intl.DateTimeFormat(locale, { ...zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23", numberingSystem: "latn" }).format(when);
  if (day(when) === day(now)) return time;
  const date = new Intl.DateTimeFormat(locale, { ...zone, day: "numeric", month: lang === "en" ? "short" : "long", numberingSystem: "latn" }).format(when);
  return `${date}, ${time}`;
}

/** The offer's question with its time. */
export function draftOffer(copy: Pick<AutosaveCopy, "offer">, iso: string, lang: keyof typeof LOCALES = "en", now = new Date()): string {
  return copy.offer.replace("{time}", draftTime(iso, lang, now));
}
