export type { Catalogue, Catalogues, Message, MessageValues } from './catalogue';
export { makeWords } from './make-words';
export { needsFormatter, plainText, simpleMessage, wordsOf, type CompileMessage, type Words } from './words-of';
export { missingMessages } from './missing-messages';
export { LanguageProvider, useLanguage, useWords } from './language-context';
