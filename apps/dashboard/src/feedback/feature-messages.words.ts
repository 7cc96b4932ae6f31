import {
  DISCLOSURE_DOCUMENT_KINDS,
  DISCLOSURE_MESSAGES,
  ENQUIRY_MESSAGES,
  NEWS_MESSAGES,
  OFFER_LIMITS,
  OFFER_MESSAGES,
  OWN_PAGE_MESSAGES,
  RICH_TEXT_MESSAGES,
  SCHEDULE_MESSAGES,
  TEAM_MESSAGES,
  TEAM_ROLE_LABELS,
  VISITOR_MESSAGES,
} from '@schoolpage/content-contract';
import type { Catalogues } from '@schoolpage/words';
import { prefixed, prefixedAs, type SameMessages } from './prefixed-messages';

/**
 * What the API answers from the features that came after the spec (team, approvals, two-step sign-in, news, own
 * pages, "What We Offer", the disclosure, enquiries, rich text, schedules): their plain messages, found by their
 * English text like the spec's (messages.words.ts). The team's screen words (titles, buttons) are in team.words.ts.
 */
const TEAM_ANSWERS = {
  invitationWithdrawn: TEAM_MESSAGES.invitationWithdrawn,
  invitationNotFound: TEAM_MESSAGES.invitationNotFound,
  invitationInvalid: TEAM_MESSAGES.invitationInvalid,
  alreadyMember: TEAM_MESSAGES.alreadyMember,
  alreadyInvited: TEAM_MESSAGES.alreadyInvited,
  memberRemoved: TEAM_MESSAGES.memberRemoved,
  memberNotFound: TEAM_MESSAGES.memberNotFound,
  lastOwner: TEAM_MESSAGES.lastOwner,
  sentForApproval: TEAM_MESSAGES.sentForApproval,
  approved: TEAM_MESSAGES.approved,
  rejected: TEAM_MESSAGES.rejected,
  approvalNotFound: TEAM_MESSAGES.approvalNotFound,
  twoStepCodeNeeded: TEAM_MESSAGES.twoStepCodeNeeded,
  twoStepCodeWrong: TEAM_MESSAGES.twoStepCodeWrong,
  twoStepExpired: TEAM_MESSAGES.twoStepExpired,
  twoStepOn: TEAM_MESSAGES.twoStepOn,
  twoStepOff: TEAM_MESSAGES.twoStepOff,
  twoStepAlreadyOn: TEAM_MESSAGES.twoStepAlreadyOn,
  twoStepNotSetUp: TEAM_MESSAGES.twoStepNotSetUp,
  twoStepRequiredBySchool: TEAM_MESSAGES.twoStepRequiredBySchool,
  twoStepSetUpFirst: TEAM_MESSAGES.twoStepSetUpFirst,
  twoStepRequiredSaved: TEAM_MESSAGES.twoStepRequiredSaved,
  twoStepNotRequiredSaved: TEAM_MESSAGES.twoStepNotRequiredSaved,
  /** The role names, as messages with a role in them say them ("Role changed to Editor."). */
  roleOwner: TEAM_ROLE_LABELS.owner,
  roleEditor: TEAM_ROLE_LABELS.editor,
  roleContributor: TEAM_ROLE_LABELS.contributor,
} as const;

/** The enquiry answers the dashboard gets (the parents' form's own are the site's). */
const ENQUIRY_ANSWERS = {
  updated: ENQUIRY_MESSAGES.updated,
  deleted: ENQUIRY_MESSAGES.deleted,
  notFound: ENQUIRY_MESSAGES.notFound,
  status: ENQUIRY_MESSAGES.status,
  nothingToUpdate: ENQUIRY_MESSAGES.nothingToUpdate,
  settingsSaved: ENQUIRY_MESSAGES.settingsSaved,
} as const;

