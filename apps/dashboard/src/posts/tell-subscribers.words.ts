import { makeWords, type Catalogues } from '@schoolpage/words';

const en = {
  label: 'Tell subscribers',
  'hint:news': 'Send this story, when it is published, to the parents who asked for news on your site\'s "Get updates" page.',
  'hint:circulars': 'Send this circular, when it is published, to the parents who asked for circulars on your site\'s "Get updates" page.',
  'hint:events': 'Send this event at once to the parents who asked for events on your site\'s "Get updates" page.',
  alreadyPublished: 'Subscribers hear of a story once, when it is first published: saving this change sends nothing.',
} as const;

const hi: Record<keyof typeof en, string> = {
  label: 'सब्सक्राइबरों को बताएँ',
  'hint:news': 'प्रकाशित होने पर यह ख़बर उन अभिभावकों को भेजें जिन्होंने आपकी साइट के "Get updates" पेज पर ख़बरें माँगी हैं।',
  'hint:circulars': 'प्रकाशित होने पर यह सर्कुलर उन अभिभावकों को भेजें जिन्होंने आपकी साइट के "Get updates" पेज पर सर्कुलर माँगे हैं।',
  'hint:events': 'यह कार्यक्रम तुरंत उन अभिभावकों को भेजें जिन्होंने आपकी साइट के "Get updates" पेज पर कार्यक्रम माँगे हैं।',
  alreadyPublished: 'सब्सक्राइबरों को ख़बर एक ही बार, पहली बार प्रकाशित होने पर, भेजी जाती है: यह बदलाव सहेजने से कुछ नहीं भेजा जाता।',
} as const;

/** "Tell subscribers" on the forms of news stories, circulars and events (the alert page has its own words). */
export const tellSubscribersWords = { en, hi } satisfies Catalogues;

type Topic = 'news' | 'circulars' | 'events';

/** The label and hint of a list section's "Tell subscribers" box, in `language`. */
export function tellSubscribersLabel(language: string, topic: Topic) {
  const words = makeWords(language, tellSubscribersWords);
  return { label: words.t('label'), hint: words.t(`hint:${topic}`) };
}
