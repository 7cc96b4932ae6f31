/** Spec §2: list previews show the first 7 words of a text. */
export const PREVIEW_WORDS = 7;

/** The overview preview adds an ellipsis only when the text has more than this many words. */
export const OVERVIEW_ELLIPSIS_ABOVE = 15;

function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** The first `count` words of `text`, without any ellipsis. */
export function truncateWords(text: string, count: number = PREVIEW_WORDS): string {
  return wordsOf(text).slice(0, count).join(' ');
}

/** Overview preview: the first 7 words, plus "..." only above 15 words. */
export function overviewPreview(text: string): string {
  const words = wordsOf(text);
  const head = words.slice(0, PREVIEW_WORDS).join(' ');
  return words.length > OVERVIEW_ELLIPSIS_ABOVE ? `${head}...` : head;
}
