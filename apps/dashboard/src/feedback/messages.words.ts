import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  API_MESSAGES,
  DASHBOARD_MESSAGES,
  LANGUAGE_MESSAGES,
  PICTURE_TEXT_LIMITS,
  PHONE_FORM_MESSAGES,
  SITE_FORM_MESSAGES,
  SLUG_RULES,
} from '@schoolpage/content-contract';
import type { Catalogues } from '@schoolpage/words';
import { featureMessageWords } from './feature-messages.words';
import { messagePatternWords } from './message-patterns.words';
import { prefixed, prefixedAs, type SameMessages } from './prefixed-messages';

/**
 * The messages of the spec and of the API that the dashboard shows: its own (DASHBOARD_MESSAGES, by their keys)
 * and what the server answers (`api.<group>.<key>`, and the later features' in feature-messages.words.ts). English is the contract's words themselves; the dashboard
 * shows a server's message in the reader's language by finding its English text here (message-in-language.ts).
 */
const en = {
  ...DASHBOARD_MESSAGES,
  ...prefixed('api.auth', API_MESSAGES.auth),
  ...prefixed('api.request', API_MESSAGES.request),
  ...prefixed('api.files', API_MESSAGES.files),
  ...prefixed('api.profile', API_MESSAGES.profile),
  ...prefixed('api.address', API_MESSAGES.address),
  ...prefixed('api.site', API_MESSAGES.site),
  ...prefixed('api.alert', ALERT_MESSAGES),
  ...prefixed('api.languages', LANGUAGE_MESSAGES),
  ...featureMessageWords.en,
  /** Messages the API makes with a value in them, as patterns. */
  ...messagePatternWords.en,
};

const hiSiteForm: SameMessages<typeof SITE_FORM_MESSAGES> = {
  saved: 'सफलतापूर्वक सहेजा गया।',
  orgInfoEmpty: 'सभी फ़ील्ड खाली नहीं छोड़े जा सकते!',
  overviewRequired: 'भेजने से पहले कृपया सभी फ़ील्ड भरें।',
  textLogoRequired: 'दोनों फ़ील्ड ज़रूरी हैं!',
  visionRequired: 'भेजने से पहले कृपया दृष्टि (Vision) फ़ील्ड भरें।',
  missionRequired: 'भेजने से पहले कृपया लक्ष्य (Mission) फ़ील्ड भरें।',
  sliderRequired: 'भेजने से पहले कृपया सभी फ़ील्ड भरें!',
  activityRequired: 'गतिविधि का नाम और विवरण, दोनों ज़रूरी हैं!!',
  galleryRequired: 'भेजने से पहले कृपया चित्र अपलोड करें!',
  historyRequired: 'शीर्षक और सुविधा का विवरण, दोनों फ़ील्ड ज़रूरी हैं!',
  faqRequired: 'प्रश्न और उत्तर, दोनों फ़ील्ड ज़रूरी हैं!',
  facilityRequired: 'सुविधा का नाम और विवरण, दोनों फ़ील्ड ज़रूरी हैं!',
  eventRequired: 'कार्यक्रम का नाम और तारीख़, दोनों ज़रूरी हैं!',
  admissionStepRequired: 'शीर्षक और विवरण, दोनों ज़रूरी हैं!',
  applicationFormRequired: 'शीर्षक और फ़ॉर्म, दोनों ज़रूरी हैं!',
  courseRequired: 'श्रेणी और कोर्स का नाम, दोनों ज़रूरी हैं!',
  categoryRequired: 'श्रेणी ज़रूरी है!',
  noticeRequired: 'शीर्षक और फ़ाइल, दोनों ज़रूरी हैं!',
};

const hiPhoneForm: SameMessages<typeof PHONE_FORM_MESSAGES> = {
  phoneRequired: 'भेजने से पहले कृपया फ़ोन नंबर लिखें।',
  phoneSame: 'फ़ोन नंबर पिछले नंबर से अलग होना चाहिए।',
};

