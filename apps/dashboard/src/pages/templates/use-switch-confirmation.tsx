import type { ReactNode } from 'react';
import type { TemplateDescriptor } from '@schoolpage/content-contract';
import { useConfirm } from '@schoolpage/ui';
import { templateTitle } from './template-state';
import { useWords } from '@schoolpage/words';
import { templatesWords } from './templates.words';

/** On a published site a new template shows to visitors at once: ask first (a hidden site switches without asking). */
export function useSwitchConfirmation(published: boolean): { confirmSwitch: (template: TemplateDescriptor) => Promise<boolean>; dialog: ReactNode } {
  const { confirm, dialog } = useConfirm();
  const words = useWords(templatesWords);
  async function confirmSwitch(template: TemplateDescriptor): Promise<boolean> {
    if (!published) return true;
    const title = templateTitle(template);
    return confirm({
      title: words.t('switchTitle', { title }),
      message: words.t('switchMessage', { title }),
      confirmLabel: words.t('switchTo', { title }),
      cancelLabel: words.t('keepCurrent'),
      destructive: false,
    });
  }
  return { confirmSwitch, dialog };
}
