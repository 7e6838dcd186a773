/**
 * The demo site settings' texts in Gujarati and Hindi (decision 029): the description shown in
 * the footer, on the home page's first slide and on the about page. The entry is found by the
 * site's name. The name (a brand) and the address (maps, couriers) stay as written.
 */
import type { Entry } from "./types";

export const siteSettings: Entry<"site_settings">[] = [
  {
    english: "Surat Sadeli Art Studio",
    gu: {
      site_description:
        "સુરતના ગોપીપુરામાં 1962થી હાથે GI ટૅગવાળું સાદેલી જડતરકામ કરતી અમારી કુટુંબની વર્કશોપ. પેટીઓ, ફ્રેમ, ડેસ્ક સેટ અને ફર્નિચર, સીસમ, સફેદ હાડકું, પિત્તળ અને કલાઈની એક એક પટ્ટી જડીને બનાવેલાં.",
    },
    hi: {
      site_description:
        "सूरत के गोपीपुरा में 1962 से हाथ से GI टैग वाली सादेली जड़ाई करने वाली हमारी पारिवारिक कार्यशाला। डिब्बे, फ़्रेम, डेस्क सेट और फ़र्नीचर, शीशम, सफ़ेद हड्डी, पीतल और टिन की एक-एक पट्टी जड़कर बनाए हुए।",
    },
  },
];
