import { Injectable } from '@nestjs/common';
import { NEWS_MESSAGES, OWN_PAGE_MESSAGES, type Course, type NewsStory, type OwnPage, type StoredSiteContent } from '@schoolpage/content-contract';
import { DomainError } from '../common/domain-error';
import { sameCategoryName } from './courses.service';
import { keptDeleted, type DeletedItem, type StoredContent } from './recently-deleted';
import { SiteEditor } from './site-editor';
import { CategoryExistsError, CategoryMissingError } from './site-errors';
import { ItemNotFoundError, withItemInserted } from './site-lists';

/** A site's "Recently deleted" items: listed, and put back where they stood. */
@Injectable()
export class TrashService {
  constructor(private readonly editor: SiteEditor) {}

  /** The site's recently deleted items, newest first. */
  async deletedItems(organizationId: string): Promise<DeletedItem[]> {
    return keptDeleted(((await this.editor.read(organizationId)).content as StoredContent).recentlyDeleted, Date.now());
  }

  /** Puts a recently deleted item back where it stood; returns what was restored. */
  restore(organizationId: string, deletedId: string): Promise<DeletedItem> {
    return this.editor.change(organizationId, ({ content }) => {
      const entries = keptDeleted(content.recentlyDeleted, Date.now());
      const entry = entries.find((e) => e.id === deletedId);
      if (!entry) throw new ItemNotFoundError('unknownId');
      if (entry.list === 'courses' && entry.categoryId !== undefined) {
        const category = content.courses.find((c) => c.id === entry.categoryId);
        if (!category) throw new CategoryMissingError();
        category.course = withItemInserted(category.course, entry.item as Course, entry.position);
      } else if (entry.list === 'courses') {
        const restored = entry.item as StoredSiteContent['courses'][number];
        if (content.courses.some((c) => sameCategoryName(c.category, restored.category))) throw new CategoryExistsError();
        content.courses = withItemInserted(content.courses, restored, entry.position);
      } else if (entry.list === 'pages' || entry.list === 'news') {
        restoreWithAddress(content, entry.list, entry.item as OwnPage & NewsStory, entry.position);
      } else {
        const name = entry.list;
        content[name] = withItemInserted(content[name] as unknown[], entry.item, entry.position) as never;
      }
      content.recentlyDeleted = entries.filter((e) => e !== entry);
      return entry;
    });
  }
}

/**
 * Puts a deleted own page or news story back at its place with its address (so links to it work again); refused
 * when another page or story took the address meanwhile.
 */
function restoreWithAddress(content: StoredContent, list: 'pages' | 'news', item: OwnPage & NewsStory, position: number): void {
  const present: readonly { slug: string }[] = content[list] ?? [];
  if (present.some((other) => other.slug === item.slug)) {
    throw new DomainError('conflict', list === 'pages' ? OWN_PAGE_MESSAGES.slugTaken : NEWS_MESSAGES.slugTaken);
  }
  if (list === 'pages') content.pages = withItemInserted(content.pages ?? [], item, position);
  else content.news = withItemInserted(content.news ?? [], item, position);
}
