import type { FilledSchool } from './full-school';

const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2);
const TRICKY = `"Quotes" & 'apostrophes' <b>not bold</b> </script><script>alert(1)</script> javascript:alert(1) 🎉🏫`;
const HINDI = 'हमारा विद्यालय हर बच्चे को जानता है।';
const URDU = 'ہمارا اسکول ہر بچے کو جانتا ہے۔';

/**
 * A school that typed everything a page must survive: quotes, angle brackets, `javascript:` addresses, emoji,
 * Devanagari and Urdu, very long words, e-mails and phones that cannot be linked, a bare-domain social link.
 */
export const HOSTILE_SCHOOL: FilledSchool = {
  textLogo: { startLogo: `"St. <Mary's>"`, endLogo: `${LONG_WORD.slice(0, 30)} 🏫` },
  welcome: `${TRICKY} ${HINDI} ${URDU} ${LONG_WORD}`,
  overview: `${URDU} ${TRICKY} ${LONG_WORD}`,
  slides: [`${TRICKY}`, `${HINDI} ${LONG_WORD}`, URDU],
  vision: `<i>${HINDI}</i> "${LONG_WORD}"`,
  mission: `${URDU} </p><p>javascript:alert(1)`,
  contact: {
    address: `14 "Church" <Street>\n${HINDI}\n${URDU}\n${LONG_WORD}`,
    latitude: '12.9839',
    longitude: '77.6010',
    phone: ['919829011111', '(+) -- ( 12 )', '+91 (80) 2345-6789'],
    email: ['"><img/src=x/onerror=alert(1)>@a.bc', 'javascript:alert(1)//@x.org', `प्रधान@विद्यालय.भारत`],
    officeHours: `${TRICKY} ${URDU}`,
  },
  phoneLinks: ['tel:+919829011111', 'tel:+918023456789'],
  notices: [`${TRICKY}`, `${HINDI} ${LONG_WORD}`],
  events: [
    { title: `${TRICKY}`, offset: -1 },
    { title: `${URDU} ${LONG_WORD}`, offset: 3 },
  ],
  admissionSteps: [{ stepTitle: `${TRICKY}`, content: `${HINDI} ${URDU} ${LONG_WORD}` }],
  form: `Form "2027" <Admissions> ${HINDI}`,
  faq: { question: `${TRICKY}?`, answer: `${URDU} ${LONG_WORD}` },
  faculty: { fullName: `Dr. "Anita" <Rao> ${HINDI}`, designation: LONG_WORD, phone: '919829011111', email: '"><img/src=x>@a.bc' },
  course: { category: `${TRICKY}`, courseName: `${HINDI} ${LONG_WORD}`, fee: '₹60,000 - ₹75,000 <b>', duration: `2 "years" ${URDU}` },
  history: { tagLine: TRICKY, content: `${HINDI} ${LONG_WORD}` },
  facility: { facilityName: `${URDU} <lab>`, facilityContent: TRICKY },
  activity: { activitieTitle: `${HINDI} "choir"`, activitieContent: `${LONG_WORD} ${TRICKY}` },
  galleryAlt: `${TRICKY} ${URDU}`,
  qualification: [TRICKY, LONG_WORD],
  social: [
    { socialMediaName: `Insta "gram" <b>`, socialMediaURL: 'instagram.com/our"school"<b>' },
    { socialMediaName: 'WhatsApp', socialMediaURL: '+91 98290 11111' },
    { socialMediaName: `${HINDI} 🎉`, socialMediaURL: `https://example.org/${LONG_WORD}?q="<x>"&r=विद्यालय` },
  ],
};
