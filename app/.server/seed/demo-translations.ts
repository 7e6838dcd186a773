/**
 * Gujarati and Hindi texts of the demo content (issue 19): every category, and the featured
 * products, gallery pieces, projects and posts (their titles and short texts; a long description
 * or article without one shows in English, marked lang="en"). Each is found by its English name
 * or title in demo-data.ts, so the two files stay in step (an unknown one fails the seed loudly).
 */
import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

import { type AppDatabase, schema } from "~/.server/db";
import { saveTranslations } from "~/.server/translations/translations";
import type { TranslatedField, TranslationKind } from "~/lib/content-translations";

type Texts<K extends TranslationKind> = Partial<Record<TranslatedField<K>, string>>;
type Entry<K extends TranslationKind> = { english: string; gu: Texts<K>; hi: Texts<K> };
type DemoTranslations = { [K in TranslationKind]: Entry<K>[] };

const describedCategory = (english: string, gu: [string, string], hi: [string, string]) => ({
  english,
  gu: { name: gu[0], description: gu[1] },
  hi: { name: hi[0], description: hi[1] },
});

export const demoTranslations: DemoTranslations = {
  product_category: [
    describedCategory(
      "Jewellery Boxes",
      ["ઘરેણાંની પેટીઓ", "મખમલના અસ્તરવાળી પેટીઓ, નાની ડબ્બીઓ અને વીંટીની ડબ્બીઓ; દેખાતી દરેક બાજુ પર સાદેલીનું જડતર."],
      ["गहनों के डिब्बे", "मखमल के अस्तर वाले संदूक, छोटी डिब्बियाँ और अँगूठी की डिब्बियाँ; हर दिखने वाली सतह पर सादेली की जड़ाई।"],
    ),
    describedCategory(
      "Photo Frames",
      ["ફોટો ફ્રેમ", "સાદેલી કિનારવાળી ફ્રેમ અને અરીસા, ખિસ્સામાં સમાય એવા નાનાથી લઈને હૉલ શોભાવે એવા મોટા સુધી."],
      ["फ़ोटो फ़्रेम", "सादेली किनारी वाले फ़्रेम और आईने, जेब में आने लायक छोटे से लेकर हॉल की शोभा बढ़ाने वाले बड़े तक।"],
    ),
    describedCategory(
      "Pen Stands & Desk Sets",
      ["પેન સ્ટેન્ડ અને ડેસ્ક સેટ", "અભ્યાસખંડ, કેબિન કે બોર્ડરૂમ માટે પેન સ્ટેન્ડ, કાર્ડ હોલ્ડર અને આખા ડેસ્ક સેટ."],
      ["पेन स्टैंड और डेस्क सेट", "पढ़ाई के कमरे, केबिन या बोर्डरूम के लिए पेन स्टैंड, कार्ड होल्डर और पूरे डेस्क सेट।"],
    ),
    describedCategory(
      "Trays & Coasters",
      ["ટ્રે અને કોસ્ટર", "પીરસવાની ટ્રે, ચાની ટ્રે, સૂકા મેવાના ડબ્બા અને કોસ્ટર, ગરમ કપ અને ઢોળાયેલા પાણી સામે સીલ કરેલાં."],
      ["ट्रे और कोस्टर", "परोसने की ट्रे, चाय की ट्रे, सूखे मेवे के डिब्बे और कोस्टर, गरम कप और छलके पानी से बचाने के लिए सील किए हुए।"],
    ),
    describedCategory(
      "Furniture Inlay",
      ["ફર્નિચર પર જડતર", "ઓર્ડર પ્રમાણે બનતાં સાઇડ ટેબલ, કૉફી ટેબલ, ચોકી અને છાજલીઓ, સાદેલી ટોપ અને કિનાર સાથે."],
      ["फ़र्नीचर पर जड़ाई", "ऑर्डर पर बनी साइड टेबल, कॉफ़ी टेबल, चौकियाँ और शेल्फ़, सादेली ऊपरी सतह और किनारी के साथ।"],
    ),
    describedCategory(
      "Gift Sets",
      ["ભેટ સેટ", "લગ્ન, તહેવારો અને કંપનીના પ્રસંગો માટે એક જ ડબ્બામાં ગોઠવેલી મેળ ખાતી વસ્તુઓ."],
      ["उपहार सेट", "शादी, त्योहारों और कंपनी के मौक़ों के लिए एक ही डिब्बे में सजाई गई मेल खाती चीज़ें।"],
    ),
  ],
  gallery_category: [
    describedCategory(
      "Boxes & Caskets",
      ["પેટી અને પેટારા", "અમારી વર્કશોપની અને અમારા કુટુંબના સંગ્રહની પેટીઓ."],
      ["डिब्बे और संदूक", "हमारी कार्यशाला के और हमारे परिवार के संग्रह के डिब्बे।"],
    ),
    describedCategory(
      "Panels & Wall Art",
      ["પેનલ અને દીવાલ કલા", "વાપરવા માટે નહીં, દીવાલ પર ટાંગવા માટે બનેલી સાદેલીની ફ્રેમ કરેલી પેનલ."],
      ["पैनल और दीवार कला", "इस्तेमाल के लिए नहीं, दीवार पर टाँगने के लिए बने सादेली के फ़्रेम किए पैनल।"],
    ),
    describedCategory(
      "Furniture Details",
      ["ફર્નિચરની બારીકાઈ", "ટેબલ ટોપ, કિનાર અને બોર્ડર નજીકથી."],
      ["फ़र्नीचर की बारीकियाँ", "टेबल की ऊपरी सतह, किनारे और बॉर्डर, पास से।"],
    ),
    describedCategory(
      "Motif Studies",
      ["ભાતના નમૂના", "રંગો અને સળીઓ ચકાસતી વખતે નમૂનાના પાટિયા પર ગોઠવેલી એક એક ભાત."],
      ["डिज़ाइन के नमूने", "रंग और छड़ें परखते समय नमूने के तख़्तों पर जमाया गया एक-एक डिज़ाइन।"],
    ),
    describedCategory(
      "Workshop Archive",
      ["વર્કશોપનો સંગ્રહ", "આ વર્કશોપમાં ત્રણ પેઢીથી બનેલી જૂની કૃતિઓ."],
      ["कार्यशाला का संग्रह", "इस कार्यशाला में तीन पीढ़ियों से बनी पुरानी कृतियाँ।"],
    ),
  ],
  portfolio_category: [
    describedCategory(
      "Hotel & Hospitality Interiors",
      ["હોટેલ અને આતિથ્ય ઇન્ટીરિયર", "હોટેલ અને રિસોર્ટ માટે લોબી પેનલ, રૂમની સજાવટ અને રેસ્ટોરન્ટ માટેની કૃતિઓ."],
      ["होटल और आतिथ्य इंटीरियर", "होटलों और रिसॉर्ट के लिए लॉबी पैनल, कमरों की सजावट और रेस्टोरेंट की कृतियाँ।"],
    ),
    describedCategory(
      "Corporate Gifting",
      ["કૉર્પોરેટ ભેટ", "બેંકો, કૉન્ફરન્સ અને કંપનીની વર્ષગાંઠ માટે સેંકડો ભેટ, છતાં દરેક નંગ હાથે જડેલો."],
      ["कॉर्पोरेट उपहार", "बैंकों, सम्मेलनों और कंपनी की सालगिरह के लिए सैकड़ों उपहार, फिर भी हर नग हाथ से जड़ा हुआ।"],
    ),
    describedCategory(
      "Heritage Restoration",
      ["વારસાનું સમારકામ", "જૂના સાદેલી ફર્નિચર અને વસ્તુઓનું કાળજીભર્યું સમારકામ, બચાવી શકાય એવો દરેક મૂળ ટુકડો સાચવીને."],
      ["विरासत की मरम्मत", "पुराने सादेली फ़र्नीचर और चीज़ों की सावधानी से मरम्मत, बचाया जा सकने वाला हर मूल टुकड़ा सहेजते हुए।"],
    ),
    describedCategory(
      "Residential Commissions",
      ["ઘર માટેના ખાસ ઓર્ડર", "ચોક્કસ ઘરો અને તેમાં રહેતા પરિવારો માટે બનાવેલાં ટેબલ, પેટારા અને પેનલ."],
      ["घरों के लिए ख़ास ऑर्डर", "ख़ास घरों और उनमें रहने वाले परिवारों के लिए बनाई गई मेज़ें, संदूक और पैनल।"],
    ),
  ],
  blog_category: [
    { english: "History & Heritage", gu: { name: "ઇતિહાસ અને વારસો" }, hi: { name: "इतिहास और विरासत" } },
    { english: "Craft & Process", gu: { name: "કારીગરી અને પ્રક્રિયા" }, hi: { name: "कारीगरी और प्रक्रिया" } },
    { english: "Care & Buying Guide", gu: { name: "સંભાળ અને ખરીદી માર્ગદર્શિકા" }, hi: { name: "देखभाल और ख़रीदारी गाइड" } },
    { english: "Testimonials", gu: { name: "ગ્રાહકોના અભિપ્રાય" }, hi: { name: "ग्राहकों की राय" } },
  ],
  product: [
    {
      english: "Hexagonal Star Jewellery Box, Large",
      gu: {
        title: "ષટ્કોણ તારાવાળી ઘરેણાંની પેટી, મોટી",
        short_description: "સફેદ હાડકા અને પિત્તળના છ ખૂણાવાળા સાદેલી તારાથી મઢેલી, ઢાંકણવાળી સીસમની પેટી.",
        tags: "ઘરેણાંની પેટી, ષટ્કોણ તારો, સીસમ, કન્યાને ભેટ",
      },
      hi: {
        title: "षट्कोण तारों वाला गहनों का डिब्बा, बड़ा",
        short_description: "सफ़ेद हड्डी और पीतल के छह कोनों वाले सादेली तारों से ढका, ढक्कनदार शीशम का संदूक।",
        tags: "गहनों का डिब्बा, षट्कोण तारा, शीशम, दुल्हन के लिए उपहार",
      },
    },
    {
      english: "Three-Tier Sadeli Jewellery Chest",
      gu: {
        title: "ત્રણ માળની સાદેલી ઘરેણાંની પેટી",
        short_description: "ઉપર ખૂલતું ઢાંકણ અને બે ખાનાંવાળી વારસામાં આપી શકાય એવી પેટી, દેખાતી પાંચેય બાજુ પર જડતર.",
        tags: "ઘરેણાંની પેટી, વારસો, ખાનાં, લગ્ન",
      },
      hi: {
        title: "तीन तल वाला सादेली गहनों का संदूक",
        short_description: "ऊपर खुलने वाले ढक्कन और दो दराज़ों वाला पुश्तैनी संदूक, दिखने वाली पाँचों सतहों पर जड़ाई।",
        tags: "गहनों का संदूक, विरासत, दराज़, शादी",
      },
    },
    {
      english: "Wall Mirror with Sadeli Border",
      gu: {
        title: "સાદેલી કિનારવાળો દીવાલ અરીસો",
        short_description: "આઠ ખૂણાવાળા તારાની પહોળી કિનાર અને પિત્તળની પટ્ટીવાળો, નજર ખેંચે એવો દીવાલ અરીસો.",
        tags: "દીવાલ અરીસો, આઠ ખૂણાનો તારો, પરસાળ, આકર્ષક સજાવટ",
      },
      hi: {
        title: "सादेली किनारी वाला दीवार आईना",
        short_description: "आठ कोनों वाले तारों की चौड़ी किनारी और पीतल की पट्टी वाला, नज़र खींचने वाला दीवार आईना।",
        tags: "दीवार आईना, आठ कोनों का तारा, गलियारा, शानदार सजावट",
      },
    },
    {
      english: "Executive Desk Set",
      gu: {
        title: "એક્ઝિક્યુટિવ ડેસ્ક સેટ",
        short_description: "એકસરખી ષટ્કોણ-તારા સાદેલીમાં પેન સ્ટેન્ડ, કાર્ડ હોલ્ડર, પેપરવેટ અને ટ્રે.",
        tags: "ડેસ્ક સેટ, એક્ઝિક્યુટિવ ભેટ, કૉર્પોરેટ, ષટ્કોણ તારો",
      },
      hi: {
        title: "एग्ज़िक्यूटिव डेस्क सेट",
        short_description: "एक जैसी षट्कोण-तारा सादेली में पेन स्टैंड, कार्ड होल्डर, पेपरवेट और ट्रे।",
        tags: "डेस्क सेट, एग्ज़िक्यूटिव उपहार, कॉर्पोरेट, षट्कोण तारा",
      },
    },
    {
      english: "Sadeli Side Table with Inlaid Top",
      gu: {
        title: "જડતરવાળા ટોપ સાથે સાદેલી સાઇડ ટેબલ",
        short_description: "આખા જડેલા ટોપ અને ભાતીગળ કિનારવાળું નક્કર સીસમનું સાઇડ ટેબલ.",
        tags: "સાઇડ ટેબલ, ફર્નિચર, સીસમ, ઓર્ડર પ્રમાણે",
      },
      hi: {
        title: "जड़ाऊ ऊपरी सतह वाली सादेली साइड टेबल",
        short_description: "पूरी जड़ी हुई ऊपरी सतह और नक़्क़ाशीदार किनारी वाली ठोस शीशम की साइड टेबल।",
        tags: "साइड टेबल, फ़र्नीचर, शीशम, ऑर्डर पर",
      },
    },
    {
      english: "Corporate Gift Set: Pen Stand and Card Holder",
      gu: {
        title: "કૉર્પોરેટ ભેટ સેટ: પેન સ્ટેન્ડ અને કાર્ડ હોલ્ડર",
        short_description: "ગ્રાહકો અને સાથીઓ માટે એક ડબ્બામાં પેન સ્ટેન્ડ અને બિઝનેસ કાર્ડ હોલ્ડર.",
        tags: "કૉર્પોરેટ ભેટ, પેન સ્ટેન્ડ, કાર્ડ હોલ્ડર, જથ્થાબંધ ઓર્ડર",
      },
      hi: {
        title: "कॉर्पोरेट उपहार सेट: पेन स्टैंड और कार्ड होल्डर",
        short_description: "ग्राहकों और साथियों के लिए एक ही डिब्बे में पेन स्टैंड और बिज़नेस कार्ड होल्डर।",
        tags: "कॉर्पोरेट उपहार, पेन स्टैंड, कार्ड होल्डर, थोक ऑर्डर",
      },
    },
  ],
  gallery_item: [
    {
      english: "Star Field in Bone-White and Brass",
      gu: {
        title: "સફેદ હાડકા અને પિત્તળમાં તારાની ભાત",
        description: "અમારા રોજના સફેદ હાડકા સામે પિત્તળની પટ્ટીઓનો નવો જથ્થો ચકાસવા ગોઠવેલું ષટ્કોણ તારાઓનું નમૂનાનું પાટિયું.",
        image_alt_text: "ઘેરા સીસમમાં જડેલા સફેદ હાડકા અને પિત્તળના છ ખૂણાવાળા તારા",
        tags: "ષટ્કોણ તારો, નમૂનાનું પાટિયું, પિત્તળ",
      },
      hi: {
        title: "सफ़ेद हड्डी और पीतल में तारों की बुनावट",
        description: "हमारी रोज़ की सफ़ेद हड्डी के साथ पीतल की पट्टियों की नई खेप परखने के लिए जमाया गया षट्कोण तारों का नमूना तख़्ता।",
        image_alt_text: "गहरे शीशम में जड़े सफ़ेद हड्डी और पीतल के छह कोनों वाले तारे",
        tags: "षट्कोण तारा, नमूना तख़्ता, पीतल",
      },
    },
    {
      english: "Octagonal Medallion Panel",
      gu: {
        title: "અષ્ટકોણ મેડલિયન પેનલ",
        description: "વચ્ચે આઠ બાજુવાળા મેડલિયનવાળી ફ્રેમ કરેલી પેનલ, સુરતની જૂની હવેલીઓની છત પરનાં ફૂલોથી પ્રેરિત.",
        image_alt_text: "કિનારવાળી પેનલની વચ્ચે પિત્તળની કોરવાળું આઠ બાજુનું મોઝેક મેડલિયન",
        tags: "મેડલિયન, પેનલ, હવેલી",
      },
      hi: {
        title: "अष्टकोणीय मेडलियन पैनल",
        description: "बीच में आठ भुजाओं वाले मेडलियन वाला फ़्रेम किया पैनल, सूरत की पुरानी हवेलियों की छतों पर बने फूलों से प्रेरित।",
        image_alt_text: "किनारीदार पैनल के बीच पीतल की कोर वाला आठ भुजाओं का मोज़ेक मेडलियन",
        tags: "मेडलियन, पैनल, हवेली",
      },
    },
    {
      english: "Grandfather's Casket, 1968",
      gu: {
        title: "દાદાજીની પેટી, 1968",
        description: "આ વર્કશોપમાં બનેલી શરૂઆતની પેટીઓમાંની એક, જે કુટુંબે સાચવી રાખી અને અમારી જ દુકાનમાં ફરી સમારી.",
        image_alt_text: "મોઝેકના ઢાંકણ અને ઘસાયેલાં પિત્તળનાં કડાંવાળી જૂની જડતરવાળી પેટી",
        tags: "સંગ્રહ, પેટી, કુટુંબનો ઇતિહાસ",
      },
      hi: {
        title: "दादाजी का संदूक, 1968",
        description: "इस कार्यशाला में बने शुरुआती संदूकों में से एक, जिसे परिवार ने सहेजकर रखा और हमारी ही दुकान में फिर से सँवारा।",
        image_alt_text: "मोज़ेक के ढक्कन और घिसी हुई पीतल की फ़िटिंग वाला पुराना जड़ाऊ संदूक",
        tags: "संग्रह, संदूक, पारिवारिक इतिहास",
      },
    },
    {
      english: "Bordered Triangle Field",
      gu: {
        title: "કિનારવાળી ત્રિકોણની ભાત",
        description: "કરવતના દાંત જેવી કિનારમાં મઢેલી ત્રિકોણની દીવાલ પેનલ, લખવાના ટેબલ ઉપર ટાંગી શકાય એવડી.",
        image_alt_text: "કરવતી અને ત્રિકોણની કિનારની અંદર નાના ત્રિકોણોની ભાત",
        tags: "ત્રિકોણ, દીવાલ પેનલ, કિનાર",
      },
      hi: {
        title: "किनारीदार त्रिकोणों की बुनावट",
        description: "आरी के दाँतों जैसी किनारी में जड़े त्रिकोणों का दीवार पैनल, लिखने की मेज़ के ऊपर टाँगने लायक।",
        image_alt_text: "आरीदार और त्रिकोणी किनारी के भीतर छोटे त्रिकोणों की बुनावट",
        tags: "त्रिकोण, दीवार पैनल, किनारी",
      },
    },
    {
      english: "Twin Boxes for a Wedding Trousseau",
      gu: {
        title: "કરિયાવર માટે જોડિયા પેટીઓ",
        description: "કન્યાના કરિયાવર માટે બનાવેલી મેળ ખાતી બે પેટીઓ: એક ઘરેણાં માટે, એક પત્રો માટે.",
        image_alt_text: "મેળ ખાતા પેન સ્ટેન્ડની બાજુમાં જડતરવાળી પેટી",
        tags: "લગ્ન, કરિયાવર, જોડી",
      },
      hi: {
        title: "शादी के सामान के लिए जुड़वाँ डिब्बे",
        description: "दुल्हन के शादी के सामान के लिए बनी मेल खाती जोड़ी: एक गहनों के लिए, एक चिट्ठियों के लिए।",
        image_alt_text: "मेल खाते पेन स्टैंड के पास रखा जड़ाऊ डिब्बा",
        tags: "शादी, दुल्हन का सामान, जोड़ी",
      },
    },
  ],
  portfolio_item: [
    {
      english: "Lobby Panels for a Lakeside Heritage Hotel, Udaipur",
      gu: {
        title: "તળાવકાંઠાની હેરિટેજ હોટેલની લોબી માટે પેનલ, ઉદયપુર",
        short_description: "પિછોલા તળાવને કાંઠે નવી રીતે સજાવેલી હવેલી હોટેલની લોબીમાં બાર ઊંચી સાદેલી પેનલ.",
        technologies: "સાદેલી સૂક્ષ્મ મોઝેક, પિત્તળનું જડતર, સ્થિર કોર પર સીસમ વિનિયર, ફ્રેન્ચ પૉલિશ",
      },
      hi: {
        title: "झील किनारे के हेरिटेज होटल की लॉबी के लिए पैनल, उदयपुर",
        short_description: "पिछोला झील के किनारे नए सिरे से सँवारी गई हवेली होटल की लॉबी में बारह ऊँचे सादेली पैनल।",
        technologies: "सादेली सूक्ष्म मोज़ेक, पीतल की जड़ाई, स्थिर कोर पर शीशम विनियर, फ़्रेंच पॉलिश",
      },
    },
    {
      english: "Three Hundred Executive Desk Sets for a Bank's Anniversary",
      gu: {
        title: "બેંકની વર્ષગાંઠ માટે ત્રણસો એક્ઝિક્યુટિવ ડેસ્ક સેટ",
        short_description: "મુંબઈની એક બેંકના દરેક બ્રાન્ચ મેનેજર માટે ડેસ્ક સેટ, અગિયાર અઠવાડિયામાં પહોંચાડ્યા.",
        technologies: "સાદેલી સૂક્ષ્મ મોઝેક, પિત્તળનું જડતર, કોતરેલી પિત્તળની તકતી, એક જ ઘાણની સળીઓ",
      },
      hi: {
        title: "बैंक की सालगिरह के लिए तीन सौ एग्ज़िक्यूटिव डेस्क सेट",
        short_description: "मुंबई के एक बैंक के हर ब्रांच मैनेजर के लिए डेस्क सेट, ग्यारह हफ़्तों में पहुँचाए गए।",
        technologies: "सादेली सूक्ष्म मोज़ेक, पीतल की जड़ाई, उकेरी हुई पीतल की पट्टिकाएँ, एक ही खेप की छड़ें",
      },
    },
    {
      english: "Restoring a 1920s Writing Slope for a Parsi Family",
      gu: {
        title: "પારસી પરિવાર માટે 1920ના દાયકાની લેખન-પેટીનું સમારકામ",
        short_description: "સો વર્ષ જૂની સાદેલી લેખન-પેટી: જ્યાં પટ્ટીઓ ઊખડી ગઈ હતી અને ગુંદર છૂટી ગયો હતો ત્યાં ફરી જડી.",
        technologies: "ટુકડા ઉખેડીને ફરી જડવા, ભાત મેળવેલી નવી સળીઓ, ફરી ખોલી શકાય એવો ચામડાનો ગુંદર, લાખની પૉલિશ",
      },
      hi: {
        title: "पारसी परिवार के लिए 1920 के दशक के लेखन-बक्से की मरम्मत",
        short_description: "सौ साल पुराना सादेली लेखन-बक्सा: जहाँ पट्टियाँ उखड़ गई थीं और गोंद छूट गया था, वहाँ फिर से जड़ा गया।",
        technologies: "टुकड़े उठाकर फिर से जड़ना, डिज़ाइन से मिलाई गई नई छड़ें, दोबारा खोली जा सकने वाली चमड़े की गोंद, लाख की पॉलिश",
      },
    },
  ],
  blog_post: [
    {
      english: "A Short History of Surat Sadeli",
      gu: {
        title: "સુરતી સાદેલીનો ટૂંકો ઇતિહાસ",
        excerpt: "નાના ત્રિકોણ ચોંટાડીને ભાત બનાવવાની એક ઈરાની કળા કેવી રીતે સુરતના બંદરે પહોંચી, લગભગ લુપ્ત થઈ ગઈ અને ફરી પાછી આવી.",
        featured_image_alt: "વચ્ચે મેડલિયનવાળી, કિનારવાળી સાદેલી મોઝેક પેનલ",
        tags: "ઇતિહાસ, ઈરાન, ખાતમ, સુરત, GI ટૅગ",
        meta_description: "ઈરાની ખાતમથી સુરતના બંદર સુધી: સાદેલી કળા કેવી રીતે આવી, લગભગ ભુલાઈ ગઈ અને ફરી જીવંત થઈ તેની વાત.",
      },
      hi: {
        title: "सूरती सादेली का संक्षिप्त इतिहास",
        excerpt: "छोटे-छोटे त्रिकोण चिपकाकर डिज़ाइन बनाने की एक फ़ारसी कला कैसे सूरत के बंदरगाह तक पहुँची, लगभग लुप्त हो गई और फिर लौट आई।",
        featured_image_alt: "बीच में मेडलियन वाला, किनारीदार सादेली मोज़ेक पैनल",
        tags: "इतिहास, फ़ारस, ख़ातम, सूरत, GI टैग",
        meta_description: "फ़ारसी ख़ातम से सूरत के बंदरगाह तक: सादेली कला कैसे आई, लगभग भुला दी गई और फिर से जी उठी।",
      },
    },
    {
      english: "How a Sadeli Rod Is Made",
      gu: {
        title: "સાદેલીની સળી કેવી રીતે બને છે",
        excerpt:
          "દરેક સાદેલી ભાતની શરૂઆત ત્રિકોણ પટ્ટીઓના લાંબા ગઠ્ઠાથી થાય છે. અમે પટ્ટીઓ કેવી રીતે તૈયાર કરીએ છીએ, સળીઓ કેવી રીતે બાંધીએ છીએ અને તેને કેવી રીતે જામવા દઈએ છીએ, તે અહીં વાંચો.",
        featured_image_alt: "લાકડું, સફેદ હાડકું અને પિત્તળના ત્રિકોણોની હરોળ: સાદેલી સળીનો આડછેદ",
        tags: "પ્રક્રિયા, સળી, પટ્ટી, ત્રિકોણ, પદ્ધતિ",
      },
      hi: {
        title: "सादेली की छड़ कैसे बनती है",
        excerpt: "हर सादेली डिज़ाइन त्रिकोणीय पट्टियों के एक लंबे गट्ठर से शुरू होता है। हम पट्टियाँ कैसे तैयार करते हैं, छड़ें कैसे बाँधते हैं और उन्हें कैसे जमने देते हैं, यहाँ पढ़िए।",
        featured_image_alt: "लकड़ी, सफ़ेद हड्डी और पीतल के त्रिकोणों की कतारें: सादेली छड़ का आड़ा कटाव",
        tags: "प्रक्रिया, छड़ें, पट्टियाँ, त्रिकोण, तकनीक",
      },
    },
    {
      english: "How to Tell Hand-Laid Sadeli from an Imitation",
      gu: {
        title: "હાથે જડેલી સાદેલી અને નકલ વચ્ચેનો ફરક કેવી રીતે ઓળખવો",
        excerpt: "છાપેલી ફિલ્મ, રેઝિનના ઢાળા અને લેસરથી કાપેલાં વિનિયર સાદેલીના નામે વેચાય છે. ખરીદતાં પહેલાં આ પાંચ વાત તપાસો.",
        featured_image_alt: "હાથે જડેલા સફેદ હાડકા અને પિત્તળના આઠ ખૂણાવાળા તારાઓની ભાત",
        tags: "ખરીદી માર્ગદર્શિકા, અસલીપણું, નકલ, હાથબનાવટ",
        meta_description: "ખરીદતાં પહેલાં પાંચ તપાસ: હાથે જડેલી અસલી સુરતી સાદેલીને છાપેલી ફિલ્મ, રેઝિન અને લેસર-કટ નકલથી અલગ ઓળખો.",
      },
      hi: {
        title: "हाथ से जड़ी सादेली और नकल में फ़र्क़ कैसे पहचानें",
        excerpt: "छपी हुई फ़िल्म, रेज़िन की ढलाई और लेज़र से कटे विनियर सादेली के नाम पर बिकते हैं। ख़रीदने से पहले ये पाँच बातें जाँच लीजिए।",
        featured_image_alt: "हाथ से जड़े सफ़ेद हड्डी और पीतल के आठ कोनों वाले तारों की बुनावट",
        tags: "ख़रीदारी गाइड, असलीपन, नकल, हस्तनिर्मित",
        meta_description: "ख़रीदने से पहले पाँच जाँचें: हाथ से जड़ी असली सूरती सादेली को छपी फ़िल्म, रेज़िन और लेज़र-कट नकल से अलग पहचानिए।",
      },
    },
  ],
};

