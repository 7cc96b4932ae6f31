import type { Catalogues } from '@schoolpage/words';
import { deleteFailedFor } from '../../sections/section-messages';

const en = {
  title: 'Academics',
  calendar: 'Calendar of events',
  eventTitle: 'Event name',
  eventDate: 'Event date',
  addEvent: 'Add event',
  eventDeleteFailed: deleteFailedFor('Event'),
  forms: 'Application forms',
  formTitle: 'Form title',
  applicationForm: 'Application form (PDF)',
  uploadForm: 'Upload form',
  formDeleteFailed: deleteFailedFor('Form'),
  openForm: 'Open {title}',
  form: 'form',
  admission: 'Admission process',
  stepTitle: 'Step title',
  stepContent: 'Step details',
  addStep: 'Add step',
  stepDeleteFailed: deleteFailedFor('Process'),
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'शैक्षणिक',
  calendar: 'कार्यक्रमों का कैलेंडर',
  eventTitle: 'कार्यक्रम का नाम',
  eventDate: 'कार्यक्रम की तारीख़',
  addEvent: 'कार्यक्रम जोड़ें',
  eventDeleteFailed: 'कार्यक्रम हटाया नहीं जा सका, कृपया फिर से कोशिश करें!',
  forms: 'आवेदन फ़ॉर्म',
  formTitle: 'फ़ॉर्म का शीर्षक',
  applicationForm: 'आवेदन फ़ॉर्म (PDF)',
  uploadForm: 'फ़ॉर्म अपलोड करें',
  formDeleteFailed: 'फ़ॉर्म हटाया नहीं जा सका, कृपया फिर से कोशिश करें!',
  openForm: '{title} खोलें',
  form: 'फ़ॉर्म',
  admission: 'प्रवेश प्रक्रिया',
  stepTitle: 'चरण का शीर्षक',
  stepContent: 'चरण का विवरण',
  addStep: 'चरण जोड़ें',
  stepDeleteFailed: 'प्रक्रिया हटाई नहीं जा सकी, कृपया फिर से कोशिश करें!',
};

/** The Academics screen's words. */
export const academicsWords = { en, hi } satisfies Catalogues;
