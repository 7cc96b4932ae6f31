import {
  PUBLIC_API,
  SUBSCRIPTION_DELIVERIES,
  PUSH_SUBSCRIPTIONS_API,
  SITE_MANIFEST_FILE,
  UPDATES_SCRIPT_FILE,
  SUBSCRIPTION_HONEYPOT_FIELD,
  SUBSCRIPTION_LANGUAGE_FIELD,
  SUBSCRIPTION_TOKEN_FIELD,
  SUBSCRIPTION_TOPICS,
  updatesText,
  type SubscriptionDelivery,
  type SubscriptionTopic,
  type UpdatesWords,
} from '@schoolpage/content-contract';
import { escaped, schoolCardPage, type CardPageSchool } from '../common/school-card-page';
import { topicInSentence, type UpdatesReading } from './updates-reading';

/** What the updates form page needs to offer notifications: the platform's VAPID public key and its script's hash. */
export interface PushOffer {
  vapidPublicKey: string;
  /** `sha384-…` of the page's script (UPDATES_SCRIPT_FILE), its `integrity`. */
  scriptHash: string;
}

/**
 * The school an updates page belongs to, as the page shows it: its id, name (with its home page) and colour, in the
 * page's language (`reading`: its words, the school's name and the site's pages in it).
 */
export interface UpdatesSchool extends CardPageSchool {
  organizationId: string;
  /** `/s/<slug>` in the site's default language, `/s/<slug>/<lang>` in another. */
  homePath: string;
  /** `/s/<slug>`: where the site's own files are (its web app manifest), whatever the language. */
  siteRoot: string;
  reading: UpdatesReading;
}

const topicBoxes = (words: UpdatesWords, checked: readonly SubscriptionTopic[]) =>
  SUBSCRIPTION_TOPICS.map(
    (topic) => `<label><input type="checkbox" name="topics" value="${topic}"${checked.includes(topic) ? ' checked' : ''}> ${escaped(words[topic])}</label>`,
  ).join('');

/** When to get the updates: each at once (the default) or in one mail a day; alerts always at once. */
const deliveryChoice = (words: UpdatesWords, chosen: SubscriptionDelivery) =>
  `<fieldset><legend>${escaped(words.whenToSend)}</legend>${SUBSCRIPTION_DELIVERIES.map(
    (delivery) => `<label><input type="radio" name="delivery" value="${delivery}"${delivery === chosen ? ' checked' : ''}> ${escaped(words[delivery])}</label>`,
  ).join('')}</fieldset>`;

/** Every updates page is in its language (and direction) and names the school's web app manifest (the page an iPhone adds to its Home Screen from). */
const schoolPage = ({ school, ...parts }: Omit<Parameters<typeof schoolCardPage>[0], 'language' | 'dir'> & { school: UpdatesSchool }) =>
  schoolCardPage({
    ...parts,
    school,
    language: school.reading.language,
    ...(school.reading.dir === 'rtl' ? { dir: 'rtl' as const } : {}),
    head: `<link rel="manifest" href="${escaped(`${school.siteRoot}/${SITE_MANIFEST_FILE}`)}">${parts.head ?? ''}`,
  });

/**
 * The form page's notifications part: a button the page's script shows where the browser offers push (nothing is
 * asked before a tap), a line that says what happened, and how to add the site to an iPhone's Home Screen (visible
 * without script; opened by the script where push is not offered). The script finds the site's root (`data-root`,
 * relative to the page), the page's language, and every word it says, here.
 */
function pushPart(school: UpdatesSchool, offer: PushOffer, root: string): string {
  const { words, language } = school.reading;
  const said = {
    get: words.pushButton,
    stop: words.pushStop,
    asking: words.pushAsking,
    denied: words.pushDenied,
    failed: words.pushFailed,
    'not-offered': words.pushNotOffered,
    off: words.pushUnsubscribed,
  };
  const texts = Object.entries(said)
    .map(([name, text]) => ` data-text-${name}="${escaped(text)}"`)
    .join('');
  return [
    '<h2 id="push-heading">' + escaped(words.pushHeading) + '</h2>',
    `<section data-push aria-labelledby="push-heading" data-organization-id="${escaped(school.organizationId)}" data-vapid-key="${escaped(offer.vapidPublicKey)}" data-api="${PUSH_SUBSCRIPTIONS_API}" data-root="${root}" data-language="${escaped(language)}"${texts}>`,
    `<p>${escaped(words.pushIntro)}</p>`,
    '<div aria-live="polite"><p class="note" data-push-status hidden></p></div>',
    `<button type="button" data-push-button hidden>${escaped(words.pushButton)}</button>`,
    `<details data-push-help><summary>${escaped(words.homeScreenSummary)}</summary><p class="note">${escaped(words.homeScreen)}</p></details>`,
    '</section>',
  ].join('');
}

