import { NEWS_MESSAGES, OWN_PAGE_MESSAGES } from '@schoolpage/content-contract';
import { DomainError } from '../common/domain-error';

/** What the history's refusals say. */
export const HISTORY_MESSAGES = {
  unknownThing: 'Choose a section, page, story, circular, the alert or the disclosure to see its history.',
  versionNotFound: 'That version was not found.',
  itemNotInVersion: 'That item is not in this version.',
  restored: 'Restored.',
} as const;

export class UnknownThingError extends DomainError {
  constructor() {
    super('invalid', HISTORY_MESSAGES.unknownThing);
  }
}

export class VersionNotFoundError extends DomainError {
  constructor() {
    super('notFound', HISTORY_MESSAGES.versionNotFound);
  }
}

export class ItemNotInVersionError extends DomainError {
  constructor() {
    super('notFound', HISTORY_MESSAGES.itemNotInVersion);
  }
}

/** Restoring would give a page or story an address another has taken since (as restoring from the trash says). */
export class AddressTakenError extends DomainError {
  constructor(list: 'pages' | 'news') {
    super('conflict', list === 'pages' ? OWN_PAGE_MESSAGES.slugTaken : NEWS_MESSAGES.slugTaken);
  }
}
