import { PUBLIC_API, UPDATES_MANAGE_PAGE, updatesText } from '@schoolpage/content-contract';
import { escaped } from '../common/school-card-page';
import type { MailMessage } from '../mail/mailer';
import type { PublishedPost } from './published-posts';
import { richTextMail } from './rich-text-mail';
import { topicInSentence, type UpdatesReading } from './updates-reading';

/** Who a post goes to, in which language, and from where its links start. */
export interface PostLetterParts {
  post: PublishedPost;
  /** The subscriber's language: the letter's fixed words, the school's name and the pages' addresses in it. */
  reading: UpdatesReading;
  /** PUBLIC_ORIGIN (mail-links.ts). */
  origin: string;
  to: string;
  /** The subscriber's own token (SubscriberTokens). */
  token: string;
}

/** The ways to stop of every letter: the one-click unsubscribe headers (RFC 8058). */
export const unsubscribeHeaders = (origin: string, token: string) => ({
  'List-Unsubscribe': `<${origin}${PUBLIC_API.unsubscribe}?token=${encodeURIComponent(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * The mail of one post to one subscriber: sent under the school's name, its words as plain text and HTML, its page's
 * address, and the ways to stop: one-click unsubscribe headers (RFC 8058: `List-Unsubscribe` with the POST address,
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`) and links to stop this topic or change everything. The post is
 * as the school wrote it; the letter's own words, and the pages it links to, are in the subscriber's language.
 */
export function postLetter({ post, reading, origin, to, token }: PostLetterParts): MailMessage {
  const { words, schoolName } = reading;
  const page = `${origin}${reading.pathOf(post.page)}`;
  const manage = (extra = '') => `${origin}${reading.pathOf(UPDATES_MANAGE_PAGE)}?token=${encodeURIComponent(token)}${extra}`;
  const stopTopic = manage(`&topic=${post.topic}`);
  const topicName = topicInSentence(reading, post.topic);
  const why = updatesText(words, 'whyPost', { topic: topicName, school: schoolName });
  const stop = updatesText(words, 'stopTopicMail', { topic: topicName });
  const body = richTextMail(post.body, origin);
  const file = post.fileUrl ? `${origin}${post.fileUrl.startsWith('/') ? '' : '/'}${post.fileUrl}` : undefined;
  const text = [
    post.title,
    '',
    ...(post.text && post.text !== post.title ? [post.text, ''] : []),
    ...(body.text ? [body.text, ''] : []),
    ...(file ? [`${words.openFile}: ${file}`, ''] : []),
    `${words.readOnSite}: ${page}`,
    '',
    '--',
    why,
    `${stop}: ${stopTopic}`,
    `${words.changeOrStop}: ${manage()}`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${escaped(reading.language)}"${reading.dir === 'rtl' ? ' dir="rtl"' : ''}><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">`,
    `<h1 style="font-size:1.3rem">${escaped(post.title)}</h1>`,
    post.text && post.text !== post.title ? `<p>${escaped(post.text)}</p>` : '',
    body.html,
    file ? `<p><a href="${escaped(file)}">${escaped(words.openFile)}</a></p>` : '',
    `<p><a href="${escaped(page)}">${escaped(words.readOnSite)}</a></p>`,
    `<hr><p style="font-size:.9rem;color:#374151">${escaped(why)} `,
    `<a href="${escaped(stopTopic)}">${escaped(stop)}</a> · <a href="${escaped(manage())}">${escaped(words.changeOrStop)}</a></p>`,
    '</body></html>',
  ].join('');
  const subject = post.topic === 'alerts' ? updatesText(words, 'alert', { title: post.title }) : post.title;
  return { to, fromName: schoolName, subject, text, html, headers: unsubscribeHeaders(origin, token) };
}
