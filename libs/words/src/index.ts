export type { Catalogue, Catalogues, Message, MessageValues } from './catalogue';
export { makeWords, plainText, type Words } from './make-words';
export { missingMessages } from './missing-messages';
export { LanguageProvider, useLanguage, useWords } from './language-context';
