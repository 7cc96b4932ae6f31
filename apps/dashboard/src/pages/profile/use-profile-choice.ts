import { useState } from 'react';
import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { apiRequest } from '../../api/api-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';

/**
 * A choice of the Profile saved as soon as it is made (the school's board, its time zone): `POST path { [field]: value }`,
 * busy while it saves, then what the server said in the page's feedback and `onSaved`.
 */
export function useProfileChoice(path: string, field: string, feedback: Feedback, onSaved: () => void) {
  const [busy, setBusy] = useState(false);

  async function choose(next: string) {
    setBusy(true);
    try {
      feedback.success(successText(await apiRequest(path, { method: 'POST', json: { [field]: next } })));
      onSaved();
    } catch (error) {
      feedback.error(failureText(M.updateFailed, error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, choose };
}
