import type { z } from 'zod';
import type { templateDescriptorSchema } from '../platform/registry-entries.schema';

/** Spec §2 "Template previews": the descriptor the dashboard's Templates page shows (its schema: registry-entries.schema.ts). */
export type TemplateDescriptor = z.infer<typeof templateDescriptorSchema>;
export type TemplateAvailability = TemplateDescriptor['availability'];

/** The name of the remote that renders template `name` (`curl-set` → `template_curl_set`). */
export function templateRemoteName(name: string): string {
  return `template_${name.replace(/-/g, '_')}`;
}

function descriptor(name: string, id: string, availability: TemplateAvailability): TemplateDescriptor {
  return {
    name,
    id,
    image: `/remotes/templates/${name}/preview.svg`,
    link: `/web/${name}`,
    availability,
    remote: templateRemoteName(name),
  };
}

/** The eight built-in templates, ids exactly as the spec lists them. */
export const BUILT_IN_TEMPLATES: readonly TemplateDescriptor[] = [
  descriptor('run', 'run', 'available'),
  descriptor('nbl', 'nbl', 'available'),
  descriptor('curl-set', 'curlset', 'unavailable'),
  descriptor('tech-light', 'techlight', 'unavailable'),
  descriptor('timely-travel', 'timelytravel', 'unavailable'),
  descriptor('manga-center', 'mangecenter', 'unavailable'),
  descriptor('black-star', 'blackstra', 'unavailable'),
  descriptor('sandy-pleagad', 'sandypleagad', 'unavailable'),
];

/** Only available templates may be selected by a school. */
export function isSelectableTemplate(templates: readonly TemplateDescriptor[], id: string): boolean {
  return templates.some((t) => t.id === id && t.availability === 'available');
}
