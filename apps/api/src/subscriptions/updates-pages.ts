import {
  PUBLIC_API,
  SUBSCRIPTION_DELIVERIES,
  SUBSCRIPTION_DELIVERY_LABELS,
  PUSH_PAGE_TEXT,
  PUSH_SUBSCRIPTIONS_API,
  SITE_MANIFEST_FILE,
  UPDATES_SCRIPT_FILE,
  SUBSCRIPTION_HONEYPOT_FIELD,
  SUBSCRIPTION_TOKEN_FIELD,
  SUBSCRIPTION_TOPICS,
  SUBSCRIPTION_TOPIC_LABELS,
  subscriptionConsentText,
  type SubscriptionDelivery,
  type SubscriptionTopic,
} from '@schoolpage/content-contract';
import { escaped, schoolCardPage, type CardPageSchool } from '../common/school-card-page';

/** What the updates form page needs to offer notifications: the platform's VAPID public key and its script's hash. */
export interface PushOffer {
  vapidPublicKey: string;
  /** `sha384-…` of the page's script (UPDATES_SCRIPT_FILE), its `integrity`. */
  scriptHash: string;
}

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

/** When to get the updates: each at once (the default) or in one mail a day; alerts always at once. */
const deliveryChoice = (chosen: SubscriptionDelivery) =>
  `<fieldset><legend>When should we send them?</legend>${SUBSCRIPTION_DELIVERIES.map(
    (delivery) => `<label><input type="radio" name="delivery" value="${delivery}"${delivery === chosen ? ' checked' : ''}> ${escaped(SUBSCRIPTION_DELIVERY_LABELS[delivery])}</label>`,
  ).join('')}</fieldset>`;
/** Every updates page names the school's web app manifest (the page an iPhone adds to its Home Screen from). */
const schoolPage = (parts: Parameters<typeof schoolCardPage>[0] & { school: UpdatesSchool }) =>
  schoolCardPage({ ...parts, head: `<link rel="manifest" href="${escaped(`${parts.school.homePath}/${SITE_MANIFEST_FILE}`)}">${parts.head ?? ''}` });

/**
 * The form page's notifications part: a button the page's script shows where the browser offers push (nothing is
 * asked before a tap), a line that says what happened, and how to add the site to an iPhone's Home Screen (visible
 * without script; opened by the script where push is not offered).
 */
function pushPart(school: UpdatesSchool, offer: PushOffer): string {
  const words = Object.entries({ get: PUSH_PAGE_TEXT.button, stop: PUSH_PAGE_TEXT.stop, asking: PUSH_PAGE_TEXT.asking, denied: PUSH_PAGE_TEXT.denied, failed: PUSH_PAGE_TEXT.failed, 'not-offered': PUSH_PAGE_TEXT.notOffered })
    .map(([name, text]) => ` data-text-${name}="${escaped(text)}"`)
    .join('');
  return [
    '<h2 id="push-heading">' + escaped(PUSH_PAGE_TEXT.heading) + '</h2>',
    `<section data-push aria-labelledby="push-heading" data-organization-id="${escaped(school.organizationId)}" data-vapid-key="${escaped(offer.vapidPublicKey)}" data-api="${PUSH_SUBSCRIPTIONS_API}"${words}>`,
    `<p>${escaped(PUSH_PAGE_TEXT.intro)}</p>`,
    '<div aria-live="polite"><p class="note" data-push-status hidden></p></div>',
    `<button type="button" data-push-button hidden>${escaped(PUSH_PAGE_TEXT.button)}</button>`,
    `<details data-push-help><summary>${escaped(PUSH_PAGE_TEXT.homeScreenSummary)}</summary><p class="note">${escaped(PUSH_PAGE_TEXT.homeScreen)}</p></details>`,
    '</section>',
  ].join('');
}

/**
 * `/s/<slug>/updates`: the form to get the school's updates by e-mail, working without script (a plain form POST):
 * the address, the topics (all ticked), when to get them (at once, or a daily digest), the hidden field and the form's signed token (spam protections as the
 * enquiry form's), and the words the parent agrees to.
 */
