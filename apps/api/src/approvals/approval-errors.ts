import { TEAM_MESSAGES } from '@schoolpage/content-contract';
import { DomainError } from '../common/domain-error';
import { changeSummary, type ContentChange } from './content-changes';

export class ApprovalNotFoundError extends DomainError {
  constructor() {
    super('notFound', TEAM_MESSAGES.approvalNotFound);
  }
}

/** The change touches an item deleted since it was proposed: nothing is applied. */
export class ApprovalConflictError extends DomainError {
  constructor(change: ContentChange) {
    super('conflict', TEAM_MESSAGES.approvalConflict(`"${changeSummary(change).replace(/^[^:]+: /, '')}"`));
  }
}
