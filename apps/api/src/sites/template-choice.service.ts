import { Injectable } from '@nestjs/common';
import { BUILT_IN_TEMPLATES, isSelectableTemplate, type TemplateDescriptor } from '@schoolpage/content-contract';
import { SiteEditor } from './site-editor';
import { TemplateNotSelectableError } from './site-errors';

/** The template a school's site is shown with. */
@Injectable()
export class TemplateChoiceService {
  constructor(private readonly editor: SiteEditor) {}

  /** Only available templates can be chosen: run and nbl, and any available template an operator registered. */
  setTemplate(organizationId: string, templateId: string, templates: readonly TemplateDescriptor[] = BUILT_IN_TEMPLATES): Promise<void> {
    const template = templates.find((t) => t.id === templateId);
    if (!template || !isSelectableTemplate(templates, templateId)) throw new TemplateNotSelectableError();
    return this.editor.change(organizationId, (site) => {
      site.templateName = template.name;
    });
  }
}
