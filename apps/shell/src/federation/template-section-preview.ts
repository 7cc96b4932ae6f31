import { TEMPLATE_SECTION_PREVIEW_MODULE } from '@schoolpage/content-contract';
import type { LoadTemplateSectionPreview, TemplateSectionPreview } from '@schoolpage/site-kit';
import { loadRemoteModule } from './remote-modules';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * The section preview of template remote `remote`, for the dashboard (remotes never load each other: the shell
 * hands it this). Rejects when the remote cannot be loaded or has no section preview, so the dashboard shows its
 * own plain preview instead of the runtime's "could not be loaded" component.
 */
export const loadTemplateSectionPreview: LoadTemplateSectionPreview = async (remote) => {
  const loaded = await loadRemoteModule<{ default?: TemplateSectionPreview }>(remote, TEMPLATE_SECTION_PREVIEW_MODULE);
  if (typeof loaded.default !== 'function' || loaded.default === RemoteUnavailable) {
    throw new Error(`The template remote "${remote}" has no section preview.`);
  }
  return loaded.default;
};
