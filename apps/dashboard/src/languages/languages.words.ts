import type { Catalogues } from '@schoolpage/words';

const en = {
  editingIn: 'Editing in',
  defaultLanguage: '{name}, default',
  editingNotice:
    'You are editing the {name} texts of your site: what you save here changes that language only. A text not translated yet shows in the default language. New items are added in the default language first. Pictures, files and dates are the same in every language.',
} as const;

const hi: Record<keyof typeof en, string> = {
  editingIn: 'संपादन की भाषा',
  defaultLanguage: '{name}, मुख्य',
  editingNotice:
    'आप अपनी साइट के {name} पाठ संपादित कर रहे हैं: यहाँ जो सहेजेंगे, वह सिर्फ़ उसी भाषा में बदलेगा। जिस पाठ का अनुवाद अभी नहीं हुआ है, वह मुख्य भाषा में दिखता है। नई चीज़ें पहले मुख्य भाषा में जोड़ी जाती हैं। चित्र, फ़ाइलें और तारीख़ें हर भाषा में एक जैसी रहती हैं।',
};

/** The language the site's texts are edited in (the top bar's "Editing in" and the notice above each page). */
export const editingLanguageWords = { en, hi } satisfies Catalogues;
