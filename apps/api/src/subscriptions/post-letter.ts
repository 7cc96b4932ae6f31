import { PUBLIC_API, SUBSCRIPTION_TOPIC_LABELS, UPDATES_MANAGE_PAGE, sitePath } from '@schoolpage/content-contract';
import { escaped } from '../common/school-card-page';
import type { MailMessage } from '../mail/mailer';
import type { PublishedPost } from './published-posts';
import { richTextMail } from './rich-text-mail';

/** Who a post goes to and from where its links start. */
export interface PostLetterParts {
  post: PublishedPost;
  schoolName: string;
  slug: string;
  /** PUBLIC_ORIGIN (mail-links.ts). */
  origin: string;
  to: string;
  /** The subscriber's own token (SubscriberTokens). */
  token: string;
}

/**
 * The mail of one post to one subscriber: sent under the school's name, its words as plain text and HTML, its page's
 * address, and the ways to stop: one-click unsubscribe headers (RFC 8058: `List-Unsubscribe` with the POST address,
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`) and links to stop this topic or change everything.
 */
export function postLetter({ post, schoolName, slug, origin, to, token }: PostLetterParts): MailMessage {
  const page = `${origin}${sitePath(slug, post.page)}`;
  const manage = (extra = '') => `${origin}${sitePath(slug, UPDATES_MANAGE_PAGE)}?token=${encodeURIComponent(token)}${extra}`;
  const stopTopic = manage(`&topic=${post.topic}`);
  const topicName = SUBSCRIPTION_TOPIC_LABELS[post.topic].toLowerCase();
  const body = richTextMail(post.body, origin);
  const file = post.fileUrl ? `${origin}${post.fileUrl.startsWith('/') ? '' : '/'}${post.fileUrl}` : undefined;
  const text = [
    post.title,
    '',
    ...(post.text && post.text !== post.title ? [post.text, ''] : []),
    ...(body.text ? [body.text, ''] : []),
    ...(file ? [`Open the file: ${file}`, ''] : []),
    `Read it on the school's site: ${page}`,
    '',
    '--',
    `You get ${topicName} from ${schoolName} because you asked for them.`,
    `Stop ${topicName}: ${stopTopic}`,
    `Change what you get, or stop everything: ${manage()}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">',
    `<h1 style="font-size:1.3rem">${escaped(post.title)}</h1>`,
    post.text && post.text !== post.title ? `<p>${escaped(post.text)}</p>` : '',
    body.html,
    file ? `<p><a href="${escaped(file)}">Open the file</a></p>` : '',
    `<p><a href="${escaped(page)}">Read it on the school's site</a></p>`,
    `<hr><p style="font-size:.9rem;color:#374151">You get ${escaped(topicName)} from ${escaped(schoolName)} because you asked for them. `,
    `<a href="${escaped(stopTopic)}">Stop ${escaped(topicName)}</a> · <a href="${escaped(manage())}">Change what you get, or stop everything</a></p>`,
    '</body></html>',
  ].join('');
  const subject = post.topic === 'alerts' ? `Alert: ${post.title}` : post.title;
  return {
    to,
    fromName: schoolName,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${origin}${PUBLIC_API.unsubscribe}?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
