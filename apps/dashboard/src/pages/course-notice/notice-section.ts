import { DASHBOARD_MESSAGES as M, isPictureFile, scheduleLabel, scheduleState, type Scheduled } from '@schoolpage/content-contract';
import { makeWords, type Words } from '@schoolpage/words';
import { pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { shownDate } from '../../sections/shown-date';
import { truncateWords } from '../../sections/truncate-words';
import { tellSubscribersLabel } from '../../posts/tell-subscribers.words';
import { schoolTimeText } from '../alert/school-time-text';
import { courseNoticeWords } from './course-notice.words';

type NoticeWords = Words<keyof typeof courseNoticeWords.en>;

/** "Scheduled for …", "Published until …", "Published" or "Expired", in the screen's language (English: the spec's). */
function scheduleText(words: NoticeWords, item: Scheduled, now: number, timeZone?: string): string {
  if (words.language === 'en') return scheduleLabel(item, now, timeZone);
  const state = scheduleState(item, now);
  if (state === 'scheduled') return words.t('scheduledFor', { time: schoolTimeText(item.publishAt ?? '', words.language, timeZone) });
  if (state === 'expired') return words.t('expired');
  return item.expireAt ? words.t('publishedUntil', { time: schoolTimeText(item.expireAt, words.language, timeZone) }) : words.t('published');
}

/** The notices section in `words`' language, its dates and times in the school's time zone. */
export function noticeSectionIn(words: NoticeWords, timeZone?: string) {
  return listSectionConfig('notice', {
    title: words.t('notices'),
    // The notice's caption and alt text follow, in the words of every picture's (section-fields.ts).
    labels: {
      noticeTitle: words.t('noticeTitle'),
      // A notice is a file, a text, or both: the file's hint says so (the text is optional only beside a file).
      noticeFile: { label: words.t('noticeFile'), upload: 'imageOrPdf', hint: words.t('noticeFileOrText') },
      noticeDate: words.t('noticeDate'),
      body: { label: words.t('noticeText'), hint: words.t('noticeFileOrText') },
      publishAt: words.t('publishAt'),
      expireAt: words.t('expireAt'),
      tellSubscribers: tellSubscribersLabel(words.language, 'circulars'),
    },
    submitLabel: words.t('uploadNotice'),
    addFailed: M.noticeFailed,
    deleteFailed: words.t('noticeDeleteFailed'),
    preview: (item) => {
      const title = truncateWords(item.title);
      const uploaded = item.uploadDate ? words.t('uploaded', { date: shownDate(item.uploadDate, words.language, timeZone) }) : '';
      const schedule = item.publishAt || item.expireAt ? scheduleText(words, item, Date.now(), timeZone) : '';
      return {
        title,
        fullTitle: item.title,
        meta: [uploaded, schedule].filter(Boolean).join(' · ') || undefined,
        link: item.fileUrl?.url ? { href: item.fileUrl.url, label: words.t('openNotice', { title: title || words.t('notice') }) } : undefined,
        image: isPictureFile(item.fileUrl) ? pictureOf(item.fileUrl, '') : undefined,
      };
    },
  });
}

/** The section in English (the spec's words). */
export const noticeSection = noticeSectionIn(makeWords('en', courseNoticeWords));