const hiDashboard: SameMessages<typeof DASHBOARD_MESSAGES> = {
  profileLoading: 'प्रोफ़ाइल लोड हो रही है ....',
  sessionChecking: 'आपका सत्र जाँचा जा रहा है...',
  unverifiedNotice: 'आपका खाता अभी सत्यापित नहीं है। सभी सुविधाएँ पाने के लिए अपना ई-मेल पता सत्यापित करें।',
  templateUnavailable: 'इस टेम्पलेट का पूर्वावलोकन अभी उपलब्ध नहीं है। हम इस पर काम कर रहे हैं!',
  ...hiSiteForm,
  ...hiPhoneForm,
  otpRequired: 'कृपया सही ई-मेल पता लिखें।',
  categoryDeleteConfirm: 'क्या आप सचमुच यह श्रेणी हटाना चाहते हैं? इससे इस श्रेणी के सभी कोर्स भी हट जाएँगे।',
  categoryNotDeleted: 'श्रेणी नहीं हटाई गई!',
  orgInfoFailed: 'इतिहास सहेजा नहीं जा सका!',
  historyFailed: 'इतिहास सहेजा नहीं जा सका!',
  overviewFailed: 'परिचय जोड़ते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  genericFailed: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  updateFailed: 'बदलाव नहीं हो सका: {message}',
  memberFailed: 'सदस्य नहीं जोड़ा जा सका: {message}',
  visionDeleteFailed: 'दृष्टि (Vision) हटाई नहीं जा सकी',
  missionDeleteFailed: 'लक्ष्य (Mission) हटाया नहीं जा सका!',
  contentFailed: 'सामग्री सहेजी नहीं जा सकी!',
  activityFailed: 'गतिविधि अपलोड नहीं हो सकी, कृपया फिर से कोशिश करें!!',
  imageFailed: 'चित्र अपलोड नहीं हो सका!!',
  eventFailed: 'कार्यक्रम नहीं जोड़ा जा सका!',
  detailsFailed: 'विवरण नहीं जोड़ा जा सका!',
  formFailed: 'फ़ॉर्म अपलोड नहीं हो सका!',
  categoryFailed: 'श्रेणी नहीं जोड़ी जा सकी!',
  noticeFailed: 'सूचना अपलोड नहीं हो सकी!!',
  socialFailed: 'सोशल मीडिया का पता अपलोड नहीं हो सका, कृपया फिर से कोशिश करें!',
  contactFailed: 'संपर्क नहीं जोड़ा जा सका: {message}',
  phoneFailed: 'नंबर नहीं बदला जा सका: {message}',
  verifyFailed: 'खाता सत्यापित नहीं हो सका।',
  logoutFailed: 'लॉग आउट नहीं हो सका।',
  itemDeleteFailed: '{item} हटाया नहीं जा सका, कृपया फिर से कोशिश करें!',
  sliderImageDeleteFailed: 'स्लाइडर/चित्र हटाते समय कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें!',
  anErrorOccurred: 'एक त्रुटि हुई।',
  somethingWentWrong: 'कुछ गड़बड़ हो गई।',
  deleted: 'सफलतापूर्वक हटाया गया।',
  deleteConfirm: 'क्या आप सचमुच यह आइटम हटाना चाहते हैं?',
  loadFailed: 'यह सूची लोड नहीं हो सकी। कृपया पेज फिर से लोड करें।',
  emptyList: 'अभी कुछ नहीं जोड़ा गया है।',
  locationUnavailable: 'आपकी जगह का पता नहीं चल सका। कृपया अक्षांश और देशांतर ख़ुद लिखें।',
  siteAddressTitle: 'आपकी साइट का पता',
  copyAddress: 'कॉपी करें',
  addressCopied: 'पता कॉपी हो गया',
  addressSelected: 'पता चुन लिया गया है: कॉपी करने के लिए Ctrl+C (Mac पर ⌘C) दबाएँ।',
  viewMySite: 'मेरी साइट देखें',
  opensInNewTab: '(नए टैब में खुलता है)',
  siteHiddenNote: 'आपकी साइट छिपी हुई है: प्रकाशित होने तक इसे सिर्फ़ आप, एडमिन, देख सकते हैं।',
  qrCodeAlt: 'आपकी साइट के पते का QR कोड',
  qrCodeMaking: 'QR कोड बन रहा है...',
  qrCodeFailed: 'QR कोड नहीं बन सका। कृपया पेज फिर से लोड करें।',
  qrDownloadPng: 'QR कोड डाउनलोड करें (PNG)',
  qrDownloadSvg: 'QR कोड डाउनलोड करें (SVG)',
  editAddress: 'पता बदलें',
  slugLabel: 'साइट का पता',
  slugHint: '3–60 अक्षर: छोटे अंग्रेज़ी अक्षर, अंक और हाइफ़न। पुराना पता भी काम करता रहेगा।',
  saveAddress: 'पता सहेजें',
  savingAddress: 'सहेजा जा रहा है...',
  slugFailed: 'पता नहीं बदला जा सका: {message}',
  recentlyDeletedTitle: 'हाल ही में हटाए गए',
  recentlyDeletedEmpty: 'पिछले 30 दिनों में कुछ नहीं हटाया गया।',
  recentlyDeletedIntro: 'हटाए गए आइटम 30 दिनों तक रखे जाते हैं। "वापस लाएँ" से आइटम अपनी पुरानी जगह पर लौट आता है।',
  restored: '“{item}” फिर से {section} में है।',
  restoreFailed: 'वापस नहीं लाया जा सका: {message}',
};

