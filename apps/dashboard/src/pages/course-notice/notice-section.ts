import { DASHBOARD_MESSAGES as M, isPictureFile, scheduleLabel } from '@schoolpage/content-contract';
import { pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';
import { shownDate } from '../../sections/shown-date';
import { truncateWords } from '../../sections/truncate-words';

export const noticeSection = listSectionConfig('notice', {
  title: 'Notices',
  // The notice's caption and alt text follow, in the words of every picture's (section-fields.ts).
  labels: {
    noticeTitle: 'Notice title',
    noticeFile: { label: 'Notice file (image or PDF)', upload: 'imageOrPdf' },
    noticeDate: 'Notice date (optional)',
    body: 'Notice text (optional)',
    publishAt: 'Publish at (optional)',
    expireAt: 'Remove at (optional)',
  },
  submitLabel: 'Upload notice',
  addFailed: M.noticeFailed,
  deleteFailed: deleteFailedFor('Notice'),
  preview: (item) => {
    const title = truncateWords(item.title);
    return {
      title,
      fullTitle: item.title,
      meta: [item.uploadDate ? `Uploaded ${shownDate(item.uploadDate)}` : '', item.publishAt || item.expireAt ? scheduleLabel(item, Date.now()) : ''].filter(Boolean).join(' · ') || undefined,
      link: item.fileUrl?.url ? { href: item.fileUrl.url, label: `Open ${title || 'notice'}` } : undefined,
      image: isPictureFile(item.fileUrl) ? pictureOf(item.fileUrl, '') : undefined,
    };
  },
});
