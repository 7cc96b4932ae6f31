import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'Pages',
  noun: 'page',
  text: 'Page text',
  address: 'Page address (optional)',
  addressHint: 'Lowercase words joined by hyphens, e.g. fee-structure. Empty: made from the title.',
  showInMenu: 'Show in the site menu',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'पेज',
  noun: 'पेज',
  text: 'पेज का पाठ',
  address: 'पेज का पता (वैकल्पिक)',
  addressHint: 'हाइफ़न से जुड़े छोटे अंग्रेज़ी अक्षरों के शब्द, उदा. fee-structure। खाली: शीर्षक से बनाया जाएगा।',
  showInMenu: 'साइट के मेन्यू में दिखाएँ',
};

/** The Pages screen's words (`noun` is what the list calls one page). */
export const ownPagesWords = { en, hi } satisfies Catalogues;