export function updatesFormPage(school: UpdatesSchool, formToken: string, push: PushOffer): string {
  const body = [
    `<p>Get ${escaped(school.name)}’s news, circulars, events and alerts by e-mail, as soon as they are published or once a day.</p>`,
    `<form method="post" action="${PUBLIC_API.subscriptions}">`,
    `<input type="hidden" name="organizationId" value="${escaped(school.organizationId)}">`,
    `<input type="hidden" name="${SUBSCRIPTION_TOKEN_FIELD}" value="${escaped(formToken)}">`,
    `<div class="hidden-field" aria-hidden="true"><label for="updates-website">Leave this empty</label><input id="updates-website" name="${SUBSCRIPTION_HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`,
    '<label for="updates-email">Your e-mail address</label>',
    '<input id="updates-email" type="email" name="email" required autocomplete="email" inputmode="email" maxlength="254">',
    `<fieldset><legend>What should we send you?</legend>${topicBoxes(SUBSCRIPTION_TOPICS)}</fieldset>`,
    deliveryChoice('instant'),
    `<p class="note">${escaped(subscriptionConsentText(school.name))}</p>`,
    '<button type="submit">Get updates</button>',
    '</form>',
    pushPart(school, push),
    '<h2>Already getting updates?</h2>',
    '<p class="note">Every e-mail we send has a link to change what you get or to stop it, in one click, without signing in.</p>',
  ].join('');
  // The page's one script, by a relative address: `/s/<slug>/updates/push.js`, or `/updates/push.js` at the school's own domain.
  const script = `<script src="${UPDATES_SCRIPT_FILE}" integrity="${escaped(push.scriptHash)}" defer></script>`;
  // The page's buttons are shown as blocks: the notifications button stays out of sight until the script shows it.
  const hiddenButton = '<style>[data-push-button][hidden]{display:none}</style>';
  return schoolPage({ language: 'en', title: 'Get updates', school, body, head: hiddenButton + script });
}

/** `/s/<slug>/updates/sent`: where the sent form leads (the same words whether or not the address was known). */
export function updatesSentPage(school: UpdatesSchool, message: string): string {
  return schoolPage({
    language: 'en',
    title: 'Check your e-mail',
    school,
    body: `<p role="status">${escaped(message)}</p><p><a class="back" href="${escaped(school.homePath)}">Back to ${escaped(school.name)}</a></p>`,
  });
}

/** A page that says one thing (a confirmation, a link that does not work) with a way on. */
export function updatesNoticePage(school: UpdatesSchool, { title, message, problem = false, link }: { title: string; message: string; problem?: boolean; link: { href: string; text: string } }): string {
  return schoolPage({
    language: 'en',
    title,
    school,
    body: `<p role="${problem ? 'alert' : 'status'}">${escaped(message)}</p><p><a class="back" href="${escaped(link.href)}">${escaped(link.text)}</a></p>`,
  });
}

/**
 * `/s/<slug>/updates/manage?token=…` (every mail links to it): the subscriber's topics and when to get them to change, and a button
 * that stops everything; with `topic`, first a button that stops that topic alone. Plain forms: no script.
 */
export function updatesManagePage(
  school: UpdatesSchool,
  { token, topics, delivery = 'instant', topic, note }: { token: string; topics: readonly SubscriptionTopic[]; delivery?: SubscriptionDelivery; topic?: SubscriptionTopic; note?: string },
): string {
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
    deliveryChoice(delivery),
    '<button type="submit">Save my choice</button>',
    '</form>',
    `<h2>Stop everything</h2><form method="post" action="${escaped(withToken(PUBLIC_API.unsubscribe))}"><button class="quiet" type="submit">Stop all updates</button></form>`,
  ].join('');
  return schoolPage({ language: 'en', title: 'Your updates', school, body });
}
