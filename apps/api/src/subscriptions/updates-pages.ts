import {
  PUBLIC_API,
  SUBSCRIPTION_HONEYPOT_FIELD,
  SUBSCRIPTION_TOKEN_FIELD,
  SUBSCRIPTION_TOPICS,
  SUBSCRIPTION_TOPIC_LABELS,
  subscriptionConsentText,
  type SubscriptionTopic,
} from '@schoolpage/content-contract';
import { escaped, schoolCardPage, type CardPageSchool } from '../common/school-card-page';

/** The school an updates page belongs to: its id, name (with its home page) and colour. */
export interface UpdatesSchool extends CardPageSchool {
  organizationId: string;
  /** `/s/<slug>`. */
  homePath: string;
}

const topicBoxes = (checked: readonly SubscriptionTopic[]) =>
  SUBSCRIPTION_TOPICS.map(
    (topic) => `<label><input type="checkbox" name="topics" value="${topic}"${checked.includes(topic) ? ' checked' : ''}> ${escaped(SUBSCRIPTION_TOPIC_LABELS[topic])}</label>`,
  ).join('');

/**
 * `/s/<slug>/updates`: the form to get the school's updates by e-mail, working without script (a plain form POST):
 * the address, the topics (all ticked), the hidden field and the form's signed token (spam protections as the
 * enquiry form's), and the words the parent agrees to.
 */
export function updatesFormPage(school: UpdatesSchool, formToken: string): string {
  const body = [
    `<p>Get ${escaped(school.name)}’s news, circulars, events and alerts by e-mail as soon as they are published.</p>`,
    `<form method="post" action="${PUBLIC_API.subscriptions}">`,
    `<input type="hidden" name="organizationId" value="${escaped(school.organizationId)}">`,
    `<input type="hidden" name="${SUBSCRIPTION_TOKEN_FIELD}" value="${escaped(formToken)}">`,
    `<div class="hidden-field" aria-hidden="true"><label for="updates-website">Leave this empty</label><input id="updates-website" name="${SUBSCRIPTION_HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`,
    '<label for="updates-email">Your e-mail address</label>',
    '<input id="updates-email" type="email" name="email" required autocomplete="email" inputmode="email" maxlength="254">',
    `<fieldset><legend>What should we send you?</legend>${topicBoxes(SUBSCRIPTION_TOPICS)}</fieldset>`,
    `<p class="note">${escaped(subscriptionConsentText(school.name))}</p>`,
    '<button type="submit">Get updates</button>',
    '</form>',
    '<h2>Already getting updates?</h2>',
    '<p class="note">Every e-mail we send has a link to change what you get or to stop it, in one click, without signing in.</p>',
  ].join('');
  return schoolCardPage({ language: 'en', title: 'Get updates', school, body });
}

/** `/s/<slug>/updates/sent`: where the sent form leads (the same words whether or not the address was known). */
export function updatesSentPage(school: UpdatesSchool, message: string): string {
  return schoolCardPage({
    language: 'en',
    title: 'Check your e-mail',
    school,
    body: `<p role="status">${escaped(message)}</p><p><a class="back" href="${escaped(school.homePath)}">Back to ${escaped(school.name)}</a></p>`,
  });
}

/** A page that says one thing (a confirmation, a link that does not work) with a way on. */
export function updatesNoticePage(school: UpdatesSchool, { title, message, problem = false, link }: { title: string; message: string; problem?: boolean; link: { href: string; text: string } }): string {
  return schoolCardPage({
    language: 'en',
    title,
    school,
    body: `<p role="${problem ? 'alert' : 'status'}">${escaped(message)}</p><p><a class="back" href="${escaped(link.href)}">${escaped(link.text)}</a></p>`,
  });
}

/**
 * `/s/<slug>/updates/manage?token=…` (every mail links to it): the subscriber's topics to change, and a button
 * that stops everything; with `topic`, first a button that stops that topic alone. Plain forms: no script.
 */
export function updatesManagePage(school: UpdatesSchool, { token, topics, topic, note }: { token: string; topics: readonly SubscriptionTopic[]; topic?: SubscriptionTopic; note?: string }): string {
  const withToken = (path: string, extra = '') => `${path}?token=${encodeURIComponent(token)}${extra}`;
  const stopOne =
    topic && topics.includes(topic)
      ? `<form method="post" action="${escaped(withToken(PUBLIC_API.unsubscribe, `&topic=${topic}`))}"><button type="submit">Stop ${escaped(SUBSCRIPTION_TOPIC_LABELS[topic].toLowerCase())} updates</button></form>`
      : '';
  const body = [
    note ? `<p role="status">${escaped(note)}</p>` : '',
    stopOne,
    `<form method="post" action="${escaped(withToken(PUBLIC_API.subscriptionTopics))}">`,
    `<fieldset><legend>What should we send you?</legend>${topicBoxes(topics)}</fieldset>`,
    '<button type="submit">Save my choice</button>',
    '</form>',
    `<h2>Stop everything</h2><form method="post" action="${escaped(withToken(PUBLIC_API.unsubscribe))}"><button class="quiet" type="submit">Stop all updates</button></form>`,
  ].join('');
  return schoolCardPage({ language: 'en', title: 'Your updates', school, body });
}