const en = {
  ...prefixed('team', TEAM_ANSWERS),
  ...prefixed('news', NEWS_MESSAGES),
  ...prefixed('ownPage', OWN_PAGE_MESSAGES),
  ...prefixed('schedule', SCHEDULE_MESSAGES),
  ...prefixed('enquiry', ENQUIRY_ANSWERS),
  ...prefixed('visitors', VISITOR_MESSAGES),
  ...prefixed('offers', OFFER_MESSAGES),
  ...prefixed('disclosure', DISCLOSURE_MESSAGES),
  ...prefixed('richText', RICH_TEXT_MESSAGES),
};

const hiTeam: SameMessages<typeof TEAM_ANSWERS> = {
  invitationWithdrawn: 'आमंत्रण वापस ले लिया गया।',
  invitationNotFound: 'यह आमंत्रण अब मौजूद नहीं है। कृपया टीम फिर से लोड करें।',
  invitationInvalid: 'यह आमंत्रण लिंक सही नहीं है, इसकी समय-सीमा ख़त्म हो गई है या इसका उपयोग हो चुका है। कृपया नया लिंक माँगें।',
  alreadyMember: 'इस ई-मेल पते से पहले से एक खाता है। कृपया किसी दूसरे पते को आमंत्रित करें।',
  alreadyInvited: 'इस ई-मेल पते को पहले ही आमंत्रित किया जा चुका है। नया आमंत्रण भेजने के लिए पहले वह आमंत्रण वापस लें।',
  memberRemoved: 'सदस्य हटा दिया गया। उनके सभी सत्र ख़त्म हो गए हैं।',
  memberNotFound: 'यह सदस्य अब मौजूद नहीं है। कृपया टीम फिर से लोड करें।',
  lastOwner: 'हर स्कूल में कम से कम एक स्वामी रहता है। पहले किसी दूसरे सदस्य को स्वामी बनाएँ।',
  sentForApproval: 'स्वीकृति के लिए भेजा गया।',
  approved: 'स्वीकृत: बदलाव साइट पर आ गया है।',
  rejected: 'अस्वीकृत: बदलाव नहीं किया गया।',
  approvalNotFound: 'यह बदलाव अब स्वीकृति की प्रतीक्षा में नहीं है। कृपया सूची फिर से लोड करें।',
  twoStepCodeNeeded: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड, या अपना कोई रिकवरी कोड लिखें।',
  twoStepCodeWrong: 'यह कोड सही नहीं है। कृपया अपने ऑथेंटिकेटर ऐप का मौजूदा कोड डालें।',
  twoStepExpired: 'कृपया फिर से लॉग इन करें: साइन-इन में बहुत देर लगी।',
  twoStepOn: 'दो-चरणीय साइन-इन चालू है। अपने रिकवरी कोड किसी सुरक्षित जगह रखें।',
  twoStepOff: 'दो-चरणीय साइन-इन बंद है।',
  twoStepAlreadyOn: 'दो-चरणीय साइन-इन पहले से चालू है।',
  twoStepNotSetUp: 'कृपया पहले सेट-अप शुरू करें।',
  twoStepRequiredBySchool: 'आपका स्कूल सभी से दो चरणों में साइन इन करने को कहता है: इसे बंद नहीं किया जा सकता।',
  twoStepSetUpFirst: 'आपका स्कूल सभी से दो चरणों में साइन इन करने को कहता है। कृपया पहले अपनी प्रोफ़ाइल में इसे चालू करें।',
  twoStepRequiredSaved: 'सहेजा गया: सभी को दो चरणों में साइन इन करना होगा।',
  twoStepNotRequiredSaved: 'सहेजा गया: दो-चरणीय साइन-इन हर सदस्य की अपनी मर्ज़ी है।',
  roleOwner: 'स्वामी',
  roleEditor: 'संपादक',
  roleContributor: 'योगदानकर्ता',
};

