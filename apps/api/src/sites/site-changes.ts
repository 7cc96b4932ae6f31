import { Injectable } from '@nestjs/common';

/** Where a change was made: through this instance, or through another one (read from the change feed). */
export type ChangeOrigin = 'local' | 'feed';

/**
 * The one place a change to a school's site is announced: its content, its publish state, its template
 * or its address. Whatever keeps something of a site (the visitors' answers in public/, the rendered
 * pages in frontend/) listens here, so the code that changes a site never needs to know who keeps what.
 * Work that must happen once per change across all instances (a CDN purge) listens to `local` changes only.
 */
@Injectable()
export class SiteChanges {
  private readonly listeners: ((organizationId: string, origin: ChangeOrigin) => void)[] = [];

  /** Tells every listener that what it keeps of this site is stale. */
  changed(organizationId: string, origin: ChangeOrigin = 'local'): void {
    for (const listener of this.listeners) listener(organizationId, origin);
  }

  /** Calls `listener` after every change to a site, in the order listeners were added. */
  onChange(listener: (organizationId: string, origin: ChangeOrigin) => void): void {
    this.listeners.push(listener);
  }
}
