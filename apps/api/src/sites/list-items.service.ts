import { Injectable } from '@nestjs/common';
import { phoneNumbersE164, type StoredSiteContent } from '@schoolpage/content-contract';
import { AccountRepository } from '../storage/persistence/account.repository';
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
    const withPhones = await this.phonesRead(organizationId);
    const withId = typeof item === 'object' ? withPhones({ ...item, id: newItemId() }) : item;
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
    const withPhones = await this.phonesRead(organizationId);
    return this.editor.change(organizationId, (site) => {
      site.content[name] = withItemEdited(site.content[name] as SiteListItem<L>[], selector, (item) => withPhones(edit(item))) as StoredSiteContent[L];
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

  /**
   * Keeps an item's phones (a member's) beside them in E.164, read in the account's country, for `tel:` links and
   * for showing them as people read them; items without phones are left as they are.
   */
  private async phonesRead(organizationId: string): Promise<<T>(item: T) => T> {
    const country = (await this.accounts.findById(organizationId))?.country ?? '';
    return <T>(item: T): T => {
      const phones = (item as { phone?: unknown } | null)?.phone;
      if (!Array.isArray(phones)) return item;
      return { ...item, phoneE164: phoneNumbersE164(phones as string[], country) };
    };
  }
}
