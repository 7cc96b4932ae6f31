import { useState, type ReactNode } from 'react';
import { DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { VisuallyHidden } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { failureText } from '../feedback/failure-text';
import type { Feedback } from '../feedback/use-feedback';

/**
 * Moving items of a list: `POST <item path>/move` with `{ to }`, the new position announced in a polite
 * live region (render `announcer` once), a failure shown in the list's alert; then `onMoved` (with the server's
 * answer when the move succeeded).
 */
export function useItemMoves(feedback: Feedback, onMoved: (answer?: ApiAnswer) => void): {
  move: (itemPath: string, to: number, label: string, count: number) => Promise<void>;
  announcer: ReactNode;
} {
  const [announcement, setAnnouncement] = useState('');

  async function move(itemPath: string, to: number, label: string, count: number) {
    let answer: ApiAnswer | undefined;
    try {
      answer = await apiRequest(`${itemPath}/move`, { method: 'POST', json: { to } });
      setAnnouncement(`“${label}” moved to position ${to + 1} of ${count}.`);
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
    }
    onMoved(answer);
  }

  const announcer = (
    <VisuallyHidden as="p" role="status" aria-live="polite">
      {announcement}
    </VisuallyHidden>
  );
  return { move, announcer };
}
