/**
 * Issue 33: the words of Settings -> Integrations (API keys, docs/decisions/055), in English,
 * Gujarati and Hindi. The panel speaks English like its other screens (`integrationsCopy`); the
 * translations are kept beside it for when the panel speaks the team's languages.
 */
import type { ApiScope } from "../api-scopes";

type IntegrationsWords = {
  title: string;
  intro: string;
  settingsLink: string;
  back: string;
  listHeading: string;
  empty: string;
  columns: { name: string; prefix: string; scopes: string; created: string; expires: string; lastUsed: string; status: string; actions: string };
  never: string;
  noExpiry: string;
  active: string;
  revoked: (when: string) => string;
  expired: string;
  revoke: string;
  revokeLabel: (name: string) => string;
  createHeading: string;
  name: string;
  nameHint: string;
  scopes: string;
  scopeLabels: Record<ApiScope, string>;
  expiresOn: string;
  expiresHint: string;
  create: string;
  creating: string;
  createdHeading: (name: string) => string;
  createdWarning: string;
  tokenLabel: string;
  errors: { nameRequired: string; nameTooLong: string; scopesRequired: string; expiresInvalid: string; expiresPast: string; form: string };
  revokeTitle: (name: string) => string;
  revokeQuestion: (name: string) => string;
  revokeConfirm: string;
  revoking: string;
  revokedToast: (name: string) => string;
  alreadyRevoked: string;
};

const en: IntegrationsWords = {
  title: "Integrations",
  intro:
    "API keys let another system use the API without anyone's password. Each key has only the scopes you give it, acts in your name in the activity log, and stops when revoked, when it expires, or when you can no longer manage settings.",
  settingsLink: "Integrations (API keys)",
  back: "Back to settings",
  listHeading: "API keys",
  empty: "No API keys yet.",
  columns: {
    name: "Name",
    prefix: "Key",
    scopes: "Scopes",
    created: "Created",
    expires: "Expires",
    lastUsed: "Last used",
    status: "Status",
    actions: "Actions",
  },
  never: "Never",
  noExpiry: "No expiry",
  active: "Active",
  revoked: (when) => `Revoked ${when}`,
  expired: "Expired",
  revoke: "Revoke",
  revokeLabel: (name) => `Revoke the key "${name}"`,
  createHeading: "Create a key",
  name: "Name",
  nameHint: 'Who or what uses it, for example "Shop sync".',
  scopes: "Scopes",
  scopeLabels: {
    "catalogue:read": "Read the catalogue (products, gallery, portfolio, blog and their categories)",
    "catalogue:write": "Write the catalogue",
    messages: "Contact messages",
    inquiries: "Inquiries and quotations",
    users: "User accounts",
  },
  expiresOn: "Valid until (optional)",
  expiresHint: "The key works through this day (UTC). Leave empty for a key that does not expire.",
  create: "Create key",
  creating: "Creating...",
  createdHeading: (name) => `Key "${name}" created`,
  createdWarning: "Copy this key now. It is shown only once: the site keeps only a fingerprint of it and cannot show it again.",
  tokenLabel: "API key",
  errors: {
    nameRequired: "Enter a name for the key.",
    nameTooLong: "Keep the name to 80 characters.",
    scopesRequired: "Choose at least one scope.",
    expiresInvalid: "Enter a date as YYYY-MM-DD.",
    expiresPast: "Choose a date from today on.",
    form: "The key was not created. Check the fields marked below.",
  },
  revokeTitle: (name) => `Revoke "${name}"`,
  revokeQuestion: (name) => `Revoke the key "${name}"? Every system using it is refused from now on. This cannot be undone.`,
  revokeConfirm: "Revoke",
  revoking: "Revoking...",
  revokedToast: (name) => `The key "${name}" was revoked.`,
  alreadyRevoked: "This key is already revoked.",
};