const hiAuth: SameMessages<typeof API_MESSAGES.auth> = {
  resetFieldsInvalid: 'कृपया सभी फ़ील्ड सही-सही भरें।',
  passwordReset: 'पासवर्ड सफलतापूर्वक बदल दिया गया!',
  registered: 'खाता सफलतापूर्वक बन गया।',
  userIdTaken: 'यह यूज़र आईडी पहले से किसी और की है।',
  emailTaken: 'इस ई-मेल से पहले से एक खाता बना हुआ है।',
  loggedIn: 'सफलतापूर्वक लॉग इन हो गया।',
  badCredentials: 'यूज़र आईडी या पासवर्ड ग़लत है।',
  loggedOut: 'सफलतापूर्वक लॉग आउट हो गया।',
  loginRequired: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  resetCodeSent: 'अगर कोई खाता इस ई-मेल का उपयोग करता है, तो उस पर 6 अंकों का कोड भेज दिया गया है।',
  codeWrong: 'कोड ग़लत है या उसकी समय-सीमा ख़त्म हो गई है। कृपया उसे जाँचें या नया कोड माँगें।',
  codeTooManyTries: 'बहुत बार ग़लत कोड डाला गया। कृपया नया कोड माँगें।',
  codeCooldown: 'अभी-अभी एक कोड भेजा गया है। नया कोड माँगने से पहले कृपया एक मिनट रुकें।',
  verificationCodeSent: 'आपके ई-मेल पर 6 अंकों का कोड भेज दिया गया है।',
  alreadyVerified: 'आपका खाता पहले से सत्यापित है।',
  verified: 'आपका खाता सत्यापित हो गया है।',
  otherOrigin: 'दूसरी वेबसाइटों से आए अनुरोध स्वीकार नहीं किए जाते।',
  tooManyRequests: 'बहुत अधिक अनुरोध। कृपया एक मिनट रुककर फिर से कोशिश करें।',
};

const hiRequest: SameMessages<typeof API_MESSAGES.request> = {
  invalid: 'अनुरोध सही नहीं है।',
  indexOutOfRange: 'इस जगह पर कोई आइटम नहीं है। कृपया सूची फिर से लोड करके कोशिश करें।',
  itemNotFound: 'यह आइटम अब मौजूद नहीं है। कृपया सूची फिर से लोड करके कोशिश करें।',
  busy: 'इस समय कोई और साइट में बदलाव कर रहा है। कृपया फिर से कोशिश करें।',
  notJson: 'कृपया यह अनुरोध JSON (Content-Type: application/json) के रूप में भेजें।',
  emptyBody: 'अनुरोध खाली है। कृपया फ़ॉर्म भरकर फिर से भेजें।',
};

const hiFiles: SameMessages<typeof API_MESSAGES.files> = {
  tooLarge: 'फ़ाइल बहुत बड़ी है।',
  notImage: 'कृपया एक चित्र अपलोड करें (JPEG, PNG, WebP या GIF)।',
  notPdf: 'कृपया एक PDF फ़ाइल अपलोड करें।',
  notImageOrPdf: 'कृपया एक चित्र या PDF फ़ाइल अपलोड करें।',
  imageTooBig: 'चित्र में बहुत अधिक पिक्सेल हैं। कृपया छोटा चित्र अपलोड करें।',
  notFound: 'फ़ाइल नहीं मिली।',
  tooManyUploads: 'थोड़े समय में बहुत अधिक अपलोड। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  busy: 'इस समय बहुत से चित्र तैयार किए जा रहे हैं। कृपया थोड़ी देर में फिर से कोशिश करें।',
  notResizable: 'सिर्फ़ JPEG, PNG और WebP चित्रों का आकार बदला जा सकता है।',
};

