import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'Visible',
  dropHint: 'Add several pictures at once: choose them, or drop them here.',
  galleryImages: 'Gallery images (several at once)',
  uploads: 'Picture uploads',
  waiting: '“{name}”: waiting…',
  added: '“{name}” added.',
  notAdded: '“{name}” not added: {reason}',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'दिखने वाला',
  dropHint: 'एक साथ कई चित्र जोड़ें: उन्हें चुनें, या यहाँ छोड़ें।',
  galleryImages: 'गैलरी के चित्र (एक साथ कई)',
  uploads: 'चित्रों के अपलोड',
  waiting: '“{name}”: प्रतीक्षा में…',
  added: '“{name}” जोड़ा गया।',
  notAdded: '“{name}” नहीं जोड़ा गया: {reason}',
};

/** The Visible page's own words (slider, gallery and activities are section configurations). */
export const visibleWords = { en, hi } satisfies Catalogues;
