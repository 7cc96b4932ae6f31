import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { DASHBOARD_API } from '../../api/dashboard-api-paths';
import { isBlank } from '../../sections/field-spec';
import type { FormSectionConfig } from '../../sections/form-section';

export const orgInfoForm: FormSectionConfig = {
  title: 'Organisation',
  fields: [
    { name: 'organizationName', label: 'Organization name', kind: 'text' },
    { name: 'welcomeMessage', label: 'Welcome message', kind: 'textarea' },
    { name: 'organizationImage', label: 'Welcome image', kind: 'file', upload: 'image' },
    { name: 'organizationLogo', label: 'Organization logo', kind: 'file', upload: 'image' },
  ],
  submitLabel: 'Save organisation',
  action: { path: DASHBOARD_API.orgInfo, encoding: 'multipart' },
  saved: {
    path: DASHBOARD_API.orgInfo,
    read: (body) => {
      const info = (body.info ?? {}) as Record<string, unknown>;
      const text = (name: string) => (typeof info[name] === 'string' ? (info[name] as string) : '');
      const pictures = [
        { src: text('organizationImage'), alt: 'Saved welcome image', caption: 'Current welcome image', removePath: `${DASHBOARD_API.orgInfo}/organizationImage` },
        { src: text('organizationLogo'), alt: 'Saved organization logo', caption: 'Current organization logo', removePath: `${DASHBOARD_API.orgInfo}/organizationLogo` },
      ].filter((picture) => picture.src);
      return { values: { organizationName: text('organizationName'), welcomeMessage: text('welcomeMessage') }, pictures };
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
      const text = (name: string) => (typeof info[name] === 'string' ? (info[name] as string) : '');
      return { values: { startLogo: text('startLogo'), endLogo: text('endLogo') } };
    },
  },
  requiredMessage: M.textLogoRequired,
  failure: M.updateFailed,
};
