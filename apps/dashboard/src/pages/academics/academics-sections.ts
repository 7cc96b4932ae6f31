import {
  DASHBOARD_API,
  DASHBOARD_MESSAGES as M,
  LIST_SECTIONS,
  type AdmissionStep,
  type ApplicationForm,
  type CalendarEvent,
} from '@schoolpage/content-contract';
import { indexBody } from '../../api/dashboard-api-paths';
import { dateOnly, fileField, textField } from '../../sections/item-fields';
import { shownDate } from '../../sections/shown-date';
import type { ListSectionConfig } from '../../sections/list-section';
import { deleteFailedFor } from '../../sections/section-messages';
import { truncateWords } from '../../sections/truncate-words';

/** Academics deletes name the position in a JSON body (spec §7: "DELETE with {index}"). */
const bodyIndex = (path: string) => (index: number, item: unknown) => ({ path, json: indexBody(index, item) });

export const calendarSection: ListSectionConfig<CalendarEvent> = {
  section: LIST_SECTIONS.calendarOfEvents,
  title: 'Calendar of events',
  fields: [
    { name: 'eventTitle', label: 'Event name', kind: 'text', required: true },
    { name: 'eventDate', label: 'Event date', kind: 'date', required: true },
  ],
  submitLabel: 'Add event',
  add: { path: DASHBOARD_API.calendarOfEvent, encoding: 'json' },
  requiredMessage: M.eventRequired,
  addFailed: M.eventFailed,
  load: { path: DASHBOARD_API.calendarOfEvent, keys: ['calendarOfEvents', 'calendarOfEvent'] },
  remove: bodyIndex(DASHBOARD_API.calendarOfEvent),
  deleteFailed: deleteFailedFor('Event'),
  preview: (item) => ({
    title: truncateWords(textField(item, 'title', 'eventTitle')),
    fullTitle: textField(item, 'title', 'eventTitle'),
    meta: shownDate(dateOnly(textField(item, 'date', 'eventDate'))),
  }),
};

export const applicationFormSection: ListSectionConfig<ApplicationForm> = {
  section: LIST_SECTIONS.applicationForms,
  title: 'Application forms',
  fields: [
    { name: 'formTitle', label: 'Form title', kind: 'text', required: true },
    { name: 'applicationForm', label: 'Application form (PDF)', kind: 'file', upload: 'pdf', required: true },
  ],
  submitLabel: 'Upload form',
  add: { path: DASHBOARD_API.applicationForm, encoding: 'multipart' },
  requiredMessage: M.applicationFormRequired,
  addFailed: M.formFailed,
  load: { path: DASHBOARD_API.applicationForm, keys: ['applicationForms', 'applicationForm'] },
  remove: bodyIndex(DASHBOARD_API.applicationForm),
  deleteFailed: deleteFailedFor('Form'),
  preview: (item) => {
    const href = fileField(item, 'fileUrl');
    const title = truncateWords(textField(item, 'title', 'formTitle'));
    return { title, fullTitle: textField(item, 'title', 'formTitle'), link: href ? { href, label: `Open ${title || 'form'}` } : undefined };
  },
};

export const admissionSection: ListSectionConfig<AdmissionStep> = {
  section: LIST_SECTIONS.admissionProcess,
  title: 'Admission process',
  fields: [
    { name: 'stepTitle', label: 'Step title', kind: 'text', required: true },
    { name: 'content', label: 'Step details', kind: 'textarea', required: true },
  ],
  submitLabel: 'Add step',
  add: { path: DASHBOARD_API.admissionProcess, encoding: 'json' },
  requiredMessage: M.admissionStepRequired,
  addFailed: M.detailsFailed,
  load: { path: DASHBOARD_API.admissionProcess, keys: ['admissionProcess'] },
  remove: bodyIndex(DASHBOARD_API.admissionProcess),
  deleteFailed: deleteFailedFor('Process'),
  preview: (item) => ({
    title: textField(item, 'title', 'stepTitle'),
    text: truncateWords(textField(item, 'content')),
    fullText: textField(item, 'content'),
  }),
};
