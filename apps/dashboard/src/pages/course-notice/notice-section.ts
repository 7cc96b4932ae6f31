import { DASHBOARD_API, DASHBOARD_MESSAGES as M, LIST_SECTIONS, type Notice } from '@schoolpage/content-contract';
import { indexPath } from '../../api/dashboard-api-paths';
import { fileField, textField } from '../../sections/item-fields';
import { shownDate } from '../../sections/shown-date';
import type { ListSectionConfig } from '../../sections/list-section';
import { deleteFailedFor } from '../../sections/section-messages';
import { truncateWords } from '../../sections/truncate-words';

export const noticeSection: ListSectionConfig<Notice> = {
  section: LIST_SECTIONS.notice,
  title: 'Notices',
  fields: [
    { name: 'noticeTitle', label: 'Notice title', kind: 'text', required: true },
    { name: 'noticeFile', label: 'Notice file (image)', kind: 'file', upload: 'image', required: true },
  ],
  submitLabel: 'Upload notice',
  add: { path: DASHBOARD_API.notice, encoding: 'multipart' },
  requiredMessage: M.noticeRequired,
  addFailed: M.noticeFailed,
  load: { path: DASHBOARD_API.notice, keys: ['notice', 'notices'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.notice, index, item) }),
  deleteFailed: deleteFailedFor('Notice'),
  preview: (item) => {
    const href = fileField(item, 'fileUrl');
    const title = truncateWords(textField(item, 'title', 'noticeTitle'));
    const uploaded = textField(item, 'uploadDate');
    return {
      title,
      fullTitle: textField(item, 'title', 'noticeTitle'),
      meta: uploaded ? `Uploaded ${shownDate(uploaded)}` : undefined,
      link: href ? { href, label: `Open ${title || 'notice'}` } : undefined,
    };
  },
};
