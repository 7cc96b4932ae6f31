import type { ReactNode } from 'react';
import { DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import { useConfirm } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { successText } from '../feedback/failure-text';
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
  onRemoved: () => void;
  /** The confirmation question (a generic one when omitted). */
  question?: string;
  /** Shown when the user declines (spec §5: 'Category not deleted!'). */
  declined?: string;
}

/** Confirm in a dialog, send the delete, report, and reload the list. */
export function useItemRemoval(options: ItemRemovalOptions): {
  remove: (request: RemoveRequest, label: string) => Promise<void>;
  dialog: ReactNode;
} {
  const { confirm, dialog } = useConfirm();
  const { failed, feedback, onRemoved, question = DASHBOARD_MESSAGES.deleteConfirm, declined } = options;

  async function remove(request: RemoveRequest, label: string) {
    const confirmed = await confirm({ title: `Delete “${label}”?`, message: question, confirmLabel: 'Delete' });
    if (!confirmed) {
      if (declined) feedback.info(declined);
      return;
    }
    try {
      const body = await apiRequest(request.path, {
        method: 'DELETE',
        ...(request.json === undefined ? {} : { json: request.json }),
      });
      feedback.success(successText(body, DASHBOARD_MESSAGES.deleted));
    } catch (error) {
      console.error(`DELETE ${request.path} failed`, error);
      feedback.error(failed);
    }
    onRemoved();
  }

  return { remove, dialog };
}