/** Where each kind's English name or title is. */
const ENGLISH: Record<TranslationKind, { table: SQLiteTable & { id: SQLiteColumn }; column: SQLiteColumn }> = {
  product_category: { table: schema.productCategories, column: schema.productCategories.name },
  gallery_category: { table: schema.galleryCategories, column: schema.galleryCategories.name },
  portfolio_category: { table: schema.portfolioCategories, column: schema.portfolioCategories.name },
  blog_category: { table: schema.blogCategories, column: schema.blogCategories.name },
  product: { table: schema.products, column: schema.products.title },
  gallery_item: { table: schema.galleryItems, column: schema.galleryItems.title },
  portfolio_item: { table: schema.portfolioItems, column: schema.portfolioItems.title },
  blog_post: { table: schema.blogPosts, column: schema.blogPosts.title },
};

/** Runs inside the seeding transaction, after every demo row is in. */
export function insertDemoTranslations(database: AppDatabase) {
  for (const kind of Object.keys(demoTranslations) as TranslationKind[]) {
    const { table, column } = ENGLISH[kind];
    for (const entry of demoTranslations[kind] as Entry<TranslationKind>[]) {
      const row = database.select({ id: table.id }).from(table).where(eq(column, entry.english)).get();
      if (!row) throw new Error(`Demo translations name an unknown ${kind}: ${entry.english}`);
      saveTranslations(database, kind, row.id as number, { gu: entry.gu, hi: entry.hi });
    }
  }
}
