import { useState, type ReactNode } from 'react';
import { DASHBOARD_MESSAGES, TRASH_API } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useConfirm } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { failureText, successText } from '../feedback/failure-text';
import styles from './sections.module.css';
import type { Feedback } from '../feedback/use-feedback';

/** How one item is deleted: spec §7 names the position in the path or in a JSON body. */
export interface RemoveRequest {
  path: string;
  json?: unknown;
}

export interface ItemRemovalOptions {
  /** Spec §8 text shown when the delete fails. */
  failed: string;
  feedback: Feedback;
  /** After the delete (with the server's answer when it succeeded) or a restore. */
  onRemoved: (answer?: ApiAnswer) => void;
  /** The confirmation question (a generic one when omitted). */
  question?: string;
  /** Shown when the user declines (spec §5: 'Category not deleted!'). */
  declined?: string;
}

/** Confirm in a dialog, send the delete, report, and let the list show what is left. */
export function useItemRemoval(options: ItemRemovalOptions): {
  remove: (request: RemoveRequest, label: string) => Promise<void>;
  dialog: ReactNode;
  /** An "Undo" button while the last delete can be taken back (the item is restored at its old position). */
  undo: ReactNode;
} {
  const { confirm, dialog } = useConfirm();
  const [undoable, setUndoable] = useState<{ id: string; label: string } | null>(null);
  const { failed, feedback, onRemoved, question = DASHBOARD_MESSAGES.deleteConfirm, declined } = options;

  async function remove(request: RemoveRequest, label: string) {
    const confirmed = await confirm({ title: `Delete “${label}”?`, message: question, confirmLabel: 'Delete' });
    if (!confirmed) {
      if (declined) feedback.info(declined);
      return;
    }
    let answer: ApiAnswer | undefined;
    try {
      answer = await apiRequest(request.path, {
        method: 'DELETE',
        ...(request.json === undefined ? {} : { json: request.json }),
      });
      feedback.success(successText(answer, DASHBOARD_MESSAGES.deleted));
      setUndoable(typeof answer.deletedId === 'string' ? { id: answer.deletedId, label } : null);
    } catch (error) {
      console.error(`DELETE ${request.path} failed`, error);
      feedback.error(failed);
    }
    onRemoved(answer);
  }

  async function restore(id: string, label: string) {
    setUndoable(null);
    try {
      await apiRequest(TRASH_API.restore(id), { method: 'POST' });
      feedback.success(`“${label}” is back.`);
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
    }
    onRemoved();
  }

  const undo = undoable ? (
    <button type="button" className={styles.secondaryButton} onClick={() => restore(undoable.id, undoable.label)}>
      Undo
    </button>
  ) : null;

  return { remove, dialog, undo };
}
