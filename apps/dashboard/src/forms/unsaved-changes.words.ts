import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'Leave without saving?',
  message: 'You have typed something that is not saved yet. If you leave this page, it is lost.',
  leave: 'Leave page',
  stay: 'Stay on this page',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'बिना सहेजे पेज छोड़ें?',
  message: 'आपने कुछ लिखा है जो अभी सहेजा नहीं गया है। यह पेज छोड़ने पर वह खो जाएगा।',
  leave: 'पेज छोड़ें',
  stay: 'इसी पेज पर रहें',
};

/** The question asked before leaving a page with unsaved typing. */
export const unsavedChangesWords = { en, hi } satisfies Catalogues;