const hiProfile: SameMessages<typeof API_MESSAGES.profile> = {
  ...hiPhoneForm,
  phoneUpdated: 'फ़ोन नंबर बदल दिया गया।',
  published: 'आपकी वेबसाइट अब प्रकाशित हो गई है।',
  unpublished: 'आपकी वेबसाइट अब छिपी हुई है।',
  publishNeedsVerifiedEmail: 'वेबसाइट प्रकाशित करने से पहले कृपया अपना ई-मेल पता सत्यापित करें।',
  languageInvalid: 'कृपया डैशबोर्ड की भाषा के लिए अंग्रेज़ी (en) या हिन्दी (hi) चुनें।',
  languageSaved: 'आपकी डैशबोर्ड की भाषा सहेज ली गई है।',
  timeZoneInvalid: 'कृपया सूची से एक समय क्षेत्र चुनें, जैसे Asia/Kolkata।',
  timeZoneSaved: 'समय क्षेत्र सहेज लिया गया। तारीखें और समय अब इसी में दिखते हैं।',
};

const hiAddress: SameMessages<typeof API_MESSAGES.address> = {
  required: 'कृपया नया पता लिखें।',
  tooShort: `पता कम से कम ${SLUG_RULES.minLength} अक्षरों का होना चाहिए।`,
  tooLong: `पता ज़्यादा से ज़्यादा ${SLUG_RULES.maxLength} अक्षरों का हो सकता है।`,
  uppercase: 'कृपया सिर्फ़ छोटे अक्षरों का उपयोग करें।',
  characters: 'पते में सिर्फ़ छोटे अंग्रेज़ी अक्षर (a–z), अंक और हाइफ़न हो सकते हैं।',
  hyphens: 'पता हाइफ़न से शुरू या ख़त्म नहीं हो सकता, और उसमें दो हाइफ़न एक साथ नहीं हो सकते।',
  taken: 'यह पता पहले से किसी और स्कूल का है। कृपया दूसरा पता चुनें।',
  unchanged: 'यह पहले से ही आपका पता है।',
  changed: 'आपकी साइट का पता बदल दिया गया है।',
};

const hiSite: SameMessages<typeof API_MESSAGES.site> = {
  ...hiSiteForm,
  brandColorInvalid: "कृपया रंग #rrggbb के रूप में चुनें, जैसे #1d4ed8।",
  headingFontInvalid: 'कृपया दिए गए शीर्षक टाइपफ़ेस में से एक चुनें।',
  brandSaved: 'आपका रंग और शीर्षक टाइपफ़ेस सहेज लिए गए हैं।',
  focalPointInvalid: "फ़ोकल पॉइंट के x और y 0 से 1 के बीच होने चाहिए, जैसे '{'\"x\":0.5,\"y\":0.3'}'।",
  captionTooLong: `कैप्शन ${PICTURE_TEXT_LIMITS.caption} अक्षरों तक हो सकता है।`,
  altTextTooLong: `वैकल्पिक पाठ (alt text) ${PICTURE_TEXT_LIMITS.altText} अक्षरों तक हो सकता है।`,
  added: 'सफलतापूर्वक जोड़ा गया।',
  removed: 'सफलतापूर्वक हटाया गया।',
  moved: 'सफलतापूर्वक खिसकाया गया।',
  restored: 'सफलतापूर्वक वापस लाया गया।',
  eventDateInvalid: 'कृपया कार्यक्रम की तारीख़ YYYY-MM-DD के रूप में दें।',
  noticeDateInvalid: 'कृपया सूचना की तारीख़ YYYY-MM-DD के रूप में दें।',
  categoryExists: 'यह श्रेणी पहले से मौजूद है।',
  categoryMissing: 'यह श्रेणी मौजूद नहीं है।',
  courseMissing: 'यह कोर्स इस श्रेणी में मौजूद नहीं है।',
  memberTypeInvalid: 'सदस्य का प्रकार शिक्षक (faculty) या कर्मचारी (staff) होना चाहिए।',
  memberNameRequired: 'पूरा नाम ज़रूरी है।',
  qualificationInvalid: 'योग्यताएँ पाठों की JSON सूची होनी चाहिए।',
  contactTooMany: 'ज़्यादा से ज़्यादा 3 फ़ोन नंबर और 3 ई-मेल दिए जा सकते हैं।',
  whatsAppChannel: 'WhatsApp Channel का लिंक किसी चैनल का पता होना चाहिए, जैसे https://whatsapp.com/channel/0029Va….',
  socialMediaRequired: 'सोशल मीडिया का नाम और URL, दोनों ज़रूरी हैं!',
  socialMediaUrlInvalid: 'कृपया वेब पता दें (जैसे instagram.com/ourschool), या WhatsApp के लिए फ़ोन नंबर (98290 11111)।',
  templateNotSelectable: 'यह टेम्पलेट अभी उपलब्ध नहीं है। कृपया run या nbl चुनें।',
  templateUpdated: 'टेम्पलेट सफलतापूर्वक बदल दिया गया।',
  contentTooLarge: 'साइट की सामग्री सहेजने के लिए बहुत बड़ी है। कृपया कुछ आइटम हटाएँ या कुछ पाठ छोटे करें।',
  tooManyChanges: 'थोड़े समय में बहुत अधिक बदलाव। कृपया एक मिनट रुककर फिर से कोशिश करें।',
};

