import { createContext } from 'react';
import { DASHBOARD_API, PLATFORM_API } from '@schoolpage/content-contract';
import type { LoadTemplateSectionPreview, TemplateSectionPreview } from '@schoolpage/site-kit';
import { apiRequest } from '../api/api-request';
import { isCurrent, readCurrentTemplate, readTemplates } from '../pages/templates/template-state';

/** How the shell loads a template's section preview (its federation runtime); absent outside the shell. */
export const TemplateSectionPreviewLoader = createContext<LoadTemplateSectionPreview | undefined>(undefined);

/** The school's template look for the previews: loading, loaded, or failed (the plain look, with a note). */
export type TemplateLook = { state: 'loading' } | { state: 'ready'; Preview: TemplateSectionPreview } | { state: 'failed' };

/** The section preview of the template the school has chosen, loaded through `load`; rejects when it cannot be. */
export async function loadChosenTemplateLook(load: LoadTemplateSectionPreview | undefined): Promise<TemplateSectionPreview> {
  if (!load) throw new Error('No template loader: the dashboard runs outside the shell.');
  const [state, list] = await Promise.all([apiRequest(DASHBOARD_API.templateState), apiRequest(PLATFORM_API.templates)]);
  const current = readCurrentTemplate(state);
  const template = readTemplates(list).find((candidate) => isCurrent(candidate, current));
  if (!template) throw new Error(`The chosen template "${current ?? ''}" is not in the registry.`);
  return load(template.remote);
}
