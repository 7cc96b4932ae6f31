import { PLATFORM_API, type RemoteEntry, type TemplateDescriptor } from '@schoolpage/content-contract';
import { apiInfo } from '@schoolpage/api-client';
import { oncePerPageLoad } from './once-per-page-load';

/** The registry of remotes, read at every page load: no remote URL is compiled into the shell. */
export const fetchRemotes = oncePerPageLoad(() => apiInfo<RemoteEntry[]>(PLATFORM_API.remotes));

export const fetchTemplates = oncePerPageLoad(() => apiInfo<TemplateDescriptor[]>(PLATFORM_API.templates));
