import { DASHBOARD_MESSAGES, fillMessage } from '@schoolpage/content-contract';

/** Spec §8 "'{Item} could not deleted, Please try again!'" for one kind of item. */
export function deleteFailedFor(item: string): string {
  return fillMessage(DASHBOARD_MESSAGES.itemDeleteFailed, { item });
}
