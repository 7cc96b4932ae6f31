import { UPDATES_MANAGE_PAGE, updatesText } from '@schoolpage/content-contract';
import { escaped } from '../common/school-card-page';
import type { MailMessage } from '../mail/mailer';
import { unsubscribeHeaders } from './post-letter';
import type { PublishedPost } from './published-posts';
import { richTextMail } from './rich-text-mail';
import type { UpdatesReading } from './updates-reading';

/** Who a daily digest goes to, in which language, what it gathers and from where its links start. */
export interface DigestLetterParts {
  /** The posts, oldest first. */
  posts: readonly PublishedPost[];
  /** The subscriber's language: the digest's fixed words, the school's name and the pages' addresses in it. */
  reading: UpdatesReading;
  /** PUBLIC_ORIGIN (mail-links.ts). */
  origin: string;
  to: string;
  /** The subscriber's own token (SubscriberTokens). */
  token: string;
}

/** A post's first line: its summary or words, else the first line of its body. */
const firstLine = (post: PublishedPost, origin: string) =>
  (post.text && post.text !== post.title ? post.text : richTextMail(post.body, origin).text)
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/**
 * The daily digest of one subscriber: each post of the day with its kind, title, first line and page's address, under
 * the school's name, as plain text and HTML, with the one-click unsubscribe headers (RFC 8058) and the link to change
 * what they get (as every post's mail has: post-letter.ts), its own words in the subscriber's language.
 */
export function digestLetter({ posts, reading, origin, to, token }: DigestLetterParts): MailMessage {
  const { words, schoolName } = reading;
  const school = { school: schoolName };
  const manage = `${origin}${reading.pathOf(UPDATES_MANAGE_PAGE)}?token=${encodeURIComponent(token)}`;
  const items = posts.map((post) => ({ kind: words[post.topic], title: post.title, line: firstLine(post, origin), page: `${origin}${reading.pathOf(post.page)}` }));
  const heading = updatesText(words, 'digestHeading', school);
  const why = updatesText(words, 'digestWhy', school);
  const text = [
    heading,
    '',
    ...items.flatMap((item) => [`${item.kind}: ${item.title}`, ...(item.line ? [item.line] : []), item.page, '']),
    '--',
    why,
    `${words.changeOrStop}: ${manage}`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${escaped(reading.language)}"${reading.dir === 'rtl' ? ' dir="rtl"' : ''}><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">`,
    `<h1 style="font-size:1.3rem">${escaped(heading)}</h1>`,
    ...items.map(
      (item) =>
        `<h2 style="font-size:1.1rem;margin-bottom:.25rem"><a href="${escaped(item.page)}">${escaped(item.title)}</a></h2>` +
        `<p style="margin-top:0"><span style="color:#374151">${escaped(item.kind)}</span>${item.line ? ` · ${escaped(item.line)}` : ''}</p>`,
    ),
    `<hr><p style="font-size:.9rem;color:#374151">${escaped(why)} `,
    `<a href="${escaped(manage)}">${escaped(words.changeOrStop)}</a></p>`,
    '</body></html>',
  ].join('');
  const subject = posts.length === 1 ? updatesText(words, 'digestSubjectOne', { ...school, title: posts[0].title }) : updatesText(words, 'digestSubjectMany', { ...school, count: posts.length });
  return { to, fromName: schoolName, subject, text, html, headers: unsubscribeHeaders(origin, token) };
}
