import { DASHBOARD_API, DASHBOARD_MESSAGES as M, LIST_SECTIONS, type SocialLink } from '@schoolpage/content-contract';
import { indexPath } from '../../api/dashboard-api-paths';
import { fileField, textField } from '../../sections/item-fields';
import type { ListSectionConfig } from '../../sections/list-section';
import { deleteFailedFor } from '../../sections/section-messages';

export const socialMediaSection: ListSectionConfig<SocialLink> = {
  section: LIST_SECTIONS.socialMedia,
  title: 'Social media',
  fields: [
    { name: 'socialMediaName', label: 'Social media name', kind: 'text' },
    { name: 'socialMediaURL', label: 'Social media URL', kind: 'url', placeholder: 'https://' },
    { name: 'socialMediaLogo', label: 'Logo (optional)', kind: 'file', upload: 'image' },
  ],
  submitLabel: 'Add social link',
  add: { path: DASHBOARD_API.socialMedia, encoding: 'multipart' },
  addFailed: M.socialFailed,
  load: { path: DASHBOARD_API.socialMedia, keys: ['socialMedia', 'social'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.socialMedia, index, item) }),
  deleteFailed: deleteFailedFor('Social URL'),
  preview: (item, index) => {
    const title = textField(item, 'title', 'socialMediaName');
    const href = textField(item, 'url', 'socialMediaURL');
    const icon = fileField(item, 'icon');
    return {
      title,
      link: href ? { href, label: href } : undefined,
      image: icon ? { src: icon, alt: `${title || `Social link ${index + 1}`} logo` } : undefined,
    };
  },
};
