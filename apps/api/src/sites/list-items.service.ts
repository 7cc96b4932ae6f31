import { Injectable } from '@nestjs/common';
import type { StoredSiteContent } from '@schoolpage/content-contract';
import { AccountRepository } from '../storage/persistence/account.repository';
import { readInCountry } from './read-in-country';
import { keepDeleted } from './recently-deleted';
import { SiteEditor } from './site-editor';
import {
  newItemId,
  positionOf,
  withItemAdded,
  withItemEdited,
  withItemMoved,
  withItemRemoved,
  type ItemSelector,
  type SiteListItem,
  type SiteListName,
} from './site-lists';

/** What a delete answers: the list left, and the id under which the item can be restored. */
export interface Removal<T> {
  list: T;
  deletedId: string;
}

/** Adding, editing, moving and deleting the items of a site's lists (gallery, FAQ, faculty, …). */
@Injectable()
export class ListItemsService {
  constructor(
    private readonly editor: SiteEditor,
    private readonly accounts: AccountRepository,
  ) {}

  async list<L extends SiteListName>(organizationId: string, name: L): Promise<StoredSiteContent[L]> {
    return (await this.editor.read(organizationId)).content[name] ?? [];
  }

  /** Adds an item (given a fresh id when it is an object) and returns the new list. */
  async addItem<L extends SiteListName>(organizationId: string, name: L, item: SiteListItem<L>): Promise<StoredSiteContent[L]> {
    const readIn = await this.readerInCountry(organizationId, name);
    const withId = typeof item === 'object' ? readIn({ ...item, id: newItemId() }) : item;
    return this.editor.change(organizationId, (site) => {
      const list = withItemAdded(site.content[name] as SiteListItem<L>[], withId);
      site.content[name] = list as StoredSiteContent[L];
      return site.content[name];
    });
  }

  /** Removes the selected item into "Recently deleted" (its files are kept with it) and returns the new list. */
  removeItem<L extends SiteListName>(organizationId: string, name: L, selector: ItemSelector): Promise<Removal<StoredSiteContent[L]>> {
    return this.editor.change(organizationId, (site) => {
      const list = site.content[name] as SiteListItem<L>[];
      const position = positionOf(list, selector);
      const { list: left, removed } = withItemRemoved(list, { index: position });
      site.content[name] = left as StoredSiteContent[L];
      const deletedId = keepDeleted(site.content, { list: name, position, item: removed });
      return { list: site.content[name], deletedId };
    });
  }

  /** Replaces the selected item by `edit(item)`; returns the new list. Files the old item held and the new one does not go after the save. */
  async editItem<L extends SiteListName>(organizationId: string, name: L, selector: ItemSelector, edit: (item: SiteListItem<L>) => SiteListItem<L>): Promise<StoredSiteContent[L]> {
    const readIn = await this.readerInCountry(organizationId, name);
    return this.editor.change(organizationId, (site) => {
      site.content[name] = withItemEdited(site.content[name] as SiteListItem<L>[], selector, (item) => readIn(edit(item))) as StoredSiteContent[L];
      return site.content[name];
    });
  }

  /** Moves the selected item to position `to`; returns the new list. */
  moveItem<L extends SiteListName>(organizationId: string, name: L, selector: ItemSelector, to: number): Promise<StoredSiteContent[L]> {
    return this.editor.change(organizationId, (site) => {
      site.content[name] = withItemMoved(site.content[name] as SiteListItem<L>[], selector, to) as StoredSiteContent[L];
      return site.content[name];
    });
  }

  /** readInCountry for the account's country (read once per change). */
  private async readerInCountry(organizationId: string, list: SiteListName): Promise<<T>(item: T) => T> {
    const country = (await this.accounts.findById(organizationId))?.country ?? '';
    return (item) => readInCountry(list, item, country);
  }
}