const hiNews: SameMessages<typeof NEWS_MESSAGES> = {
  titleRequired: 'कृपया समाचार का शीर्षक दें।',
  titleTooLong: 'शीर्षक बहुत लंबा है।',
  summaryTooLong: 'सारांश बहुत लंबा है।',
  coverInvalid: 'कवर चित्र आपकी साइट पर अपलोड किया गया होना चाहिए।',
  coverAltRequired: 'कवर चित्र का वर्णन लिखें, उन लोगों के लिए जो उसे देख नहीं सकते।',
  notFound: 'यह समाचार अब मौजूद नहीं है।',
  slugTaken: 'आपकी साइट के किसी दूसरे समाचार का अब यही पता है।',
  added: 'समाचार जोड़ा गया।',
  saved: 'समाचार सहेजा गया।',
  removed: 'समाचार हटाया गया।',
};

const hiOwnPage: SameMessages<typeof OWN_PAGE_MESSAGES> = {
  titleRequired: 'कृपया पेज का शीर्षक दें।',
  titleTooLong: 'शीर्षक बहुत लंबा है।',
  slugInvalid: 'पेज के पते में छोटे अंग्रेज़ी अक्षर, अंक और हाइफ़न होते हैं, जैसे fee-structure।',
  slugReserved: 'यह पता आपके टेम्पलेट के किसी पेज का है; कृपया दूसरा पता चुनें।',
  slugTaken: 'आपकी साइट के किसी दूसरे पेज का पहले से यही पता है।',
  tooMany: 'आपकी साइट में जितने पेज हो सकते हैं, उतने हो चुके हैं; पहले एक पेज हटाएँ।',
  notFound: 'यह पेज अब मौजूद नहीं है।',
  added: 'पेज जोड़ा गया।',
  saved: 'पेज सहेजा गया।',
  removed: 'पेज हटाया गया।',
  moved: 'पेज खिसकाया गया।',
};

const hiSchedule: SameMessages<typeof SCHEDULE_MESSAGES> = {
  timeInvalid: 'कृपया तारीख़ और समय दें।',
  expiryBeforePublishing: 'ख़त्म होने का समय प्रकाशित होने के समय के बाद होना चाहिए।',
};

const hiEnquiry: SameMessages<typeof ENQUIRY_ANSWERS> = {
  updated: 'पूछताछ अपडेट हो गई।',
  deleted: 'पूछताछ हटा दी गई।',
  notFound: 'यह पूछताछ अब मौजूद नहीं है।',
  status: 'कृपया कोई एक स्थिति चुनें।',
  nothingToUpdate: 'कृपया स्थिति या नोट बदलें।',
  settingsSaved: 'सहेजा गया। इससे पुरानी पूछताछ हर दिन हटा दी जाती है।',
};

const hiVisitors: SameMessages<typeof VISITOR_MESSAGES> = {
  range: 'कृपया दिन from=YYYY-MM-DD&to=YYYY-MM-DD के रूप में दें, from पहले और to बाद में, ज़्यादा से ज़्यादा 366 दिन।',
};

const hiOffers: SameMessages<typeof OFFER_MESSAGES> = {
  notAList: 'कृपया "offers" को आइटमों की सूची के रूप में भेजें, हर आइटम में शीर्षक और चाहें तो एक पाठ।',
  tooMany: `"हम क्या देते हैं" में ज़्यादा से ज़्यादा ${OFFER_LIMITS.items} आइटम रखे जा सकते हैं। कृपया पहले एक हटाएँ।`,
  saved: 'सहेजा गया: हम क्या देते हैं।',
};

