import { Injectable } from '@nestjs/common';

/**
 * The one place a change to a school's site is announced: its content, its publish state, its template
 * or its address. Whatever keeps something of a site (the visitors' answers in public/, the rendered
 * pages in frontend/) listens here, so the code that changes a site never needs to know who keeps what.
 */
@Injectable()
export class SiteChanges {
  private readonly listeners: ((organizationId: string) => void)[] = [];

  /** Tells every listener that what it keeps of this site is stale. */
  changed(organizationId: string): void {
    for (const listener of this.listeners) listener(organizationId);
  }

  /** Calls `listener` after every change to a site, in the order listeners were added. */
  onChange(listener: (organizationId: string) => void): void {
    this.listeners.push(listener);
  }
}
