import { sitePath } from '@schoolpage/content-contract';
import type { PublishedPost } from './published-posts';
import { richTextMail } from './rich-text-mail';

/** What a push notification of a post carries (JSON, encrypted for the browser): the site's service worker shows it. */
export interface PushNotice {
  title: string;
  /** The post's first line. */
  body: string;
  /** The post's page: opened when the notification is clicked. */
  url: string;
  /** One notification per post: a repeat replaces it rather than adding another. */
  tag: string;
}

/** The longest first line a notification carries (the platforms cut theirs shorter). */
const LONGEST_LINE = 200;

/** The first line of words of a post: its summary or message, else its body's first paragraph. */
function firstLine(post: PublishedPost, origin: string): string {
  const words = post.text && post.text !== post.title ? post.text : richTextMail(post.body, origin).text;
  const line = words.split('\n').map((part) => part.trim()).find(Boolean) ?? '';
  return line.length > LONGEST_LINE ? `${line.slice(0, LONGEST_LINE - 1)}…` : line;
}

/** The notification of one post: its title, first line and page's address. */
export function pushNotice(post: PublishedPost, { slug, origin }: { slug: string; origin: string }): PushNotice {
  return {
    title: post.topic === 'alerts' ? `Alert: ${post.title}` : post.title,
    body: firstLine(post, origin),
    url: `${origin}${sitePath(slug, post.page)}`,
    tag: `${post.topic}:${post.itemId}`,
  };
}
