import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '../languages/site-languages';
import { PUSH_MESSAGES, PUSH_PAGE_TEXT, pushConsentText } from './push-subscription';
import { SUBSCRIPTION_DELIVERY_LABELS, SUBSCRIPTION_MESSAGES, subscriptionConsentText } from './subscription';
import { UPDATES_PAGE_LABEL } from './subscription-pages';
import { SUBSCRIPTION_TOPIC_LABELS } from './subscription-topics';
import { UPDATES_WORDS_EN, updatesLanguage, updatesText, type UpdatesWordId } from './updates-words';
import { UPDATES_WORDS, updatesWordsIn } from './updates-words-in';

const placesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('what the updates pages, mails and notifications say, in every language', () => {
  it('says in English exactly the words the pages and the API always had', () => {
    const { sent, email, topics, unknownSchool, tooMany, refused, tooFast, confirmed, badLink, unsubscribed, topicsSaved, delivery } = SUBSCRIPTION_MESSAGES;
    expect(UPDATES_WORDS_EN).toMatchObject({ sent, email, topics, unknownSchool, tooMany, refused, tooFast, confirmed, badLink, unsubscribed, topicsSaved, delivery });
    expect(UPDATES_WORDS_EN).toMatchObject({ ...SUBSCRIPTION_TOPIC_LABELS, ...SUBSCRIPTION_DELIVERY_LABELS, getUpdates: UPDATES_PAGE_LABEL });
    expect(UPDATES_WORDS_EN).toMatchObject({
      pushHeading: PUSH_PAGE_TEXT.heading,
      pushIntro: PUSH_PAGE_TEXT.intro,
      pushButton: PUSH_PAGE_TEXT.button,
      pushStop: PUSH_PAGE_TEXT.stop,
      pushAsking: PUSH_PAGE_TEXT.asking,
      pushDenied: PUSH_PAGE_TEXT.denied,
      pushFailed: PUSH_PAGE_TEXT.failed,
      homeScreenSummary: PUSH_PAGE_TEXT.homeScreenSummary,
      homeScreen: PUSH_PAGE_TEXT.homeScreen,
      pushNotOffered: PUSH_PAGE_TEXT.notOffered,
      pushSubscribed: PUSH_MESSAGES.subscribed,
      pushUnsubscribed: PUSH_MESSAGES.unsubscribed,
      pushBadSubscription: PUSH_MESSAGES.badSubscription,
      pushService: PUSH_MESSAGES.pushService,
      pushNotFound: PUSH_MESSAGES.notFound,
    });
    expect(updatesText(UPDATES_WORDS_EN, 'consent', { school: 'Green Valley School' })).toBe(subscriptionConsentText('Green Valley School'));
    expect(updatesText(UPDATES_WORDS_EN, 'pushConsent', { school: 'Green Valley School' })).toBe(pushConsentText('Green Valley School'));
  });

  it('has every word in every supported language, with the same places to fill, and a catalogue for no other', () => {
    const codes = SUPPORTED_LANGUAGES.map((language) => language.code).sort();
    expect(Object.keys(UPDATES_WORDS).sort()).toEqual(codes);
    expect(readdirSync(join(__dirname, 'updates-words')).map((file) => file.replace('.json', '')).sort()).toEqual(codes);
    for (const code of codes) {
      const words = UPDATES_WORDS[code];
      expect([code, Object.keys(words).sort()]).toEqual([code, Object.keys(UPDATES_WORDS_EN).sort()]);
      for (const id of Object.keys(UPDATES_WORDS_EN) as UpdatesWordId[]) {
        expect([code, id, placesOf(words[id] ?? '')]).toEqual([code, id, placesOf(UPDATES_WORDS_EN[id])]);
        if (code !== 'en') expect([code, id, words[id]]).not.toEqual([code, id, UPDATES_WORDS_EN[id]]);
      }
    }
  });

  it('fills the places of a word in the reader’s language', () => {
    expect(updatesText(updatesWordsIn('hi'), 'confirmOpen', { days: 7 })).toBe('इन्हें पाने के लिए 7 दिनों के भीतर यह लिंक खोलें:');
    expect(updatesText(updatesWordsIn('ur'), 'alert', { title: 'چھٹی' })).toBe('اطلاع: چھٹی');
    expect(updatesWordsIn('xx')).toEqual(UPDATES_WORDS_EN);
  });

  it('reads the updates in a language of the site that was asked for, else in the site’s default', () => {
    const languages = { default: 'hi', languages: ['hi', 'en', 'ur'] };
    expect(updatesLanguage({ languages }, 'ur')).toBe('ur');
    expect(updatesLanguage({ languages }, 'en')).toBe('en');
    expect(updatesLanguage({ languages }, 'ta')).toBe('hi');
    expect(updatesLanguage({ languages }, undefined)).toBe('hi');
    expect(updatesLanguage({}, 'hi')).toBe('en');
  });
});
