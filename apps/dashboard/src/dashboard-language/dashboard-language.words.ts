import type { Catalogues } from '@schoolpage/words';

const en = {
  label: 'Dashboard language',
  saveFailed: 'Your dashboard language could not be saved: {message}',
} as const;

const hi: Record<keyof typeof en, string> = {
  label: 'डैशबोर्ड की भाषा',
  saveFailed: 'आपकी डैशबोर्ड की भाषा सहेजी नहीं जा सकी: {message}',
};

export const dashboardLanguageWords = { en, hi } satisfies Catalogues;
