/** Spec §2: list previews show the first 7 words of a text. */
export const PREVIEW_WORDS = 7;

/** The overview preview adds an ellipsis only when the text has more than this many words. */
export const OVERVIEW_ELLIPSIS_ABOVE = 15;

/** The words of a text (none when an item stored before a field existed lacks it). */
function wordsOf(text: string | undefined): string[] {
  return (text ?? '').trim().split(/\s+/).filter(Boolean);
}

/** The first `count` words of `text`, without any ellipsis. */
export function truncateWords(text: string | undefined, count: number = PREVIEW_WORDS): string {
  return wordsOf(text).slice(0, count).join(' ');
}

/** Overview preview: the first 7 words, plus "..." only above 15 words. */
export function overviewPreview(text: string | undefined): string {
  const words = wordsOf(text);
  const head = words.slice(0, PREVIEW_WORDS).join(' ');
  return words.length > OVERVIEW_ELLIPSIS_ABOVE ? `${head}...` : head;
}