/**
 * `/s/<slug>/updates` (`/s/<slug>/<lang>/updates` in another language of the site): the form to get the school's
 * updates by e-mail, working without script (a plain form POST): the address, the topics (all ticked), when to get
 * them (at once, or a daily digest), the page's language, the hidden field and the form's signed token (spam
 * protections as the enquiry form's), and the words the parent agrees to.
 */
export function updatesFormPage(school: UpdatesSchool, formToken: string, push: PushOffer): string {
  const { words, language, schoolName, isDefault } = school.reading;
  const body = [
    `<p>${escaped(updatesText(words, 'intro', { school: schoolName }))}</p>`,
    `<form method="post" action="${PUBLIC_API.subscriptions}">`,
    `<input type="hidden" name="organizationId" value="${escaped(school.organizationId)}">`,
    `<input type="hidden" name="${SUBSCRIPTION_TOKEN_FIELD}" value="${escaped(formToken)}">`,
    `<input type="hidden" name="${SUBSCRIPTION_LANGUAGE_FIELD}" value="${escaped(language)}">`,
    `<div class="hidden-field" aria-hidden="true"><label for="updates-website">${escaped(words.leaveEmpty)}</label><input id="updates-website" name="${SUBSCRIPTION_HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`,
    `<label for="updates-email">${escaped(words.emailLabel)}</label>`,
    '<input id="updates-email" type="email" name="email" required autocomplete="email" inputmode="email" maxlength="254" dir="ltr">',
    `<fieldset><legend>${escaped(words.whatToSend)}</legend>${topicBoxes(words, SUBSCRIPTION_TOPICS)}</fieldset>`,
    deliveryChoice(words, 'instant'),
    `<p class="note">${escaped(updatesText(words, 'consent', { school: schoolName }))}</p>`,
    `<button type="submit">${escaped(words.getUpdates)}</button>`,
    '</form>',
    // The site's root, relative to this page: the page is one folder deeper when its address names its language.
    pushPart(school, push, isDefault ? './' : '../'),
    `<h2>${escaped(words.alreadyHeading)}</h2>`,
    `<p class="note">${escaped(words.alreadyNote)}</p>`,
  ].join('');
  // The page's one script, by a relative address: `/s/<slug>/updates/push.js`, or `/updates/push.js` at the school's own domain.
  const script = `<script src="${isDefault ? '' : '../'}${UPDATES_SCRIPT_FILE}" integrity="${escaped(push.scriptHash)}" defer></script>`;
  // The page's buttons are shown as blocks: the notifications button stays out of sight until the script shows it.
  const hiddenButton = '<style>[data-push-button][hidden]{display:none}</style>';
  return schoolPage({ title: words.getUpdates, school, body, head: hiddenButton + script });
}

/** `/s/<slug>/updates/sent`: where the sent form leads (the same words whether or not the address was known). */
export function updatesSentPage(school: UpdatesSchool): string {
  const { words, schoolName } = school.reading;
  return schoolPage({
    title: words.sentTitle,
    school,
    body: `<p role="status">${escaped(words.sent)}</p><p><a class="back" href="${escaped(school.homePath)}">${escaped(updatesText(words, 'backTo', { school: schoolName }))}</a></p>`,
  });
}

/** A page that says one thing (a confirmation, a link that does not work) with a way on. */
export function updatesNoticePage(school: UpdatesSchool, { title, message, problem = false, link }: { title: string; message: string; problem?: boolean; link: { href: string; text: string } }): string {
  return schoolPage({
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
  const { words } = school.reading;
  const withToken = (path: string, extra = '') => `${path}?token=${encodeURIComponent(token)}${extra}`;
  const stopOne =
    topic && topics.includes(topic)
      ? `<form method="post" action="${escaped(withToken(PUBLIC_API.unsubscribe, `&topic=${topic}`))}"><button type="submit">${escaped(
          updatesText(words, 'stopTopic', { topic: topicInSentence(school.reading, topic) }),
        )}</button></form>`
      : '';
  const body = [
    note ? `<p role="status">${escaped(note)}</p>` : '',
    stopOne,
    `<form method="post" action="${escaped(withToken(PUBLIC_API.subscriptionTopics))}">`,
    `<fieldset><legend>${escaped(words.whatToSend)}</legend>${topicBoxes(words, topics)}</fieldset>`,
    deliveryChoice(words, delivery),
    `<button type="submit">${escaped(words.saveChoice)}</button>`,
    '</form>',
    `<h2>${escaped(words.stopEverything)}</h2><form method="post" action="${escaped(withToken(PUBLIC_API.unsubscribe))}"><button class="quiet" type="submit">${escaped(words.stopAll)}</button></form>`,
  ].join('');
  return schoolPage({ title: words.manageTitle, school, body });
}
