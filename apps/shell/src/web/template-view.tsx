import { FALLBACK_TEMPLATES, TEMPLATE_MODULES, type SiteProps, type TemplateDescriptor } from '@schoolpage/content-contract';
import { RemoteUnavailable } from '../federation/remote-unavailable';
import { RemoteView } from '../federation/remote-view';
import { SiteLoading } from './site-loading';
import { useTemplateContract } from './use-template-contract';

interface TemplateViewProps {
  template: TemplateDescriptor;
  templates: readonly TemplateDescriptor[];
  props: SiteProps;
}

/**
 * Mounts a school's template once its contract version is known to fit; otherwise shows the school's
 * site with a fallback template (which checks its own contract the same way), never a blank page.
 */
export function TemplateView({ template, templates, props }: TemplateViewProps) {
  const check = useTemplateContract(template.remote);

  if (check === 'checking') return <SiteLoading />;
  if (check === 'compatible') return <RemoteView remote={template.remote} module={TEMPLATE_MODULES.site} props={props} />;

  const fallback = FALLBACK_TEMPLATES.map((name) => templates.find((t) => t.name === name)).find(
    (candidate): candidate is TemplateDescriptor => !!candidate && candidate.remote !== template.remote,
  );
  if (!fallback) return <RemoteUnavailable />;
  const remaining = templates.filter((t) => t.remote !== template.remote);
  return <TemplateView template={fallback} templates={remaining} props={props} />;
}
