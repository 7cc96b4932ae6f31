import { updatesText } from '@schoolpage/content-contract';
import type { PublishedPost } from './published-posts';
import { richTextMail } from './rich-text-mail';
import type { UpdatesReading } from './updates-reading';

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

/** The notification of one post: its title (an alert's marked so in the browser's language), first line and page's address in it. */
export function pushNotice(post: PublishedPost, { reading, origin }: { reading: UpdatesReading; origin: string }): PushNotice {
  return {
    title: post.topic === 'alerts' ? updatesText(reading.words, 'alert', { title: post.title }) : post.title,
    body: firstLine(post, origin),
    url: `${origin}${reading.pathOf(post.page)}`,
    tag: `${post.topic}:${post.itemId}`,
  };
}
