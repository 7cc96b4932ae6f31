import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, PayloadTooLargeException, ServiceUnavailableException } from '@nestjs/common';
import {
  type FocalPoint,
  type SiteBrand,
  API_MESSAGES,
  BUILT_IN_TEMPLATES,
  isSelectableTemplate,
  phoneNumberE164,
  type ContactDetails,
  type Course,
  type StoredSiteContent,
  type TemplateDescriptor,
  type TextLogo,
} from '@schoolpage/content-contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { FileStore } from '../files/file-store';
import { AccountRepository } from '../storage/persistence/account.repository';
import { FileOwnerRepository } from '../storage/persistence/file-owner.repository';
import { SiteRepository, type SiteRecord } from '../storage/persistence/site.repository';
import { keptDeleted, type DeletedItem, type StoredContent } from './recently-deleted';
import { SiteChanges } from './site-changes';
import {
  ItemNotFoundError,
  newItemId,
  positionOf,
  withItemAdded,
  withItemEdited,
  withItemInserted,
  withItemMoved,
  withItemRemoved,
  type ItemSelector,
  type SiteListItem,
  type SiteListName,
} from './site-lists';
import { siteLimitProblem } from './site-limits';
import { fileKeysDropped } from '../files/stored-file-urls';

/** How many times a change is re-read and re-applied when another writer saved first. */
export const MAX_SAVE_ATTEMPTS = 25;

export interface OrgInfoChange {
  organizationName?: string;
  welcomeMessage?: string;
  organizationImageUrl?: string;
  /** The focal point of the welcome picture (a new picture without one has none). */
  focalPoint?: FocalPoint;
  organizationLogoUrl?: string;
  /** The icons made from the new logo; they replace the old logo's icons with it. */
  faviconUrl?: string;
  appleTouchIconUrl?: string;
}

export interface CourseInput {
  category: string;
  courseName: string;
  fee: string;
  duration: string;
}

/** The draft an edit works on: a private copy of the stored site. */
type Editable = SiteRecord & { content: StoredContent };

/** What a delete answers: the list left, and the id under which the item can be restored. */
export interface Removal<T> {
  list: T;
  deletedId: string;
}

export interface CourseChange {
  courseName?: string;
  category?: string;
  fee?: string;
  duration?: string;
}

/**
 * Every dashboard change to a school's site. Each one re-reads the site document, applies a pure
 * edit and saves with the version it read; on a conflict it tries again (bounded). A change that grows a
 * list or the content past its limit (site-limits.ts) is refused before it is saved. Files the site's
 * file fields stop pointing at are removed only after the save, and only when they are the site's own.
 */
@Injectable()
export class SitesService {
  private readonly logger = new Logger('Sites');

  constructor(
    private readonly sites: SiteRepository,
    private readonly accounts: AccountRepository,
    private readonly files: FileStore,
    private readonly changes: SiteChanges,
    private readonly fileOwners: FileOwnerRepository,
  ) {}

  async read(organizationId: string): Promise<SiteRecord> {
    const site = await this.sites.find(organizationId);
    if (!site) throw new NotFoundException(API_MESSAGES.public.siteNotFound);
    return site;
  }

  /** Applies `edit` to a fresh copy of the site and saves it; returns what `edit` returned. */
  async change<R>(organizationId: string, edit: (site: Editable) => R): Promise<R> {
    for (let attempt = 1; attempt <= MAX_SAVE_ATTEMPTS; attempt++) {
      const stored = await this.read(organizationId);
      const draft = structuredClone(stored) as Editable;
      let result: R;
      try {
        result = edit(draft);
      } catch (error) {
        throw this.asHttpError(error);
      }
      if (draft.content.recentlyDeleted) draft.content.recentlyDeleted = keptDeleted(draft.content.recentlyDeleted, Date.now());
      const problem = siteLimitProblem(stored.content, draft.content);
      if (problem) {
        throw problem.reason === 'listFull'
          ? new BadRequestException(API_MESSAGES.site.listFull(problem.max))
          : new PayloadTooLargeException(API_MESSAGES.site.contentTooLarge);
      }
      const { version, ...next } = draft;
      if (await this.sites.save(next, stored.version)) {
        this.changes.changed(organizationId);
        await this.removeOwnFiles(organizationId, fileKeysDropped(stored.content, draft.content));
        return result;
      }
      await sleep(Math.random() * 4 * attempt);
    }
    throw new ServiceUnavailableException(API_MESSAGES.request.busy);
  }

