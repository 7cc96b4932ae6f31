import type { Catalogues } from '@schoolpage/words';
import { deleteFailedFor } from '../../sections/section-messages';

const en = {
  title: 'About',
  facilities: 'Facilities',
  facilityName: 'Facility name',
  facilityContent: 'About facility',
  facilityImage: 'Facility image (optional)',
  addFacility: 'Add facility',
  facilityDeleteFailed: deleteFailedFor('Facility'),
  facilityPicture: 'Facility {number}',
  faq: 'FAQ',
  question: 'Question',
  answer: 'Answer',
  addQuestion: 'Add question',
  questionDeleteFailed: deleteFailedFor('Question'),
  history: 'Organisation history',
  historyTitle: 'Title',
  historyContent: 'About history',
  historyImage: 'History image (optional)',
  addHistory: 'Add history',
  historyDeleteFailed: deleteFailedFor('History'),
  historyPicture: 'History {number}',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'परिचय',
  facilities: 'सुविधाएँ',
  facilityName: 'सुविधा का नाम',
  facilityContent: 'सुविधा के बारे में',
  facilityImage: 'सुविधा का चित्र (वैकल्पिक)',
  addFacility: 'सुविधा जोड़ें',
  facilityDeleteFailed: 'सुविधा हटाई नहीं जा सकी, कृपया फिर से कोशिश करें!',
  facilityPicture: 'सुविधा {number}',
  faq: 'अक्सर पूछे जाने वाले प्रश्न',
  question: 'प्रश्न',
  answer: 'उत्तर',
  addQuestion: 'प्रश्न जोड़ें',
  questionDeleteFailed: 'प्रश्न हटाया नहीं जा सका, कृपया फिर से कोशिश करें!',
  history: 'संस्था का इतिहास',
  historyTitle: 'शीर्षक',
  historyContent: 'इतिहास के बारे में',
  historyImage: 'इतिहास का चित्र (वैकल्पिक)',
  addHistory: 'इतिहास जोड़ें',
  historyDeleteFailed: 'इतिहास हटाया नहीं जा सका, कृपया फिर से कोशिश करें!',
  historyPicture: 'इतिहास {number}',
};

/** The About screen's words. */
export const aboutWords = { en, hi } satisfies Catalogues;
