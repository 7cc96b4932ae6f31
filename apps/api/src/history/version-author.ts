import { AsyncLocalStorage } from 'node:async_hooks';
import type { SignedInAdmin } from '../auth/session.service';

/** Who a dashboard request's saves are made by, and the approval they come through (its approve request) if any. */
export interface SavingAs {
  admin: SignedInAdmin;
  approvalId: string | null;
}

/** Set around each signed-in dashboard request (history.interceptor.ts); a version recorded in it names its author. */
export const savingAs = new AsyncLocalStorage<SavingAs>();
