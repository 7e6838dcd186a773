/**
 * Whether a reply the team typed already opens with a greeting (issue 32, defect 4): the reply
 * email then starts with the team's own words instead of adding "Dear Priya Shah," above
 * "Dear Priya, ...". The greetings a workshop in Gujarat writes in English, Gujarati and Hindi.
 */
const GREETINGS = [
  // English (and the Indian English of letters).
  "dear",
  "hello",
  "hi",
  "hey",
  "hiya",
  "greetings",
  "good morning",
  "good afternoon",
  "good evening",
  "good day",
  "respected",
  "namaste",
  "namaskar",
  "namaskaram",
  "jai shri krishna",
  "jay shree krishna",
  "kem cho",
  // Gujarati.
  "નમસ્તે",
  "નમસ્કાર",
  "પ્રિય",
  "આદરણીય",
  "જય શ્રી કૃષ્ણ",
  "કેમ છો",
  "શુભ સવાર",
  // Hindi.
  "नमस्ते",
  "नमस्कार",
  "प्रिय",
  "आदरणीय",
  "जय श्री कृष्ण",
  "सुप्रभात",
  "शुभ प्रभात",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A greeting at the very start, ended by punctuation, a space or the end (so "Hi" is not "History"). */
const OPENING = new RegExp(`^(?:${GREETINGS.map((greeting) => escape(greeting).replace(/ /g, "\\s+")).join("|")})(?=$|[\\s,.!:;\\-–—])`, "iu");

/** True when `reply` opens with a greeting of its own ("Dear Priya,", "Hi!", "નમસ્તે,"), after any spaces or quotes. */
export function startsWithGreeting(reply: string): boolean {
  return OPENING.test(reply.normalize("NFC").replace(/^[\s"'“‘]+/u, ""));
}
