import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { makeWords, type Words } from '@schoolpage/words';
import { pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { contactWords } from './contact.words';

/** The school's social media links, in `words`' language. */
export function socialMediaSectionIn(words: Words<keyof typeof contactWords.en>) {
  return listSectionConfig('socialMedia', {
    title: words.t('socialMedia'),
    labels: {
      socialMediaName: words.t('socialMediaName'),
      socialMediaURL: {
        label: words.t('socialMediaUrl'),
        placeholder: 'instagram.com/ourschool',
        hint: words.t('socialMediaUrlHint'),
      },
      socialMediaLogo: words.t('socialMediaLogo'),
    },
    submitLabel: words.t('addSocialLink'),
    unchecked: true,
    addFailed: M.socialFailed,
    deleteFailed: words.t('socialDeleteFailed'),
    preview: (item, index) => ({
      title: item.title,
      link: item.url ? { href: item.url, label: item.url } : undefined,
      image: pictureOf(item.icon, words.t('logoOf', { name: item.title || words.t('socialLink', { number: index + 1 }) })),
    }),
  });
}

/** The section in English (the spec's words). */
export const socialMediaSection = socialMediaSectionIn(makeWords('en', contactWords));
