import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'Your colour and heading typeface',
  loading: 'Loading your colour...',
  templateColours: "Your site shows its template's own colours until you save one here.",
  oneColour: 'Your site takes its colours from this one colour, always keeping text easy to read.',
  brandColour: 'Brand colour',
  colourCode: 'Colour code',
  forExample: 'For example #1d4ed8.',
  headingTypeface: 'Heading typeface',
  saving: 'Saving...',
  save: 'Save colour and typeface',
  livePreview: 'Live preview',
  sampleHeading: 'Welcome to our school',
  sampleText: 'Admissions for the new year are open.',
  sampleLink: 'Read the notice',
  sampleButton: 'Apply now',
  textOnColour: 'Text on your colour: {ratio} ({shade, select, black {black} other {white}} text, chosen for you)',
  linksOnWhite: 'Links and headings on white: {ratio}',
  wcag: 'WCAG AA asks for at least 4.5:1; your site always keeps it.',
  /** Each of HEADING_FONTS by its id: the typeface's own name, and what it is like. */
  'font:template': "The template's own",
  'font:merriweather': 'Merriweather (sturdy serif)',
  'font:playfair-display': 'Playfair Display (elegant serif)',
  'font:lora': 'Lora (friendly serif)',
  'font:montserrat': 'Montserrat (modern sans-serif)',
  'font:poppins': 'Poppins (rounded sans-serif)',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'आपका रंग और शीर्षक का टाइपफ़ेस',
  loading: 'आपका रंग लोड हो रहा है...',
  templateColours: 'जब तक आप यहाँ कोई रंग नहीं सहेजते, आपकी साइट अपने टेम्पलेट के रंग दिखाती है।',
  oneColour: 'आपकी साइट अपने सारे रंग इसी एक रंग से लेती है, और पाठ को हमेशा आसानी से पढ़ने लायक रखती है।',
  brandColour: 'ब्रांड का रंग',
  colourCode: 'रंग का कोड',
  forExample: 'जैसे #1d4ed8।',
  headingTypeface: 'शीर्षक का टाइपफ़ेस',
  saving: 'सहेजा जा रहा है...',
  save: 'रंग और टाइपफ़ेस सहेजें',
  livePreview: 'सीधा पूर्वावलोकन',
  sampleHeading: 'हमारे स्कूल में आपका स्वागत है',
  sampleText: 'नए सत्र के लिए प्रवेश शुरू हो गए हैं।',
  sampleLink: 'सूचना पढ़ें',
  sampleButton: 'आवेदन करें',
  textOnColour: 'आपके रंग पर पाठ: {ratio} ({shade, select, black {काला} other {सफ़ेद}} पाठ, आपके लिए चुना गया)',
  linksOnWhite: 'सफ़ेद पर लिंक और शीर्षक: {ratio}',
  wcag: 'WCAG AA कम से कम 4.5:1 माँगता है; आपकी साइट इसे हमेशा बनाए रखती है।',
  'font:template': 'टेम्पलेट का अपना',
  'font:merriweather': 'Merriweather (मज़बूत सेरिफ़)',
  'font:playfair-display': 'Playfair Display (सुरुचिपूर्ण सेरिफ़)',
  'font:lora': 'Lora (सहज सेरिफ़)',
  'font:montserrat': 'Montserrat (आधुनिक सैन्स-सेरिफ़)',
  'font:poppins': 'Poppins (गोल सैन्स-सेरिफ़)',
};

/** The brand colour and heading typeface of the Templates page, with its live preview. */
export const brandWords = { en, hi } satisfies Catalogues;