const gu: IntegrationsWords = {
  title: "સંકલન",
  intro:
    "API કી બીજી સિસ્ટમને કોઈના પાસવર્ડ વિના API વાપરવા દે છે. દરેક કી પાસે તમે આપેલા સ્કોપ જ હોય છે, પ્રવૃત્તિ લોગમાં તમારા નામે કામ કરે છે, અને રદ થતાં, સમય પૂરો થતાં અથવા તમે સેટિંગ્સ સંભાળી ન શકો ત્યારે બંધ થાય છે.",
  settingsLink: "સંકલન (API કી)",
  back: "સેટિંગ્સ પર પાછા",
  listHeading: "API કી",
  empty: "હજી કોઈ API કી નથી.",
  columns: { name: "નામ", prefix: "કી", scopes: "સ્કોપ", created: "બનાવી", expires: "સમાપ્તિ", lastUsed: "છેલ્લે વપરાઈ", status: "સ્થિતિ", actions: "ક્રિયાઓ" },
  never: "ક્યારેય નહીં",
  noExpiry: "સમાપ્તિ નથી",
  active: "સક્રિય",
  revoked: (when) => `${when} એ રદ`,
  expired: "સમાપ્ત",
  revoke: "રદ કરો",
  revokeLabel: (name) => `"${name}" કી રદ કરો`,
  createHeading: "કી બનાવો",
  name: "નામ",
  nameHint: 'કોણ કે શું તેને વાપરે છે, દા.ત. "દુકાન સિંક".',
  scopes: "સ્કોપ",
  scopeLabels: {
    "catalogue:read": "કેટલોગ વાંચો (ઉત્પાદનો, ગેલેરી, પોર્ટફોલિયો, બ્લોગ અને તેમની શ્રેણીઓ)",
    "catalogue:write": "કેટલોગ લખો",
    messages: "સંપર્ક સંદેશા",
    inquiries: "પૂછપરછ અને ભાવપત્રો",
    users: "વપરાશકર્તા ખાતાં",
  },
  expiresOn: "ક્યાં સુધી માન્ય (વૈકલ્પિક)",
  expiresHint: "કી આ દિવસ (UTC) સુધી ચાલે છે. સમાપ્ત ન થતી કી માટે ખાલી રાખો.",
  create: "કી બનાવો",
  creating: "બનાવી રહ્યા છીએ...",
  createdHeading: (name) => `"${name}" કી બની ગઈ`,
  createdWarning: "આ કી હમણાં જ કૉપિ કરો. તે માત્ર એક વાર બતાવાય છે: સાઇટ તેની ફક્ત છાપ રાખે છે અને ફરી બતાવી શકતી નથી.",
  tokenLabel: "API કી",
  errors: {
    nameRequired: "કી માટે નામ લખો.",
    nameTooLong: "નામ 80 અક્ષરોમાં રાખો.",
    scopesRequired: "ઓછામાં ઓછો એક સ્કોપ પસંદ કરો.",
    expiresInvalid: "તારીખ YYYY-MM-DD રૂપે લખો.",
    expiresPast: "આજથી આગળની તારીખ પસંદ કરો.",
    form: "કી બની નથી. નીચે દર્શાવેલાં ખાનાં તપાસો.",
  },
  revokeTitle: (name) => `"${name}" રદ કરો`,
  revokeQuestion: (name) => `"${name}" કી રદ કરવી છે? તેને વાપરતી દરેક સિસ્ટમ હવેથી નકારાશે. આ પાછું ફેરવી શકાતું નથી.`,
  revokeConfirm: "રદ કરો",
  revoking: "રદ કરી રહ્યા છીએ...",
  revokedToast: (name) => `"${name}" કી રદ થઈ.`,
  alreadyRevoked: "આ કી પહેલેથી રદ છે.",
};

const hi: IntegrationsWords = {
  title: "एकीकरण",
  intro:
    "API कुंजी किसी दूसरे सिस्टम को किसी के पासवर्ड के बिना API इस्तेमाल करने देती है। हर कुंजी के पास केवल वही स्कोप होते हैं जो आप देते हैं, गतिविधि लॉग में आपके नाम से काम करती है, और रद्द होने, समय समाप्त होने या आपके सेटिंग्स न संभाल पाने पर बंद हो जाती है।",
  settingsLink: "एकीकरण (API कुंजियाँ)",
  back: "सेटिंग्स पर वापस",
  listHeading: "API कुंजियाँ",
  empty: "अभी कोई API कुंजी नहीं है।",
  columns: { name: "नाम", prefix: "कुंजी", scopes: "स्कोप", created: "बनाई गई", expires: "समाप्ति", lastUsed: "पिछला उपयोग", status: "स्थिति", actions: "कार्रवाई" },
  never: "कभी नहीं",
  noExpiry: "समाप्ति नहीं",
  active: "सक्रिय",
  revoked: (when) => `${when} को रद्द`,
  expired: "समाप्त",
  revoke: "रद्द करें",
  revokeLabel: (name) => `"${name}" कुंजी रद्द करें`,
  createHeading: "कुंजी बनाएँ",
  name: "नाम",
  nameHint: 'कौन या क्या इसे इस्तेमाल करता है, जैसे "दुकान सिंक"।',
  scopes: "स्कोप",
  scopeLabels: {
    "catalogue:read": "कैटलॉग पढ़ें (उत्पाद, गैलरी, पोर्टफोलियो, ब्लॉग और उनकी श्रेणियाँ)",
    "catalogue:write": "कैटलॉग लिखें",
    messages: "संपर्क संदेश",
    inquiries: "पूछताछ और कोटेशन",
    users: "उपयोगकर्ता खाते",
  },
  expiresOn: "कब तक मान्य (वैकल्पिक)",
  expiresHint: "कुंजी इस दिन (UTC) तक चलती है। कभी समाप्त न होने वाली कुंजी के लिए खाली छोड़ें।",
  create: "कुंजी बनाएँ",
  creating: "बना रहे हैं...",
  createdHeading: (name) => `"${name}" कुंजी बन गई`,
  createdWarning: "यह कुंजी अभी कॉपी करें। यह केवल एक बार दिखाई जाती है: साइट इसकी केवल छाप रखती है और इसे फिर नहीं दिखा सकती।",
  tokenLabel: "API कुंजी",
  errors: {
    nameRequired: "कुंजी का नाम लिखें।",
    nameTooLong: "नाम 80 अक्षरों में रखें।",
    scopesRequired: "कम से कम एक स्कोप चुनें।",
    expiresInvalid: "तारीख YYYY-MM-DD के रूप में लिखें।",
    expiresPast: "आज या उसके बाद की तारीख चुनें।",
    form: "कुंजी नहीं बनी। नीचे चिह्नित फ़ील्ड जाँचें।",
  },
  revokeTitle: (name) => `"${name}" रद्द करें`,
  revokeQuestion: (name) => `"${name}" कुंजी रद्द करें? इसे इस्तेमाल करने वाला हर सिस्टम अब से मना कर दिया जाएगा। यह वापस नहीं होगा।`,
  revokeConfirm: "रद्द करें",
  revoking: "रद्द कर रहे हैं...",
  revokedToast: (name) => `"${name}" कुंजी रद्द कर दी गई।`,
  alreadyRevoked: "यह कुंजी पहले से रद्द है।",
};

export const INTEGRATIONS_COPY = { en, gu, hi } as const;
export const integrationsCopy = en;
