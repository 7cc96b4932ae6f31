import { freeSlug, OWN_PAGE_MESSAGES as M, type NewOwnPage, type OwnPage, type OwnPageChange, EMPTY_RICH_TEXT } from '@schoolpage/content-contract';
import { DomainError } from '../common/domain-error';
import { newItemId } from '../sites/site-lists';

/** A change refused because another page of the site has the address. */
export class PageSlugTakenError extends DomainError {
  constructor() {
    super('conflict', M.slugTaken);
  }
}

/** The page asked for is not there (deleted, or another school's). */
export class PageNotFoundError extends DomainError {
  constructor() {
    super('notFound', M.notFound);
  }
}

/** Refuses an address another page (not `except`) already has. */
function checkSlugFree(pages: readonly OwnPage[], slug: string, except?: string): void {
  if (pages.some((page) => page.slug === slug && page.id !== except)) throw new PageSlugTakenError();
}

/** A new page: its address from its title when none was given (a number added when that one is taken). */
export function newOwnPage(pages: readonly OwnPage[], input: NewOwnPage, now: Date): OwnPage {
  if (input.slug) checkSlugFree(pages, input.slug);
  const slug = input.slug ?? freeSlug(input.title, pages.map((page) => page.slug), 'page');
  return {
    id: newItemId(),
    title: input.title,
    slug,
    body: input.body ?? EMPTY_RICH_TEXT,
    showInMenu: input.showInMenu ?? true,
    status: input.status ?? 'published',
    ...(input.publishAt ? { publishAt: input.publishAt } : {}),
    ...(input.expireAt ? { expireAt: input.expireAt } : {}),
    updatedAt: now.toISOString(),
  };
}

/** The page with the change applied: fields sent replace, `null` clears a time. */
export function changedOwnPage(pages: readonly OwnPage[], page: OwnPage, change: OwnPageChange, now: Date): OwnPage {
  if (change.slug) checkSlugFree(pages, change.slug, page.id);
  const next: OwnPage = { ...page, updatedAt: now.toISOString() };
  if (change.title !== undefined) next.title = change.title;
  if (change.slug !== undefined) next.slug = change.slug;
  if (change.body !== undefined) next.body = change.body;
  if (change.showInMenu !== undefined) next.showInMenu = change.showInMenu;
  if (change.status !== undefined) next.status = change.status;
  for (const time of ['publishAt', 'expireAt'] as const) {
    if (change[time] === null) delete next[time];
    else if (change[time]) next[time] = change[time];
  }
  return next;
}
