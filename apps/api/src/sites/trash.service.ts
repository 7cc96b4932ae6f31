import { Injectable } from '@nestjs/common';
import type { Course, StoredSiteContent } from '@schoolpage/content-contract';
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
      } else {
        const name = entry.list;
        content[name] = withItemInserted(content[name] as unknown[], entry.item, entry.position) as never;
      }
      content.recentlyDeleted = entries.filter((e) => e !== entry);
      return entry;
    });
  }
}
