import type { ReactNode } from 'react';
import type { TemplateDescriptor } from '@schoolpage/content-contract';
import { useConfirm } from '@schoolpage/ui';
import { templateTitle } from './template-state';

/** On a published site a new template shows to visitors at once: ask first (a hidden site switches without asking). */
export function useSwitchConfirmation(published: boolean): { confirmSwitch: (template: TemplateDescriptor) => Promise<boolean>; dialog: ReactNode } {
  const { confirm, dialog } = useConfirm();
  async function confirmSwitch(template: TemplateDescriptor): Promise<boolean> {
    if (!published) return true;
    const title = templateTitle(template);
    return confirm({
      title: `Switch your published site to ${title}?`,
      message: `Your site is published: visitors will see it in the ${title} template straight away. You can preview it with your content first.`,
      confirmLabel: `Switch to ${title}`,
      cancelLabel: 'Keep current template',
      destructive: false,
    });
  }
  return { confirmSwitch, dialog };
}