const hiAlert: SameMessages<typeof ALERT_MESSAGES> = {
  messageRequired: 'कृपया अलर्ट का संदेश लिखें।',
  messageTooLong: `अलर्ट का संदेश ${ALERT_LIMITS.message} अक्षरों तक हो सकता है।`,
  levelInvalid: 'कृपया स्तर चुनें: जानकारी, चेतावनी या आपातकाल।',
  linkInvalid: 'कृपया लिंक https:// से शुरू होने वाले वेब पते के रूप में, या / से शुरू होने वाले अपनी साइट के पेज के रूप में दें।',
  linkTooLong: `लिंक ${ALERT_LIMITS.link} अक्षरों तक हो सकता है।`,
  tellSubscribersInvalid: '"सब्सक्राइबरों को बताएँ" पर निशान लगाएँ या हटाएँ।',
  timeInvalid: 'कृपया समय तारीख़ और समय के रूप में दें, जैसे 2026-12-01T07:00:00+05:30।',
  endBeforeStart: 'अलर्ट शुरू होने के बाद ही ख़त्म होना चाहिए।',
  endPassed: 'ख़त्म होने का यह समय बीत चुका है। कृपया बाद का समय चुनें।',
  saved: 'आपका अलर्ट सहेज लिया गया है। आपकी साइट कुछ ही सेकंड में इसे दिखाएगी।',
  removed: 'आपका अलर्ट आपकी साइट से हटा दिया गया है।',
  failedToSave: 'अलर्ट सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  failedToRemove: 'अलर्ट हटाया नहीं जा सका। कृपया फिर से कोशिश करें।',
  dismiss: 'बंद करें',
  dismissLabel: 'इस बार के लिए यह अलर्ट बंद करें',
  moreLink: 'और पढ़ें',
};

const hiLanguages: SameMessages<typeof LANGUAGE_MESSAGES> = {
  saved: 'भाषाएँ सहेज ली गईं।',
  unsupported: 'कृपया सूची में से भाषाएँ चुनें।',
  defaultMissing: 'मुख्य भाषा साइट की भाषाओं में से एक होनी चाहिए।',
  none: 'कृपया कम से कम एक भाषा रखें।',
  notOfSite: 'यह साइट उस भाषा में नहीं लिखी गई है। कृपया पहले उसे "भाषाएँ" में जोड़ें।',
  addInDefault: 'नई चीज़ें साइट की मुख्य भाषा में जोड़ी जाती हैं। कृपया पहले उसे वहाँ जोड़ें, फिर यहाँ अनुवाद करें।',
  failed: 'भाषाएँ सहेजी नहीं जा सकीं।',
  notRead: 'आपकी भाषाएँ लोड नहीं हो सकीं। कृपया पेज फिर से लोड करें।',
};

const hi: Record<keyof typeof en, string> = {
  ...hiDashboard,
  ...prefixedAs<'api.auth', typeof API_MESSAGES.auth>('api.auth', hiAuth),
  ...prefixedAs<'api.request', typeof API_MESSAGES.request>('api.request', hiRequest),
  ...prefixedAs<'api.files', typeof API_MESSAGES.files>('api.files', hiFiles),
  ...prefixedAs<'api.profile', typeof API_MESSAGES.profile>('api.profile', hiProfile),
  ...prefixedAs<'api.address', typeof API_MESSAGES.address>('api.address', hiAddress),
  ...prefixedAs<'api.site', typeof API_MESSAGES.site>('api.site', hiSite),
  ...prefixedAs<'api.alert', typeof ALERT_MESSAGES>('api.alert', hiAlert),
  ...prefixedAs<'api.languages', typeof LANGUAGE_MESSAGES>('api.languages', hiLanguages),
  ...featureMessageWords.hi,
  ...messagePatternWords.hi,
};

export const messageWords = { en, hi } satisfies Catalogues;

export type MessageId = keyof typeof en;
