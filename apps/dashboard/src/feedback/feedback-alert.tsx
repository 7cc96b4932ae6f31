import { FormAlert } from '@schoolpage/ui';
import type { Feedback } from './use-feedback';

/** The in-page alert (role="alert") of one form or list. */
export function FeedbackAlert({ feedback }: { feedback: Feedback }) {
  const current = feedback.current;
  if (!current) return null;
  return (
    <FormAlert key={current.serial} tone={current.tone}>
      {current.text}
    </FormAlert>
  );
}
