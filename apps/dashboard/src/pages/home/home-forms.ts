import { DASHBOARD_API, DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { isBlank } from '../../sections/field-spec';
import { PICTURE_TEXT_PLACEHOLDER } from '../../sections/section-fields';
import type { FormSectionConfig } from '../../sections/form-section';
import { homeSectionWords } from './home-sections.words';

/** The forms' English words (shown in the reader's language through SectionTexts). */
const W = homeSectionWords.en;

/** What the alt text of a single picture asks for, naming the picture. */
const altTextOf = (picture: 'welcome image' | 'logo') => ({
  label: picture === 'logo' ? W.logoAltText : W.welcomeAltText,
  placeholder: PICTURE_TEXT_PLACEHOLDER,
});

export const orgInfoForm: FormSectionConfig = {
  title: W.organisation,
  fields: [
    { name: 'organizationName', label: W.organizationName, kind: 'text' },
    { name: 'welcomeMessage', label: W.welcomeMessage, kind: 'textarea' },
    { name: 'organizationImage', label: W.welcomeImage, kind: 'file', upload: 'image' },
    { name: 'focalPoint', label: W.welcomeFocalPoint, kind: 'focalPoint', picture: 'organizationImage' },
    { name: 'organizationImageAltText', kind: 'text', ...altTextOf('welcome image') },
    { name: 'organizationImageCaption', kind: 'text', label: W.welcomeCaption },
    { name: 'organizationLogo', label: W.organizationLogo, kind: 'file', upload: 'image' },
    { name: 'organizationLogoAltText', kind: 'text', ...altTextOf('logo') },
  ],
  submitLabel: W.saveOrganisation,
  action: { path: DASHBOARD_API.orgInfo, encoding: 'multipart' },
  saved: {
    path: DASHBOARD_API.orgInfo,
    read: (body) => {
      const info = (body.info ?? {}) as Record<string, unknown>;
      const text = (name: string) => (typeof info[name] === 'string' ? info[name] : '');
      const pictures = [
        { src: text('organizationImage'), alt: 'Saved welcome image', caption: 'Current welcome image', removePath: `${DASHBOARD_API.orgInfo}/organizationImage` },
        { src: text('organizationLogo'), alt: 'Saved organization logo', caption: 'Current organization logo', removePath: `${DASHBOARD_API.orgInfo}/organizationLogo` },
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
  check: (values) => (Object.values(values).every(isBlank) ? M.orgInfoEmpty : undefined),
  failure: M.orgInfoFailed,
};

export const textLogoForm: FormSectionConfig = {
  title: W.textLogo,
  fields: [
    { name: 'startLogo', label: W.startOfLogo, kind: 'text', required: true },
    { name: 'endLogo', label: W.endOfLogo, kind: 'text', required: true },
  ],
  submitLabel: W.saveTextLogo,
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
