import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { makeWords, type Words } from '@schoolpage/words';
import { dateOnly } from '../../sections/item-fields';
import { listSectionConfig } from '../../sections/list-section-config';
import { shownDate } from '../../sections/shown-date';
import { truncateWords } from '../../sections/truncate-words';
import { tellSubscribersLabel } from '../../posts/tell-subscribers.words';
import { academicsWords } from './academics.words';

/** The Academics screen's sections in `words`' language. */
export function academicsSections(words: Words<keyof typeof academicsWords.en>) {
  return {
    calendarSection: listSectionConfig('calendarOfEvents', {
      title: words.t('calendar'),
      labels: { eventTitle: words.t('eventTitle'), eventDate: words.t('eventDate'), tellSubscribers: tellSubscribersLabel(words.language, 'events') },
      submitLabel: words.t('addEvent'),
      addFailed: M.eventFailed,
      deleteFailed: words.t('eventDeleteFailed'),
      preview: (item) => ({ title: truncateWords(item.title), fullTitle: item.title, meta: shownDate(dateOnly(item.date), words.language) }),
    }),
    applicationFormSection: listSectionConfig('applicationForms', {
      title: words.t('forms'),
      labels: { formTitle: words.t('formTitle'), applicationForm: words.t('applicationForm') },
      submitLabel: words.t('uploadForm'),
      addFailed: M.formFailed,
      deleteFailed: words.t('formDeleteFailed'),
      preview: (item) => {
        const title = truncateWords(item.title);
        return { title, fullTitle: item.title, link: item.fileUrl?.url ? { href: item.fileUrl.url, label: words.t('openForm', { title: title || words.t('form') }) } : undefined };
      },
    }),
    admissionSection: listSectionConfig('admissionProcess', {
      title: words.t('admission'),
      labels: { stepTitle: words.t('stepTitle'), content: words.t('stepContent') },
      submitLabel: words.t('addStep'),
      addFailed: M.detailsFailed,
      deleteFailed: words.t('stepDeleteFailed'),
      preview: (item) => ({ title: item.title, text: truncateWords(item.content), fullText: item.content }),
    }),
  };
}

/** The sections in English (the spec's words). */
export const { calendarSection, applicationFormSection, admissionSection } = academicsSections(makeWords('en', academicsWords));
