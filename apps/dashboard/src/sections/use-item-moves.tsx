import { DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { apiRequest } from '../api/api-request';
import { failureText } from '../feedback/failure-text';
import type { Feedback } from '../feedback/use-feedback';
import { controlOf, itemAt, placeOf } from '../focus/item-place';
import { useFocusAfterRender } from '../focus/use-focus-after-render';

/**
 * Moving items of a list: `POST <item path>/move` with `{ to }`, the new position said in the list's message
 * (read out politely), a failure shown there too; then `onMoved` (with the server's answer when the move
 * succeeded). Moved from the keyboard, the focus stays on the button pressed, in the item's new place.
 */
export function useItemMoves(
  feedback: Feedback,
  onMoved: (answer?: ApiAnswer) => void | Promise<void>,
): { move: (itemPath: string, to: number, label: string, count: number) => Promise<void> } {
  const focusAfterRender = useFocusAfterRender();

  async function move(itemPath: string, to: number, label: string, count: number) {
    const place = placeOf(document.activeElement);
    try {
      const answer = await apiRequest(`${itemPath}/move`, { method: 'POST', json: { to } });
      await onMoved(answer);
      feedback.info(`“${label}” moved to position ${to + 1} of ${count}.`);
      if (place) focusAfterRender(() => controlOf(itemAt(place, to), place.action));
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
      await onMoved();
    }
  }

  return { move };
}
