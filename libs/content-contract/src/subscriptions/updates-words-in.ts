import { UPDATES_WORDS_EN, type UpdatesWords } from './updates-words';
import bn from './updates-words/bn.json';
import gu from './updates-words/gu.json';
import hi from './updates-words/hi.json';
import kn from './updates-words/kn.json';
import ml from './updates-words/ml.json';
import mr from './updates-words/mr.json';
import or from './updates-words/or.json';
import pa from './updates-words/pa.json';
import ta from './updates-words/ta.json';
import te from './updates-words/te.json';
import ur from './updates-words/ur.json';

/** Every language's words of the updates pages, mails and notifications. */
export const UPDATES_WORDS: Readonly<Record<string, Partial<UpdatesWords>>> = { en: UPDATES_WORDS_EN, hi, bn, mr, te, ta, gu, ur, kn, ml, or, pa };

/** The words in `language`, each one it lacks in English. */
export function updatesWordsIn(language: string): UpdatesWords {
  return { ...UPDATES_WORDS_EN, ...UPDATES_WORDS[language] };
}
