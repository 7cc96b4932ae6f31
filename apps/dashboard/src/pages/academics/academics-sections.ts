import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { dateOnly } from '../../sections/item-fields';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';
import { shownDate } from '../../sections/shown-date';
import { truncateWords } from '../../sections/truncate-words';

export const calendarSection = listSectionConfig('calendarOfEvents', {
  title: 'Calendar of events',
  labels: { eventTitle: 'Event name', eventDate: 'Event date' },
  submitLabel: 'Add event',
  addFailed: M.eventFailed,
  deleteFailed: deleteFailedFor('Event'),
  preview: (item) => ({ title: truncateWords(item.title), fullTitle: item.title, meta: shownDate(dateOnly(item.date)) }),
});

export const applicationFormSection = listSectionConfig('applicationForms', {
  title: 'Application forms',
  labels: { formTitle: 'Form title', applicationForm: 'Application form (PDF)' },
  submitLabel: 'Upload form',
  addFailed: M.formFailed,
  deleteFailed: deleteFailedFor('Form'),
  preview: (item) => {
    const title = truncateWords(item.title);
    return { title, fullTitle: item.title, link: item.fileUrl?.url ? { href: item.fileUrl.url, label: `Open ${title || 'form'}` } : undefined };
  },
});

export const admissionSection = listSectionConfig('admissionProcess', {
  title: 'Admission process',
  labels: { stepTitle: 'Step title', content: 'Step details' },
  submitLabel: 'Add step',
  addFailed: M.detailsFailed,
  deleteFailed: deleteFailedFor('Process'),
  preview: (item) => ({ title: item.title, text: truncateWords(item.content), fullText: item.content }),
});
