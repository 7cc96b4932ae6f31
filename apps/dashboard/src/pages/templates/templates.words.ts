import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'Templates',
  current: 'Current template: {title}',
  noneSelected: 'No template selected yet.',
  nowYourTemplate: '{title} is now your template.',
  imageAlt: '{title} template preview',
  available: 'Available',
  unavailable: 'Unavailable',
  currentTemplate: 'Current template',
  preview: 'Preview',
  previewNewTab: 'Preview {title} (opens in a new tab)',
  previewOf: 'Preview {title}',
  previewMine: 'Preview with my content',
  previewMineNewTab: 'Preview with my content in {title} (opens in a new tab)',
  select: 'Select',
  selected: 'Selected',
  selectOf: 'Select {title}',
  isSelected: '{title} is selected',
  switchTitle: 'Switch your published site to {title}?',
  switchMessage: 'Your site is published: visitors will see it in the {title} template straight away. You can preview it with your content first.',
  switchTo: 'Switch to {title}',
  keepCurrent: 'Keep current template',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'टेम्पलेट',
  current: 'मौजूदा टेम्पलेट: {title}',
  noneSelected: 'अभी कोई टेम्पलेट नहीं चुना गया है।',
  nowYourTemplate: '{title} अब आपका टेम्पलेट है।',
  imageAlt: '{title} टेम्पलेट का पूर्वावलोकन',
  available: 'उपलब्ध',
  unavailable: 'उपलब्ध नहीं',
  currentTemplate: 'मौजूदा टेम्पलेट',
  preview: 'पूर्वावलोकन',
  previewNewTab: '{title} का पूर्वावलोकन (नए टैब में खुलता है)',
  previewOf: '{title} का पूर्वावलोकन',
  previewMine: 'मेरी सामग्री के साथ पूर्वावलोकन',
  previewMineNewTab: '{title} में मेरी सामग्री के साथ पूर्वावलोकन (नए टैब में खुलता है)',
  select: 'चुनें',
  selected: 'चुना गया',
  selectOf: '{title} चुनें',
  isSelected: '{title} चुना गया है',
  switchTitle: 'अपनी प्रकाशित साइट को {title} पर बदलें?',
  switchMessage: 'आपकी साइट प्रकाशित है: आगंतुक उसे तुरंत {title} टेम्पलेट में देखेंगे। पहले आप अपनी सामग्री के साथ इसका पूर्वावलोकन कर सकते हैं।',
  switchTo: '{title} पर बदलें',
  keepCurrent: 'मौजूदा टेम्पलेट रखें',
};

/** The Templates page: the cards, previews and the switch of a published site. */
export const templatesWords = { en, hi } satisfies Catalogues;
