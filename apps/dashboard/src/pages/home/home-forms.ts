import { DASHBOARD_API, DASHBOARD_MESSAGES as M, historyKey } from '@schoolpage/content-contract';
import { isBlank } from '../../sections/field-spec';
import { PICTURE_TEXT_PLACEHOLDER } from '../../sections/section-fields';
import type { FormSectionConfig } from '../../sections/form-section';
import type { FormPreviewItems } from '../../sections/section-previews';
import { makeWords, type Words } from '@schoolpage/words';
import { homeSectionWords } from './home-sections.words';

type HomeSectionWords = Words<keyof typeof homeSectionWords.en>;

/** What the alt text of a single picture asks for, naming the picture. */
const altTextOf = (words: HomeSectionWords, picture: 'welcome image' | 'logo') => ({
  label: picture === 'logo' ? words.t('logoAltText') : words.t('welcomeAltText'),
  placeholder: PICTURE_TEXT_PLACEHOLDER,
});

/** The Home screen's organisation form in `words`' language. */
function orgInfoFormIn(words: HomeSectionWords): FormSectionConfig {
  return {
  title: words.t('organisation'),
  histories: [
    { historyKey: historyKey({ kind: 'section', field: 'organizationName' }), of: words.t('organizationName') },
    { historyKey: historyKey({ kind: 'section', field: 'welcomeMessage' }), of: words.t('welcomeMessage') },
    { historyKey: historyKey({ kind: 'section', field: 'organizationLogo' }), of: words.t('organizationLogo') },
  ],
  fields: [
    { name: 'organizationName', label: words.t('organizationName'), kind: 'text' },
    { name: 'welcomeMessage', label: words.t('welcomeMessage'), kind: 'textarea' },
    { name: 'organizationImage', label: words.t('welcomeImage'), kind: 'file', upload: 'image' },
    { name: 'focalPoint', label: words.t('welcomeFocalPoint'), kind: 'focalPoint', picture: 'organizationImage' },
    { name: 'organizationImageAltText', kind: 'text', ...altTextOf(words, 'welcome image') },
    { name: 'organizationImageCaption', kind: 'text', label: words.t('welcomeCaption') },
    { name: 'organizationLogo', label: words.t('organizationLogo'), kind: 'file', upload: 'image' },
    { name: 'organizationLogoAltText', kind: 'text', ...altTextOf(words, 'logo') },
  ],
  submitLabel: words.t('saveOrganisation'),
  action: { path: DASHBOARD_API.orgInfo, encoding: 'multipart' },
  saved: {
    path: DASHBOARD_API.orgInfo,
    read: (body) => {
      const info = (body.info ?? {}) as Record<string, unknown>;
      const text = (name: string) => (typeof info[name] === 'string' ? info[name] : '');
      const pictures = [
        {
          src: text('organizationImage'),
          alt: words.t('savedWelcomeImage'),
          caption: words.t('currentWelcomeImage'),
          name: words.t('welcomeImageName'),
          removePath: `${DASHBOARD_API.orgInfo}/organizationImage`,
        },
        {
          src: text('organizationLogo'),
          alt: words.t('savedLogo'),
          caption: words.t('currentLogo'),
          name: words.t('logoName'),
          removePath: `${DASHBOARD_API.orgInfo}/organizationLogo`,
        },
      ].filter((picture) => picture.src);
      const focalPoint = info.focalPoint ? JSON.stringify(info.focalPoint) : '';
      return {
        values: {
          organizationName: text('organizationName'),
          welcomeMessage: text('welcomeMessage'),
          organizationImage: text('organizationImage'),
          focalPoint,
          organizationImageAltText: text('organizationImageAltText'),
          organizationImageCaption: text('organizationImageCaption'),
          organizationLogoAltText: text('organizationLogoAltText'),
        },
        pictures,
      };
    },
  },
  // The site's hero, live: the name, the welcome (else the site's quote) and the saved welcome picture with its texts.
  preview: {
    list: 'welcome',
    item: (texts): FormPreviewItems['welcome'] => ({
      organizationName: texts['organizationName'] ?? '',
      welcomeMessage: {
        welcomeMsg: texts['welcomeMessage'] ?? '',
        ...(texts['organizationImage']
          ? { imageUrl: { url: texts['organizationImage'], altText: texts['organizationImageAltText'] ?? '', caption: texts['organizationImageCaption'] ?? '' } }
          : {}),
      },
    }),
  },
  check: (values) => (Object.values(values).every(isBlank) ? M.orgInfoEmpty : undefined),
  failure: M.orgInfoFailed,
  };
}

/** The Home screen's text logo form in `words`' language. */
function textLogoFormIn(words: HomeSectionWords): FormSectionConfig {
  return {
  title: words.t('textLogo'),
  historyKey: historyKey({ kind: 'section', field: 'textLogo' }),
  fields: [
    { name: 'startLogo', label: words.t('startOfLogo'), kind: 'text', required: true },
    { name: 'endLogo', label: words.t('endOfLogo'), kind: 'text', required: true },
  ],
  submitLabel: words.t('saveTextLogo'),
  action: { path: DASHBOARD_API.textLogo, encoding: 'json', whole: true },
  saved: {
    path: DASHBOARD_API.textLogo,
    read: (body) => {
      const info = (body.info ?? {}) as Record<string, unknown>;
      const text = (name: string) => (typeof info[name] === 'string' ? info[name] : '');
      return { values: { startLogo: text('startLogo'), endLogo: text('endLogo') } };
    },
  },
  requiredMessage: M.textLogoRequired,
  failure: M.updateFailed,
  };
}

/** The Home screen's forms in `words`' language. */
export function homeForms(words: HomeSectionWords) {
  return { orgInfoForm: orgInfoFormIn(words), textLogoForm: textLogoFormIn(words) };
}

/** The forms in English (the spec's words). */
export const { orgInfoForm, textLogoForm } = homeForms(makeWords('en', homeSectionWords));
