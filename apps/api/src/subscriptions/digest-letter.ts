import { PUBLIC_API, SUBSCRIPTION_TOPIC_LABELS, UPDATES_MANAGE_PAGE, sitePath } from '@schoolpage/content-contract';
import { escaped } from '../common/school-card-page';
import type { MailMessage } from '../mail/mailer';
import type { PublishedPost } from './published-posts';
import { richTextMail } from './rich-text-mail';

/** Who a daily digest goes to, what it gathers and from where its links start. */
export interface DigestLetterParts {
  /** The posts, oldest first. */
  posts: readonly PublishedPost[];
  schoolName: string;
  slug: string;
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
 * what they get (as every post's mail has: post-letter.ts).
 */
export function digestLetter({ posts, schoolName, slug, origin, to, token }: DigestLetterParts): MailMessage {
  const manage = `${origin}${sitePath(slug, UPDATES_MANAGE_PAGE)}?token=${encodeURIComponent(token)}`;
  const items = posts.map((post) => ({ kind: SUBSCRIPTION_TOPIC_LABELS[post.topic], title: post.title, line: firstLine(post, origin), page: `${origin}${sitePath(slug, post.page)}` }));
  const text = [
    `Today's updates from ${schoolName}`,
    '',
    ...items.flatMap((item) => [`${item.kind}: ${item.title}`, ...(item.line ? [item.line] : []), item.page, '']),
    '--',
    `You get one e-mail a day from ${schoolName} because you asked for it.`,
    `Change what you get, or stop everything: ${manage}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">',
    `<h1 style="font-size:1.3rem">Today's updates from ${escaped(schoolName)}</h1>`,
    ...items.map(
      (item) =>
        `<h2 style="font-size:1.1rem;margin-bottom:.25rem"><a href="${escaped(item.page)}">${escaped(item.title)}</a></h2>` +
        `<p style="margin-top:0"><span style="color:#374151">${escaped(item.kind)}</span>${item.line ? ` · ${escaped(item.line)}` : ''}</p>`,
    ),
    `<hr><p style="font-size:.9rem;color:#374151">You get one e-mail a day from ${escaped(schoolName)} because you asked for it. `,
    `<a href="${escaped(manage)}">Change what you get, or stop everything</a></p>`,
    '</body></html>',
  ].join('');
  return {
    to,
    fromName: schoolName,
    subject: posts.length === 1 ? `Today at ${schoolName}: ${posts[0].title}` : `Today at ${schoolName}: ${posts.length} updates`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${origin}${PUBLIC_API.unsubscribe}?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