const hiDisclosure: SameMessages<typeof DISCLOSURE_MESSAGES> = {
  udiseCode: 'UDISE+ कोड ठीक 11 अंकों का होना चाहिए।',
  pinCode: 'पिन कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।',
  cbseAffiliationNumber: 'CBSE संबद्धता संख्या 7 अंकों की होती है।',
  cbseSchoolCode: 'CBSE विद्यालय कोड 5 अंकों का होता है।',
  affiliationNumberDigits: 'संबद्धता संख्या में सिर्फ़ अंक हो सकते हैं।',
  schoolCodeDigits: 'विद्यालय कोड में सिर्फ़ अंक हो सकते हैं।',
  email: 'कृपया सही ई-मेल पता लिखें।',
  phone: 'कृपया ऐसा फ़ोन नंबर लिखें जिस पर कॉल की जा सके, जैसे 011 2345 6789 या +91 98765 43210।',
  resultYear: 'हर परिणाम का वर्ष 2000 से 2100 के बीच होना चाहिए।',
  resultClass: 'हर परिणाम कक्षा X या कक्षा XII का होता है।',
  youtube: 'कृपया निरीक्षण वीडियो का YouTube लिंक (youtube.com या youtu.be) दें।',
  board: 'कृपया इनमें से एक चुनें: CBSE, CISCE, राज्य बोर्ड, IB, Cambridge, अन्य, कोई नहीं।',
  nothingToSave: 'कृपया general, academics, staff या infrastructure में से कम से कम एक भेजें।',
  saved: 'सहेजा गया: अनिवार्य प्रकटीकरण।',
  documentSaved: 'दस्तावेज़ सहेजा गया।',
  documentRemoved: 'दस्तावेज़ हटाया गया।',
  unknownDocument: `अनजान दस्तावेज़। दस्तावेज़ ये हैं: ${DISCLOSURE_DOCUMENT_KINDS.join(', ')}।`,
  fileRequired: 'कृपया दस्तावेज़ की PDF फ़ाइल चुनें।',
  issuedOn: 'कृपया दस्तावेज़ जारी होने की तारीख़ (YYYY-MM-DD) दें।',
  validUntil: '"कब तक मान्य" की तारीख़ (YYYY-MM-DD) जारी होने की तारीख़ के बाद की होनी चाहिए।',
  noDocument: 'हटाने के लिए ऐसा कोई दस्तावेज़ नहीं है।',
  boardSaved: 'बोर्ड सहेजा गया।',
};

const hiRichText: SameMessages<typeof RICH_TEXT_MESSAGES> = {
  invalid: 'पाठ पढ़ा नहीं जा सका। कृपया उसे फिर से एडिटर में कॉपी करें।',
  unknownPart: 'पाठ में ऐसा हिस्सा है जो रखा नहीं जा सकता (सिर्फ़ शीर्षक, अनुच्छेद, सूचियाँ, उद्धरण, तालिकाएँ, लिंक और चित्र रखे जा सकते हैं)।',
  linkInvalid: 'लिंक पूरा वेब पता (https://…), ई-मेल (mailto:…) या फ़ोन नंबर (tel:…) होना चाहिए।',
  imageAltRequired: 'पाठ के हर चित्र का वर्णन (alt text) ज़रूरी है, उन लोगों के लिए जो उसे देख नहीं सकते।',
  imageSourceInvalid: 'पाठ का चित्र आपकी साइट पर अपलोड किया गया होना चाहिए।',
  attachmentInvalid: 'पाठ के साथ जुड़ी फ़ाइल आपकी साइट पर अपलोड की गई होनी चाहिए।',
  tooLong: 'पाठ बहुत लंबा है।',
};

const hi: Record<keyof typeof en, string> = {
  ...prefixedAs<'team', typeof TEAM_ANSWERS>('team', hiTeam),
  ...prefixedAs<'news', typeof NEWS_MESSAGES>('news', hiNews),
  ...prefixedAs<'ownPage', typeof OWN_PAGE_MESSAGES>('ownPage', hiOwnPage),
  ...prefixedAs<'schedule', typeof SCHEDULE_MESSAGES>('schedule', hiSchedule),
  ...prefixedAs<'enquiry', typeof ENQUIRY_ANSWERS>('enquiry', hiEnquiry),
  ...prefixedAs<'visitors', typeof VISITOR_MESSAGES>('visitors', hiVisitors),
  ...prefixedAs<'offers', typeof OFFER_MESSAGES>('offers', hiOffers),
  ...prefixedAs<'disclosure', typeof DISCLOSURE_MESSAGES>('disclosure', hiDisclosure),
  ...prefixedAs<'richText', typeof RICH_TEXT_MESSAGES>('richText', hiRichText),
};

export const featureMessageWords = { en, hi } satisfies Catalogues;