  private asHttpError(error: unknown): unknown {
    if (error instanceof ItemNotFoundError) {
      return new NotFoundException(error.reason === 'indexOutOfRange' ? API_MESSAGES.request.indexOutOfRange : API_MESSAGES.request.itemNotFound);
    }
    return error;
  }

  /**
   * Removes the files `keys` names that belong to the site: recorded as its upload, or (files stored
   * before owners were recorded) with no owner on record, as they came from the site's own file fields.
   * A failure leaves an orphan file, never a broken link, so it is only logged.
   */
  private async removeOwnFiles(organizationId: string, keys: Iterable<string>): Promise<void> {
    for (const key of keys) {
      try {
        const owner = await this.fileOwners.ownerOf(key);
        if (owner !== undefined && owner !== organizationId) {
          this.logger.warn(`Site ${organizationId} dropped file ${key} of another site; the file is kept.`);
          continue;
        }
        await this.files.delete(key);
        if (owner !== undefined) await this.fileOwners.forget(key);
      } catch (error) {
        this.logger.warn(`Could not remove file ${key}: ${String(error)}`);
      }
    }
  }

  async list<L extends SiteListName>(organizationId: string, name: L): Promise<StoredSiteContent[L]> {
    return (await this.read(organizationId)).content[name] ?? [];
  }

  /** Adds an item (given a fresh id when it is an object) and returns the new list. */
  addItem<L extends SiteListName>(organizationId: string, name: L, item: SiteListItem<L>): Promise<StoredSiteContent[L]> {
    const withId = typeof item === 'object' ? { ...item, id: newItemId() } : item;
    return this.change(organizationId, (site) => {
      const list = withItemAdded(site.content[name] as SiteListItem<L>[], withId);
      site.content[name] = list as StoredSiteContent[L];
      return site.content[name];
    });
  }

  /** Removes the selected item into "Recently deleted" (its files are kept with it) and returns the new list. */
  removeItem<L extends SiteListName>(organizationId: string, name: L, selector: ItemSelector): Promise<Removal<StoredSiteContent[L]>> {
    return this.change(organizationId, (site) => {
      const list = site.content[name] as SiteListItem<L>[];
      const position = positionOf(list, selector);
      const { list: left, removed } = withItemRemoved(list, { index: position });
      site.content[name] = left as StoredSiteContent[L];
      const deletedId = keepDeleted(site.content, { list: name, position, item: removed });
      return { list: site.content[name], deletedId };
    });
  }

  /** Replaces the selected item by `edit(item)`; returns the new list. Files the old item held and the new one does not go after the save. */
  editItem<L extends SiteListName>(organizationId: string, name: L, selector: ItemSelector, edit: (item: SiteListItem<L>) => SiteListItem<L>): Promise<StoredSiteContent[L]> {
    return this.change(organizationId, (site) => {
      site.content[name] = withItemEdited(site.content[name] as SiteListItem<L>[], selector, edit) as StoredSiteContent[L];
      return site.content[name];
    });
  }

  /** Moves the selected item to position `to`; returns the new list. */
  moveItem<L extends SiteListName>(organizationId: string, name: L, selector: ItemSelector, to: number): Promise<StoredSiteContent[L]> {
    return this.change(organizationId, (site) => {
      site.content[name] = withItemMoved(site.content[name] as SiteListItem<L>[], selector, to) as StoredSiteContent[L];
      return site.content[name];
    });
  }

  /** The site's recently deleted items, newest first. */
  async deletedItems(organizationId: string): Promise<DeletedItem[]> {
    return keptDeleted(((await this.read(organizationId)).content as StoredContent).recentlyDeleted, Date.now());
  }

  /** Puts a recently deleted item back where it stood; returns what was restored. */
  restore(organizationId: string, deletedId: string): Promise<DeletedItem> {
    return this.change(organizationId, ({ content }) => {
      const entries = keptDeleted(content.recentlyDeleted, Date.now());
      const entry = entries.find((e) => e.id === deletedId);
      if (!entry) throw new NotFoundException(API_MESSAGES.request.itemNotFound);
      if (entry.list === 'courses' && entry.categoryId !== undefined) {
        const category = content.courses.find((c) => c.id === entry.categoryId);
        if (!category) throw new NotFoundException(API_MESSAGES.site.categoryMissing);
        category.course = withItemInserted(category.course, entry.item as Course, entry.position);
      } else if (entry.list === 'courses') {
        const restored = entry.item as StoredSiteContent['courses'][number];
        if (content.courses.some((c) => sameName(c.category, restored.category))) throw new ConflictException(API_MESSAGES.site.categoryExists);
        content.courses = withItemInserted(content.courses, restored, entry.position);
      } else {
        const name = entry.list;
        content[name] = withItemInserted(content[name] as unknown[], entry.item, entry.position) as never;
      }
      content.recentlyDeleted = entries.filter((e) => e !== entry);
      return entry;
    });
  }

