import type { SiteContent } from '@schoolpage/content-contract';
import { collapseWhitespace } from './collapse-whitespace';

/** The longest description search engines show in full. */
export const DESCRIPTION_MAX_LENGTH = 160;

const ELLIPSIS = '…';

/**
 * A text cut to at most `maxLength` characters (code points, so no emoji is split): whole words and an
 * ellipsis when something was left out; a single word longer than the limit is cut inside it.
 */
export function cutAtWord(text: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const characters = Array.from(collapseWhitespace(text));
  if (characters.length <= maxLength) return characters.join('');
  const room = characters.slice(0, maxLength - ELLIPSIS.length);
  const wordEnd = characters[room.length] === ' ' ? room.length : room.lastIndexOf(' ');
  const kept = (wordEnd > 0 ? room.slice(0, wordEnd) : room).join('').replace(/[\s,;:.\-–—]+$/, '');
  return `${kept}${ELLIPSIS}`;
}

/**
 * The school's description for search results and link previews: its welcome message, else its first
 * overview entry, else a neutral sentence with its name; whitespace collapsed and at most 160 characters.
 * Empty when the school has not even a name.
 */
export function metaDescription(content: SiteContent): string {
  const written = [content.welcomeMessage?.welcomeMsg, ...(content.overview ?? []).map((item) => item.overviewContent)]
    .map(collapseWhitespace)
    .find(Boolean);
  if (written) return cutAtWord(written);
  const name = collapseWhitespace(content.organizationName);
  return name ? cutAtWord(`The official website of ${name}.`) : '';
}
