import {
  DASHBOARD_API,
  DASHBOARD_MESSAGES as M,
  LIST_SECTIONS,
  type FaqItem,
  type TextSection,
} from '@schoolpage/content-contract';
import { indexPath } from '../../api/dashboard-api-paths';
import { fileField, textField } from '../../sections/item-fields';
import type { ItemPreview } from '../../sections/item-preview';
import type { ListSectionConfig } from '../../sections/list-section';
import { deleteFailedFor } from '../../sections/section-messages';
import { truncateWords } from '../../sections/truncate-words';

/** Title, content and picture of a history or facility item, whichever names it was read back with. */
function textSectionPreview(titleName: string, contentName: string, alt: string) {
  return (item: TextSection, index: number): ItemPreview => {
    const src = fileField(item, 'imageUrl');
    return {
      title: textField(item, 'title', titleName),
      text: truncateWords(textField(item, 'content', contentName)),
      fullText: textField(item, 'content', contentName),
      image: src ? { src, alt: `${alt} ${index + 1}` } : undefined,
    };
  };
}

export const facilitySection: ListSectionConfig<TextSection> = {
  section: LIST_SECTIONS.facilities,
  title: 'Facilities',
  fields: [
    { name: 'facilityName', label: 'Facility name', kind: 'text', required: true },
    { name: 'facilityContent', label: 'About facility', kind: 'textarea', required: true },
    { name: 'facilityImage', label: 'Facility image (optional)', kind: 'file', upload: 'image' },
  ],
  submitLabel: 'Add facility',
  add: { path: DASHBOARD_API.facility, encoding: 'multipart' },
  requiredMessage: M.facilityRequired,
  addFailed: M.contentFailed,
  load: { path: DASHBOARD_API.facility, keys: ['facility', 'facilities'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.facility, index, item) }),
  deleteFailed: deleteFailedFor('Facility'),
  preview: textSectionPreview('facilityName', 'facilityContent', 'Facility'),
};

export const faqSection: ListSectionConfig<FaqItem> = {
  section: LIST_SECTIONS.faq,
  title: 'FAQ',
  fields: [
    { name: 'question', label: 'Question', kind: 'text', required: true },
    { name: 'answer', label: 'Answer', kind: 'textarea', required: true },
  ],
  submitLabel: 'Add question',
  add: { path: DASHBOARD_API.faq, encoding: 'json' },
  requiredMessage: M.faqRequired,
  addFailed: M.contentFailed,
  load: { path: DASHBOARD_API.faq, keys: ['faq'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.faq, index, item) }),
  deleteFailed: deleteFailedFor('Question'),
  preview: (item) => ({ title: textField(item, 'question'), text: truncateWords(textField(item, 'answer')), fullText: textField(item, 'answer') }),
};

export const historySection: ListSectionConfig<TextSection> = {
  section: LIST_SECTIONS.history,
  title: 'Organisation history',
  fields: [
    { name: 'tagLine', label: 'Title', kind: 'text', required: true },
    { name: 'content', label: 'About history', kind: 'textarea', required: true },
    { name: 'historyImage', label: 'History image (optional)', kind: 'file', upload: 'image' },
  ],
  submitLabel: 'Add history',
  add: { path: DASHBOARD_API.history, encoding: 'multipart' },
  requiredMessage: M.historyRequired,
  addFailed: M.historyFailed,
  load: { path: DASHBOARD_API.history, keys: ['history'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.history, index, item) }),
  deleteFailed: deleteFailedFor('History'),
  preview: textSectionPreview('tagLine', 'content', 'History'),
};