  /** Spec §5 "Org info": only the fields given change. */
  async updateOrgInfo(organizationId: string, change: OrgInfoChange): Promise<void> {
    await this.change(organizationId, ({ content }) => {
      if (change.organizationName) content.organizationName = change.organizationName;
      if (change.welcomeMessage !== undefined) content.welcomeMessage = { ...content.welcomeMessage, welcomeMsg: change.welcomeMessage };
      if (change.organizationImageUrl) {
        // A new picture starts without the old one's focal point.
        const { focalPoint: _old, ...welcome } = content.welcomeMessage ?? { welcomeMsg: '' };
        content.welcomeMessage = { ...welcome, imageUrl: { url: change.organizationImageUrl } };
      }
      if (change.focalPoint) content.welcomeMessage = { ...content.welcomeMessage, focalPoint: change.focalPoint };
      if (change.organizationLogoUrl) {
        content.organizationLogo = {
          url: change.organizationLogoUrl,
          ...(change.faviconUrl ? { favicon: { url: change.faviconUrl } } : {}),
          ...(change.appleTouchIconUrl ? { appleTouchIcon: { url: change.appleTouchIconUrl } } : {}),
        };
      }
    });
    if (change.organizationName) await this.accounts.update(organizationId, { organizationName: change.organizationName });
  }

  setBrand(organizationId: string, brand: SiteBrand): Promise<SiteBrand> {
    return this.change(organizationId, ({ content }) => (content.brand = brand));
  }

  setTextLogo(organizationId: string, textLogo: TextLogo): Promise<void> {
    return this.change(organizationId, ({ content }) => {
      content.textLogo = textLogo;
    });
  }

  /** Phones are kept as typed, and beside them in E.164 (read in the account's country) for `tel:` links. */
  async setContactDetails(organizationId: string, details: ContactDetails): Promise<ContactDetails> {
    const country = (await this.accounts.findById(organizationId))?.country ?? '';
    const phoneE164 = details.phone.map((phone) => phoneNumberE164(phone, country) ?? '');
    return this.change(organizationId, ({ content }) => (content.contactDetails = { ...details, phoneE164 }));
  }

  /** Removes the welcome (hero) image or the logo with its icons; the files go after the save. */
  removeOrgPicture(organizationId: string, picture: 'organizationImage' | 'organizationLogo'): Promise<void> {
    return this.change(organizationId, ({ content }) => {
      if (picture === 'organizationLogo') {
        delete content.organizationLogo;
      } else if (content.welcomeMessage) {
        const { imageUrl: _removed, ...rest } = content.welcomeMessage;
        content.welcomeMessage = rest;
      }
    });
  }

  addCategory(organizationId: string, category: string): Promise<StoredSiteContent['courses']> {
    return this.change(organizationId, ({ content }) => {
      if (content.courses.some((c) => sameName(c.category, category))) throw new ConflictException(API_MESSAGES.site.categoryExists);
      content.courses = withItemAdded(content.courses, { id: newItemId(), category, course: [] });
      return content.courses;
    });
  }

  /** Deleting a category deletes its courses too (restored together). */
  removeCategory(organizationId: string, category: string): Promise<Removal<StoredSiteContent['courses']>> {
    return this.change(organizationId, ({ content }) => {
      const position = content.courses.findIndex((c) => sameName(c.category, category));
      if (position < 0) throw new NotFoundException(API_MESSAGES.site.categoryMissing);
      const { list, removed } = withItemRemoved(content.courses, { index: position });
      content.courses = list;
      return { list: content.courses, deletedId: keepDeleted(content, { list: 'courses', position, item: removed }) };
    });
  }

  /** Renames the category with this id (or at this position). */
  renameCategory(organizationId: string, selector: ItemSelector, name: string): Promise<StoredSiteContent['courses']> {
    return this.change(organizationId, ({ content }) => {
      const position = positionOf(content.courses, selector);
      if (content.courses.some((c, i) => i !== position && sameName(c.category, name))) throw new ConflictException(API_MESSAGES.site.categoryExists);
      content.courses = withItemEdited(content.courses, { index: position }, (c) => ({ ...c, category: name }));
      return content.courses;
    });
  }

