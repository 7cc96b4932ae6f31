import { useState, type ReactNode } from 'react';
import { DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import { VisuallyHidden } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { failureText } from '../feedback/failure-text';
import type { Feedback } from '../feedback/use-feedback';

/**
 * Moving items of a list: `POST <item path>/move` with `{ to }`, the new position announced in a polite
 * live region (render `announcer` once), a failure shown in the list's alert, and the list read again.
 */
export function useItemMoves(feedback: Feedback, onMoved: () => void): {
  move: (itemPath: string, to: number, label: string, count: number) => Promise<void>;
  announcer: ReactNode;
} {
  const [announcement, setAnnouncement] = useState('');

  async function move(itemPath: string, to: number, label: string, count: number) {
    try {
      await apiRequest(`${itemPath}/move`, { method: 'POST', json: { to } });
      setAnnouncement(`“${label}” moved to position ${to + 1} of ${count}.`);
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
    }
    onMoved();
  }

  const announcer = (
    <VisuallyHidden as="p" role="status" aria-live="polite">
      {announcement}
    </VisuallyHidden>
  );
  return { move, announcer };
}
