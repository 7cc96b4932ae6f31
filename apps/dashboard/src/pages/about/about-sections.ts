import { DASHBOARD_MESSAGES as M, type TextSection } from '@schoolpage/content-contract';
import { pictureOf, type ItemPreview } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';
import { truncateWords } from '../../sections/truncate-words';

/** Title, content and picture of a history or facility item. */
function textSectionPreview(alt: string) {
  return (item: TextSection, index: number): ItemPreview => ({
    title: item.title,
    text: truncateWords(item.content),
    fullText: item.content,
    image: pictureOf(item.imageUrl, `${alt} ${index + 1}`),
  });
}

export const facilitySection = listSectionConfig('facilities', {
  title: 'Facilities',
  labels: { facilityName: 'Facility name', facilityContent: 'About facility', facilityImage: 'Facility image (optional)' },
  submitLabel: 'Add facility',
  addFailed: M.contentFailed,
  deleteFailed: deleteFailedFor('Facility'),
  preview: textSectionPreview('Facility'),
});

export const faqSection = listSectionConfig('faq', {
  title: 'FAQ',
  labels: { question: 'Question', answer: 'Answer' },
  submitLabel: 'Add question',
  addFailed: M.contentFailed,
  deleteFailed: deleteFailedFor('Question'),
  preview: (item) => ({ title: item.question, text: truncateWords(item.answer), fullText: item.answer }),
});

export const historySection = listSectionConfig('history', {
  title: 'Organisation history',
  labels: { tagLine: 'Title', content: 'About history', historyImage: 'History image (optional)' },
  submitLabel: 'Add history',
  addFailed: M.historyFailed,
  deleteFailed: deleteFailedFor('History'),
  preview: textSectionPreview('History'),
});
