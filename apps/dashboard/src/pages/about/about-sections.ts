import { DASHBOARD_MESSAGES as M, type TextSection } from '@schoolpage/content-contract';
import { makeWords, type Words } from '@schoolpage/words';
import { pictureOf, type ItemPreview } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { truncateWords } from '../../sections/truncate-words';
import { aboutWords } from './about.words';

type AboutWords = Words<keyof typeof aboutWords.en>;

/** Title, content and picture of a history or facility item; the picture named "Facility 1" until it has alt text. */
function textSectionPreview(pictureName: (number: number) => string) {
  return (item: TextSection, index: number): ItemPreview => ({
    title: item.title,
    text: truncateWords(item.content),
    fullText: item.content,
    image: pictureOf(item.imageUrl, pictureName(index + 1)),
  });
}

/** The About screen's sections in `words`' language. */
export function aboutSections(words: AboutWords) {
  return {
    facilitySection: listSectionConfig('facilities', {
      title: words.t('facilities'),
      labels: { facilityName: words.t('facilityName'), facilityContent: words.t('facilityContent'), facilityImage: words.t('facilityImage') },
      submitLabel: words.t('addFacility'),
      addFailed: M.contentFailed,
      deleteFailed: words.t('facilityDeleteFailed'),
      preview: textSectionPreview((number) => words.t('facilityPicture', { number })),
    }),
    faqSection: listSectionConfig('faq', {
      title: words.t('faq'),
      labels: { question: words.t('question'), answer: words.t('answer') },
      submitLabel: words.t('addQuestion'),
      addFailed: M.contentFailed,
      deleteFailed: words.t('questionDeleteFailed'),
      preview: (item) => ({ title: item.question, text: truncateWords(item.answer), fullText: item.answer }),
    }),
    historySection: listSectionConfig('history', {
      title: words.t('history'),
      labels: { tagLine: words.t('historyTitle'), content: words.t('historyContent'), historyImage: words.t('historyImage') },
      submitLabel: words.t('addHistory'),
      addFailed: M.historyFailed,
      deleteFailed: words.t('historyDeleteFailed'),
      preview: textSectionPreview((number) => words.t('historyPicture', { number })),
    }),
  };
}

/** The sections in English (the spec's words). */
export const { facilitySection, faqSection, historySection } = aboutSections(makeWords('en', aboutWords));
