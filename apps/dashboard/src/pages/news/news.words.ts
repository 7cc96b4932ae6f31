import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'News',
  noun: 'story',
  text: 'Story',
  summary: 'Summary',
  cover: 'Cover picture (optional)',
  coverAlt: 'Cover description (alt text)',
  pinned: 'Pin to the top of the news',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'समाचार',
  noun: 'समाचार',
  text: 'समाचार का पाठ',
  summary: 'सारांश',
  cover: 'कवर चित्र (वैकल्पिक)',
  coverAlt: 'कवर का विवरण (alt text)',
  pinned: 'समाचार में सबसे ऊपर पिन करें',
};

/** The News screen's words (`noun` is what the list calls one story). */
export const newsWords = { en, hi } satisfies Catalogues;
