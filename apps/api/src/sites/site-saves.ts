import { Injectable, Logger } from '@nestjs/common';
import type { StoredContent } from './recently-deleted';

/** What a save hands on of a site: its content and the template it is shown with. */
export interface SavedSite {
  content: StoredContent;
  templateName: string;
}

/** Told after each saved change: the school, and its site as it was and as it was saved. */
export type SavedListener = (organizationId: string, before: SavedSite, after: SavedSite) => Promise<void>;

/**
 * The one place a saved change of a site's content is handed on with what it changed (the version history in
 * history/ keeps it). SiteEditor calls `saved` after each save; a listener's failure is logged, never undoes the save.
 */
@Injectable()
export class SiteSaves {
  private readonly logger = new Logger('Sites');
  private readonly listeners: SavedListener[] = [];

  onSaved(listener: SavedListener): void {
    this.listeners.push(listener);
  }

  async saved(organizationId: string, before: SavedSite, after: SavedSite): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(organizationId, before, after);
      } catch (error) {
        this.logger.warn(`A saved change of site ${organizationId} was not handed on: ${String(error)}`);
      }
    }
  }
}