  moveCategory(organizationId: string, selector: ItemSelector, to: number): Promise<StoredSiteContent['courses']> {
    return this.change(organizationId, ({ content }) => {
      content.courses = withItemMoved(content.courses, selector, to);
      return content.courses;
    });
  }

  /** Changes the given fields of the course with this id; a new category moves it to the end of that category. */
  editCourse(organizationId: string, courseId: string, change: CourseChange): Promise<StoredSiteContent['courses']> {
    return this.change(organizationId, ({ content }) => {
      const from = categoryOfCourse(content.courses, courseId);
      const course = from.course.find((c) => c.id === courseId) as Course;
      const edited: Course = {
        ...course,
        ...(change.courseName !== undefined ? { title: change.courseName } : {}),
        ...(change.fee !== undefined ? { fee: change.fee } : {}),
        ...(change.duration !== undefined ? { duration: change.duration } : {}),
      };
      const to = change.category === undefined ? from : content.courses.find((c) => sameName(c.category, change.category as string));
      if (!to) throw new NotFoundException(API_MESSAGES.site.categoryMissing);
      if (to === from) from.course = from.course.map((c) => (c.id === courseId ? edited : c));
      else {
        from.course = from.course.filter((c) => c.id !== courseId);
        to.course = withItemAdded(to.course, edited);
      }
      return content.courses;
    });
  }

  /** Moves the course with this id to position `to` within its category. */
  moveCourse(organizationId: string, courseId: string, to: number): Promise<StoredSiteContent['courses']> {
    return this.change(organizationId, ({ content }) => {
      const category = categoryOfCourse(content.courses, courseId);
      category.course = withItemMoved(category.course, { id: courseId }, to);
      return content.courses;
    });
  }

  addCourse(organizationId: string, input: CourseInput): Promise<StoredSiteContent['courses']> {
    return this.change(organizationId, ({ content }) => {
      const category = content.courses.find((c) => sameName(c.category, input.category));
      if (!category) throw new NotFoundException(API_MESSAGES.site.categoryMissing);
      const course: Course = { id: newItemId(), title: input.courseName, fee: input.fee, duration: input.duration };
      category.course = withItemAdded(category.course, course);
      return content.courses;
    });
  }

  removeCourse(organizationId: string, categoryName: string, courseTitle: string): Promise<Removal<StoredSiteContent['courses']>> {
    return this.change(organizationId, ({ content }) => {
      const category = content.courses.find((c) => sameName(c.category, categoryName));
      if (!category) throw new NotFoundException(API_MESSAGES.site.categoryMissing);
      const position = category.course.findIndex((c) => c.title === courseTitle);
      if (position < 0) throw new NotFoundException(API_MESSAGES.site.courseMissing);
      const { list, removed } = withItemRemoved(category.course, { index: position });
      category.course = list;
      if (!category.id) category.id = newItemId();
      const deletedId = keepDeleted(content, { list: 'courses', categoryId: category.id, position, item: removed });
      return { list: content.courses, deletedId };
    });
  }

  /** Only available templates can be chosen: run and nbl, and any available template an operator registered. */
  setTemplate(organizationId: string, templateId: string, templates: readonly TemplateDescriptor[] = BUILT_IN_TEMPLATES): Promise<void> {
    const template = templates.find((t) => t.id === templateId);
    if (!template || !isSelectableTemplate(templates, templateId)) {
      throw new BadRequestException(API_MESSAGES.site.templateNotSelectable);
    }
    return this.change(organizationId, (site) => {
      site.templateName = template.name;
    });
  }
}

/** Records a deleted item in the site's "Recently deleted" list; returns its id there. */
function keepDeleted(content: StoredContent, entry: Omit<DeletedItem, 'id' | 'deletedAt'>): string {
  const id = newItemId();
  content.recentlyDeleted = [{ id, ...entry, deletedAt: new Date().toISOString() }, ...(content.recentlyDeleted ?? [])];
  return id;
}

function categoryOfCourse(courses: StoredSiteContent['courses'], courseId: string) {
  const category = courses.find((c) => c.course.some((course) => course.id === courseId));
  if (!category) throw new ItemNotFoundError('unknownId');
  return category;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
