import { DASHBOARD_API, DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { isBlank } from '../../sections/field-spec';
import { PICTURE_TEXT_PLACEHOLDER } from '../../sections/section-fields';
import type { FormSectionConfig } from '../../sections/form-section';

/** What the alt text of a single picture asks for, naming the picture. */
const altTextOf = (picture: string) => ({
  label: `Alt text of the ${picture}: what it shows, for people who cannot see it`,
  placeholder: PICTURE_TEXT_PLACEHOLDER,
});

export const orgInfoForm: FormSectionConfig = {
  title: 'Organisation',
  fields: [
    { name: 'organizationName', label: 'Organization name', kind: 'text' },
    { name: 'welcomeMessage', label: 'Welcome message', kind: 'textarea' },
    { name: 'organizationImage', label: 'Welcome image', kind: 'file', upload: 'image' },
    { name: 'focalPoint', label: 'Focal point of the welcome image', kind: 'focalPoint', picture: 'organizationImage' },
    { name: 'organizationImageAltText', kind: 'text', ...altTextOf('welcome image') },
    { name: 'organizationImageCaption', kind: 'text', label: 'Caption of the welcome image (optional)' },
    { name: 'organizationLogo', label: 'Organization logo', kind: 'file', upload: 'image' },
    { name: 'organizationLogoAltText', kind: 'text', ...altTextOf('logo') },
  ],
  submitLabel: 'Save organisation',
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
  title: 'Text logo',
  fields: [
    { name: 'startLogo', label: 'Start of logo', kind: 'text', required: true },
    { name: 'endLogo', label: 'End of logo', kind: 'text', required: true },
  ],
  submitLabel: 'Save text logo',
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
