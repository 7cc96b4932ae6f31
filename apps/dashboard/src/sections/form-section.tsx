import { FeedbackAlert } from '../feedback/feedback-alert';
import { useFeedback } from '../feedback/use-feedback';
import { SectionCard } from './section-card';
import { SectionForm, type SectionFormProps } from './section-form';

export interface FormSectionConfig extends Omit<SectionFormProps, 'feedback' | 'onSaved'> {
  title: string;
}

/** A section that is one form with its alert and no list (organisation info, text logo). */
export function FormSection({ config }: { config: FormSectionConfig }) {
  const feedback = useFeedback();
  const { title, ...form } = config;
  return (
    <SectionCard title={title}>
      <SectionForm {...form} feedback={feedback} />
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}
