import { Injectable } from '@nestjs/common';

/**
 * Where a change was made: through this process (`local`: announced as it is made), or through another
 * process on the same store (`feed`: read from the change feed, sites/change-feed/). What is kept per
 * process (rendered pages, answers, resolved addresses) is dropped either way; what is done once per
 * change for everyone (writing a shared answer, purging a CDN) is done for `local` changes only.
 */
export type SiteChangeOrigin = 'local' | 'feed';

/**
 * The one place a change to a school's site is announced: its content, its publish state, its template
 * or its address. Whatever keeps something of a site (the visitors' answers in public/, search, the
 * rendered pages in frontend/) listens here, so the code that changes a site never needs to know who
 * keeps what; changes made by other processes arrive here too, from the change feed.
 */
@Injectable()
export class SiteChanges {
  private readonly listeners: ((organizationId: string, origin: SiteChangeOrigin) => void)[] = [];
  private readonly everythingListeners: (() => void)[] = [];

  /** Tells every listener that what it keeps of this site is stale. */
  changed(organizationId: string, origin: SiteChangeOrigin = 'local'): void {
    for (const listener of this.listeners) listener(organizationId, origin);
  }

  /** Calls `listener` after every change to a site, in the order listeners were added. */
  onChange(listener: (organizationId: string, origin: SiteChangeOrigin) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Tells every listener that anything it keeps of any site may be stale: this process cannot tell which
   * changes it missed (the change feed lost its place), so everything kept is dropped and rebuilt.
   */
  everythingChanged(): void {
    for (const listener of this.everythingListeners) listener();
  }

  /** Calls `listener` when everything kept of every site must be dropped (see `everythingChanged`). */
  onEverythingChanged(listener: () => void): void {
    this.everythingListeners.push(listener);
  }
}
