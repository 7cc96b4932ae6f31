import { FILE_RULES, type UploadKind } from '@schoolpage/content-contract';
import type { Words } from '@schoolpage/words';
import type { sectionsWords } from './sections.words';

const MB = 1024 * 1024;

/**
 * "JPEG, PNG, WebP or GIF up to 25 MB" (", or PDF up to 10 MB" where both are taken) in the reader's language; in
 * English exactly the contract's `uploadLimitText`.
 */
export function uploadLimitIn(words: Words<keyof (typeof sectionsWords)['en']>, kind: UploadKind): string {
  const rules = kind === 'imageOrPdf' ? [FILE_RULES.image, FILE_RULES.pdf] : [FILE_RULES[kind]];
  const or = words.t('or');
  return rules
    .map((rule) =>
      words.t('uploadLimit', {
        types: rule.words.replace(/ or /g, ` ${or} `),
        size: words.number(Number(((rule.chosenMaxBytes ?? rule.maxBytes) / MB).toFixed(1))),
      }),
    )
    .join(`, ${or} `);
}
