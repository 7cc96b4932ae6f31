import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'Home',
  offersTitle: 'What We Offer',
  offersIntro:
    'Up to {max} short items your site shows under “What We Offer”, each a title and, if you like, one line of text. Remove them all to hide the section.',
  loading: 'Loading...',
  offersNone: 'No items: What We Offer is hidden on your site.',
  offersItems: 'What We Offer items',
  item: 'Item {number}',
  itemTitle: 'Title',
  itemText: 'Text (optional, one line)',
  removeItem: 'Remove {name}',
  unnamedItem: 'item {number}',
  remove: 'Remove',
  addItem: 'Add item',
  saving: 'Saving...',
  saveOffers: 'Save What We Offer',
  listFull: 'The list is full: remove an item to add another.',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'होम',
  offersTitle: 'हम क्या देते हैं',
  offersIntro:
    'ज़्यादा से ज़्यादा {max} छोटे आइटम, जिन्हें आपकी साइट “हम क्या देते हैं” में दिखाती है: हर एक का शीर्षक और, चाहें तो, एक पंक्ति का पाठ। यह हिस्सा छिपाने के लिए सभी आइटम हटा दें।',
  loading: 'लोड हो रहा है...',
  offersNone: 'कोई आइटम नहीं: आपकी साइट पर “हम क्या देते हैं” छिपा हुआ है।',
  offersItems: '“हम क्या देते हैं” के आइटम',
  item: 'आइटम {number}',
  itemTitle: 'शीर्षक',
  itemText: 'पाठ (वैकल्पिक, एक पंक्ति)',
  removeItem: '{name} हटाएँ',
  unnamedItem: 'आइटम {number}',
  remove: 'हटाएँ',
  addItem: 'आइटम जोड़ें',
  saving: 'सहेजा जा रहा है...',
  saveOffers: '“हम क्या देते हैं” सहेजें',
  listFull: 'सूची भर गई है: नया जोड़ने के लिए कोई आइटम हटाएँ।',
};

/** The Home page's own words (its sections' words are in their configurations). */
export const homeWords = { en, hi } satisfies Catalogues;
