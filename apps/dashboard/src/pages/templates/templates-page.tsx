import { useState } from 'react';
import {
  BUILT_IN_TEMPLATES,
  DASHBOARD_API,
  DASHBOARD_MESSAGES as M,
  historyKey,
  PLATFORM_API,
  type TemplateDescriptor,
} from '@schoolpage/content-contract';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { BrandPicker } from '../../brand/brand-picker';
import { HistoryLink } from '../../history/history-link';
import { SectionPage } from '../../sections/section-page';
import { useRoleMay, useSiteStatus } from '../../layout/site-status';
import { TemplateCard } from './template-card';
import { useSwitchConfirmation } from './use-switch-confirmation';
import { readCurrentTemplate, readTemplates, templateTitle } from './template-state';
import styles from './templates.module.css';
import { useWords } from '@schoolpage/words';
import { templatesWords } from './templates.words';

/** The key of the versions of the template choice (its "History"). */
const HISTORY_KEY = historyKey({ kind: 'section', field: 'template' });

/** Spec §2 "Templates": 8 cards with badge, Preview and Select (only available ones); the current choice shows. */
export function TemplatesPage() {
  const feedback = useFeedback();
  const words = useWords(templatesWords);
  const templates = useApiResource(PLATFORM_API.templates, readTemplates, BUILT_IN_TEMPLATES);
  const state = useApiResource(DASHBOARD_API.templateState, readCurrentTemplate, undefined);
  const [busy, setBusy] = useState(false);
  const { confirmSwitch, dialog } = useSwitchConfirmation(useSiteStatus().profile?.isPublish === true);
  // Template and brand are an owner's or an editor's: a contributor sees and previews them only.
  const mayChange = useRoleMay('site');

  async function select(template: TemplateDescriptor) {
    if (!(await confirmSwitch(template))) return;
    setBusy(true);
    try {
      const body = await apiRequest(DASHBOARD_API.templateUpdate, { method: 'POST', json: { templateId: template.id } });
      feedback.success(successText(body, words.t('nowYourTemplate', { title: templateTitle(template) })));
      await state.reload();
    } catch (error) {
      feedback.error(failureText(M.updateFailed, error));
    } finally {
      setBusy(false);
    }
  }

  const currentTemplate = templates.data.find((t) => t.id === state.data || t.name === state.data);

  return (
    <SectionPage title={words.t('title')}>
      <p className={styles.summary} aria-live="polite">
        {currentTemplate ? words.t('current', { title: templateTitle(currentTemplate) }) : words.t('noneSelected')}
      </p>
      <p>
        <HistoryLink historyKey={HISTORY_KEY} />
      </p>
      <FeedbackAlert feedback={feedback} />
      <ul className={styles.grid} aria-label={words.t('title')}>
        {templates.data.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            current={state.data}
            busy={busy}
            onSelect={select}
            selectable={mayChange}
            onUnavailablePreview={() => feedback.info(M.templateUnavailable)}
          />
        ))}
      </ul>
      {dialog}
      {mayChange ? <BrandPicker /> : null}
    </SectionPage>
  );
}
