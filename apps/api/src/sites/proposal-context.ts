import { AsyncLocalStorage } from 'node:async_hooks';
import type { StoredContent } from './recently-deleted';

/** One edit a contributor's request made, not saved: the content as it was and as the edit left it. */
export interface ProposedEdit {
  organizationId: string;
  before: StoredContent;
  after: StoredContent;
  /** The edit puts back a kept version (sites/restoring-context.ts). */
  restore: boolean;
}

/**
 * While a contributor's request runs inside `proposals.run(...)`, SiteEditor applies each edit to a copy and
 * keeps it here instead of saving it (issue #25: a contributor's change waits for approval).
 */
export const proposals = new AsyncLocalStorage<ProposedEdit[]>();
