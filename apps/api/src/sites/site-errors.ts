import { API_MESSAGES } from '@schoolpage/content-contract';
import { DomainError } from '../common/domain-error';

/** The organisation has no site. */
export class SiteNotFoundError extends DomainError {
  constructor() {
    super('notFound', API_MESSAGES.public.siteNotFound);
  }
}

/** Other writers kept saving first, every time the change was re-applied. */
export class SiteBusyError extends DomainError {
  constructor() {
    super('busy', API_MESSAGES.request.busy);
  }
}

/** The change would grow a list past its cap (site-limits.ts). */
export class ListFullError extends DomainError {
  constructor(readonly max: number) {
    super('invalid', API_MESSAGES.site.listFull(max));
  }
}

/** The change would grow the site's content past its size limit (site-limits.ts). */
export class ContentTooLargeError extends DomainError {
  constructor() {
    super('tooLarge', API_MESSAGES.site.contentTooLarge);
  }
}

export class CategoryExistsError extends DomainError {
  constructor() {
    super('conflict', API_MESSAGES.site.categoryExists);
  }
}

export class CategoryMissingError extends DomainError {
  constructor() {
    super('notFound', API_MESSAGES.site.categoryMissing);
  }
}

export class CourseMissingError extends DomainError {
  constructor() {
    super('notFound', API_MESSAGES.site.courseMissing);
  }
}

/** Only available templates can be chosen. */
export class TemplateNotSelectableError extends DomainError {
  constructor() {
    super('invalid', API_MESSAGES.site.templateNotSelectable);
  }
}

/** A social link's address is neither a web address nor a phone number of the account's country. */
export class SocialAddressError extends DomainError {
  constructor() {
    super('invalid', API_MESSAGES.site.socialMediaUrlInvalid);
  }
}
