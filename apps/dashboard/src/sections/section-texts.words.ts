import type { Catalogues } from '@schoolpage/words';

const en = {
  caption: 'Caption (optional)',
  captionPlaceholder: 'Shown under the picture',
  altText: 'Alt text: what the picture shows, for people who cannot see it',
  altTextPlaceholder: 'e.g. Pupils running the relay on sports day',
  /** Under a date and time of a schedule (publish, expire). */
  schoolTime: "In your school's time zone (chosen on the Profile).",
} as const;

const hi: Record<keyof typeof en, string> = {
  caption: 'कैप्शन (वैकल्पिक)',
  captionPlaceholder: 'चित्र के नीचे दिखता है',
  altText: 'वैकल्पिक पाठ (alt text): चित्र में क्या है, उन लोगों के लिए जो उसे देख नहीं सकते',
  altTextPlaceholder: 'जैसे, खेल दिवस पर रिले दौड़ लगाते विद्यार्थी',
  schoolTime: 'आपके स्कूल के समय क्षेत्र में (प्रोफ़ाइल पर चुना गया)।',
};

/** The texts every section's picture fields share (a section's own texts are in its page's catalogue). */
export const sectionTextWords = { en, hi } satisfies Catalogues;
