import {
  BUILT_IN_TEMPLATES,
  SAMPLE_TEMPLATE_QUERY,
  type TemplateDescriptor,
} from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';

/** The registry's templates, or the built-in eight when it answers with none. */
export function readTemplates(body: ApiAnswer): readonly TemplateDescriptor[] {
  return Array.isArray(body.info) && body.info.length ? (body.info as TemplateDescriptor[]) : BUILT_IN_TEMPLATES;
}

/** The chosen template's id or name, whichever shape `template-state` answers with. */
export function readCurrentTemplate(body: ApiAnswer): string | undefined {
  const info = body.info;
  if (typeof info === 'string') return info || undefined;
  if (info && typeof info === 'object') {
    const state = info as Record<string, unknown>;
    for (const key of ['templateId', 'templateName', 'template', 'id', 'name']) {
      if (typeof state[key] === 'string' && state[key]) return state[key];
    }
  }
  return undefined;
}

export function isCurrent(template: TemplateDescriptor, current: string | undefined): boolean {
  return current !== undefined && (template.id === current || template.name === current);
}

/** `/web/nbl?source=sample-template`: the template filled with sample content (spec §2). */
export function previewHref(template: TemplateDescriptor): string {
  return `${template.link}?${SAMPLE_TEMPLATE_QUERY.name}=${SAMPLE_TEMPLATE_QUERY.value}`;
}

/** `tech-light` → `Tech Light`. */
export function templateTitle(template: TemplateDescriptor): string {
  return template.name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
