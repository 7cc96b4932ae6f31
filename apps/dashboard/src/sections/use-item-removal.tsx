import type { ReactNode } from 'react';
import { DASHBOARD_MESSAGES, TRASH_API } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useConfirm } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { failureText, successText } from '../feedback/failure-text';
import type { Feedback } from '../feedback/use-feedback';
import { controlOf, headingOf, itemAt, placeOf, type ItemPlace } from '../focus/item-place';
import { useFocusAfterRender } from '../focus/use-focus-after-render';
import { useWords } from '@schoolpage/words';
import { useMessageInLanguage } from '../feedback/message-in-language';
import { sectionsWords } from './sections.words';

/** How one item is deleted: spec §7 names the position in the path or in a JSON body. */
export interface RemoveRequest {
  path: string;
  json?: unknown;
}

export interface ItemRemovalOptions {
  /** Spec §8 text shown when the delete fails. */
  failed: string;
  feedback: Feedback;
  /** After the delete (with the server's answer when it succeeded) or a restore; settles once the list is shown. */
  onRemoved: (answer?: ApiAnswer) => void | Promise<void>;
  /** The confirmation question (a generic one when omitted). */
  question?: string;
  /** Shown when the user declines (spec §5: 'Category not deleted!'). */
  declined?: string;
}

/**
 * Confirm in a dialog, send the delete, report, and let the list show what is left. The message offers "Undo"
 * (the item is restored at its old position) and takes the focus; without it, focus goes to the next item's
 * same button, else to the list's heading. After an Undo, focus is on the restored item's button again.
 */
export function useItemRemoval(options: ItemRemovalOptions): {
  remove: (request: RemoveRequest, label: string) => Promise<void>;
  dialog: ReactNode;
} {
  const { confirm, dialog } = useConfirm();
  const focusAfterRender = useFocusAfterRender();
  const words = useWords(sectionsWords);
  const inLanguage = useMessageInLanguage();
  const { failed, feedback, onRemoved, question = DASHBOARD_MESSAGES.deleteConfirm, declined } = options;

  const backToPlace = (place: ItemPlace | null) =>
    focusAfterRender(
      () => place && controlOf(itemAt(place), place.action),
      () => headingOf(place),
    );

  async function remove(request: RemoveRequest, label: string) {
    // The Delete button pressed: the dialog gives focus back to it, and the list keeps its place.
    const place = placeOf(document.activeElement);
    const confirmed = await confirm({
      title: words.t('deleteTitle', { label }),
      message: inLanguage(question),
      confirmLabel: words.t('delete'),
      cancelLabel: words.t('cancel'),
    });
    if (!confirmed) {
      if (declined) feedback.info(declined);
      return;
    }
    let answer: ApiAnswer;
    try {
      answer = await apiRequest(request.path, {
        method: 'DELETE',
        ...(request.json === undefined ? {} : { json: request.json }),
      });
    } catch (error) {
      console.error(`DELETE ${request.path} failed`, error);
      feedback.error(failed);
      await onRemoved();
      return;
    }
    const text = successText(answer, DASHBOARD_MESSAGES.deleted);
    const deletedId = answer.deletedId;
    if (typeof deletedId === 'string') {
      // Undo takes the focus before the item (and its Delete, which had it) leaves the list: never the page body.
      feedback.success(text, { label: words.t('undo'), busyLabel: words.t('undoing'), run: () => restore(deletedId, label, place) });
      await onRemoved(answer);
    } else {
      await onRemoved(answer);
      feedback.success(text);
      backToPlace(place);
    }
  }

  async function restore(id: string, label: string, place: ItemPlace | null) {
    try {
      await apiRequest(TRASH_API.restore(id), { method: 'POST' });
      await onRemoved();
      feedback.success(words.t('isBack', { label }));
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
      await onRemoved();
    }
    backToPlace(place);
  }

  return { remove, dialog };
}
