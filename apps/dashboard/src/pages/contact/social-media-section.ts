import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';

export const socialMediaSection = listSectionConfig('socialMedia', {
  title: 'Social media',
  labels: {
    socialMediaName: 'Social media name',
    socialMediaURL: {
      label: 'Social media URL',
      placeholder: 'instagram.com/ourschool',
      hint: 'For WhatsApp, the phone number (98290 11111).',
    },
    socialMediaLogo: 'Logo (optional)',
  },
  submitLabel: 'Add social link',
  unchecked: true,
  addFailed: M.socialFailed,
  deleteFailed: deleteFailedFor('Social URL'),
  preview: (item, index) => ({
    title: item.title,
    link: item.url ? { href: item.url, label: item.url } : undefined,
    image: pictureOf(item.icon, `${item.title || `Social link ${index + 1}`} logo`),
  }),
});
