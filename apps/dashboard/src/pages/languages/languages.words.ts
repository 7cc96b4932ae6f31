import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'Languages',
  loading: 'Loading...',
  cardTitle: "Your site's languages",
  intro:
    'Parents can read your site in each language you choose here, each at its own address with a language menu on every page. Type your texts in the default language first; then translate them with “Editing in” at the top of the dashboard. A text not yet translated shows in the default language.',
  legend: 'Languages of your site',
  defaultLanguage: 'Default language',
  saving: 'Saving...',
  save: 'Save languages',
  translation: 'Translation',
  progress: '{translated} of {total} texts translated ({percent}%)',
  toReview: ', {count} to review',
  needsReview: 'Needs review (the default text changed since)',
  notTranslated: 'Not translated yet',
  stopEditing: 'Stop editing in this language',
  editIn: 'Edit in {name}',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'भाषाएँ',
  loading: 'लोड हो रहा है...',
  cardTitle: 'आपकी साइट की भाषाएँ',
  intro:
    'यहाँ चुनी गई हर भाषा में अभिभावक आपकी साइट पढ़ सकते हैं, हर भाषा अपने पते पर और हर पेज पर भाषा के मेन्यू के साथ। पहले अपने पाठ मुख्य भाषा में लिखें; फिर डैशबोर्ड में ऊपर “संपादन की भाषा” से उनका अनुवाद करें। जिस पाठ का अनुवाद अभी नहीं हुआ है, वह मुख्य भाषा में दिखता है।',
  legend: 'आपकी साइट की भाषाएँ',
  defaultLanguage: 'मुख्य भाषा',
  saving: 'सहेजा जा रहा है...',
  save: 'भाषाएँ सहेजें',
  translation: 'अनुवाद',
  progress: '{total} में से {translated} पाठों का अनुवाद हो चुका है ({percent}%)',
  toReview: ', {count} की समीक्षा बाक़ी',
  needsReview: 'समीक्षा ज़रूरी (मुख्य पाठ तब से बदल गया है)',
  notTranslated: 'अभी अनुवाद नहीं हुआ',
  stopEditing: 'इस भाषा में संपादन बंद करें',
  editIn: '{name} में संपादन करें',
};

/** The Languages page: the site's languages and how far each is translated. */
export const languagesWords = { en, hi } satisfies Catalogues;
