import { BadRequestException, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, UseGuards, UseInterceptors, type Type } from '@nestjs/common';
import { API_MESSAGES, answeredList, captionFromFileName, editedSectionItem, isEmptyEdit, lacksFileAndText, newSectionItem, type ListSectionDescription, keyedItems, sectionHistoryKey } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { jsonBodyOf } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { Multipart } from '../files/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../files/upload.service';
import { Uploads } from '../files/uploads.decorator';
import { listAnswer, selectorOf } from './list-answer';
import { moveSchema, selectorSchema } from './section.schemas';
import { sectionSchemaOf } from './section-schema';
import type { ItemSelector, SiteListItem, SiteListName } from './site-lists';
import { ListItemsService } from './list-items.service';
import { SiteEditor } from './site-editor';
import { apiRoute } from '../common/api-route';

type Files = Record<string, ReceivedFile | undefined>;

const ITEM_ID = /^[a-f0-9]{16}$/;

/** The item a path segment names: a stable id, or (items without one, vision and mission) a position. */
export function itemSelectorOf(segment: string): ItemSelector {
  return ITEM_ID.test(segment) ? { id: segment } : selectorOf(segment, undefined);
}

/**
 * The values of a new item; where the section names its pictures from their files (the gallery) and none was given,
 * with a caption from the file's name ("Sports day 2026" from `sports-day-2026.jpg`).
 */
function withCaptionFromName(section: ListSectionDescription, values: Record<string, unknown>, file: ReceivedFile | undefined): Record<string, unknown> {
  if (!section.file?.captionFromName || values.caption || !file?.originalname) return values;
  const caption = captionFromFileName(file.originalname);
  return caption ? { ...values, caption } : values;
}

/** How a section's answers carry its list, given as the spec's answers give it (members answer with both member lists). */
export type ListAnswerOf = (admin: SignedInAdmin, items: unknown[], message?: string) => unknown;

/**
 * The routes of one list section, built from its description (libs/content-contract LIST_SECTIONS):
 * GET and POST `<path>` (unless it adds elsewhere), DELETE `<path>/<index>` (or `{ index }` in the body;
 * `?id=` or `{ id }` wins), PATCH `<path>/<id or index>` with the POST's field names (a field left out
 * stays; a new file replaces the old one) and POST `<path>/<id or index>/move` with `{ to }`.
 * A delete keeps the item in "Recently deleted" and answers its `deletedId` there. Every answer carries the list
 * as it is now, its items as the spec gives them (answered-items.ts in the contract).
 */
export function listSectionController(section: ListSectionDescription, answerOf?: (editor: SiteEditor) => ListAnswerOf): Type<unknown> {
  const path = apiRoute(section.path);
  const list = section.list as SiteListName;
  const fileFields = section.file ? [section.file.form] : [];

  /** A POST or PATCH payload: multipart or JSON where the section has a file, JSON only where it has none. */
  const payloadOf = (request: Request): unknown => (section.file ? (request.body ?? {}) : jsonBodyOf(request));

  const fileMissing = section.fileRequiredMessage ?? section.requiredMessage;
  @Controller()
  @UseGuards(SessionGuard, AccountWriteLimitGuard)
  class ListSectionController {
    private readonly answerWith: ListAnswerOf;

    constructor(
      @Inject(ListItemsService) readonly sites: ListItemsService,
      @Inject(SiteEditor) editor: SiteEditor,
      @Inject(UploadService) readonly uploads: UploadService,
    ) {
      this.answerWith = answerOf ? answerOf(editor) : (_admin, items, message) => listAnswer(section.answer, items, message);
    }

    /** The answer carrying the stored `items`, with the section's `historyKey` (and a circular's own on each notice). */
    private async answer(admin: SignedInAdmin, items: unknown[], message?: string) {
      const answered = answeredList(section.list, items as never) as unknown[];
      const shown = section.list === 'notice' ? keyedItems('circular', answered as { id: string }[]) : answered;
      return { ...((await this.answerWith(admin, shown, message)) as object), historyKey: sectionHistoryKey(section.list) };
    }

    async read(@SignedIn() admin: SignedInAdmin) {
      return this.answer(admin, await this.sites.list(admin.accountId, list));
    }

    @UseInterceptors(...(section.file ? [Multipart(...fileFields)] : []))
    async add(@SignedIn() admin: SignedInAdmin, @Req() request: Request, @Uploads() files: Files) {
      const file = section.file ? files[section.file.form] : undefined;
      const values = withCaptionFromName(section, valid(sectionSchemaOf(section, false)).transform(payloadOf(request)), file);
      // The item as it would be saved: without its required file, only a text that stands in for it will do (a notice's).
      if (lacksFileAndText(section, newSectionItem(section, values, file ? 'file' : undefined, new Date()))) throw new BadRequestException(fileMissing);
      const items = await this.uploads.storeThen(admin.accountId, [{ file, kind: section.file?.kind ?? 'image' }], ([url]) =>
        this.sites.addItem(admin.accountId, list, newSectionItem(section, values, url, new Date()) as SiteListItem<typeof list>),
      );
      return this.answer(admin, items, API_MESSAGES.site.added);
    }

    @Patch(`${path}/:item`)
    @UseInterceptors(...(section.file ? [Multipart(...fileFields)] : []))
    async edit(@SignedIn() admin: SignedInAdmin, @Param('item') item: string, @Req() request: Request, @Uploads() files: Files) {
      const selector = itemSelectorOf(item);
      const values = valid(sectionSchemaOf(section, true)).transform(payloadOf(request));
      const file = section.file ? files[section.file.form] : undefined;
      if (isEmptyEdit(section, values, file)) throw new BadRequestException(API_MESSAGES.request.emptyBody);
      const items = await this.uploads.storeThen(admin.accountId, [{ file, kind: section.file?.kind ?? 'image' }], ([url]) =>
        this.sites.editItem(admin.accountId, list, selector, (stored) => {
          const edited = editedSectionItem(section, stored, values, url);
          if (lacksFileAndText(section, edited)) throw new BadRequestException(fileMissing);
          return edited as SiteListItem<typeof list>;
        }),
      );
      return this.answer(admin, items, API_MESSAGES.site.saved);
    }

    @Post(`${path}/:item/move`)
    @HttpCode(200)
    async move(@SignedIn() admin: SignedInAdmin, @Param('item') item: string, @Req() request: Request) {
      const selector = itemSelectorOf(item);
      const { to } = valid(moveSchema).transform(jsonBodyOf(request));
      return this.answer(admin, await this.sites.moveItem(admin.accountId, list, selector, to), API_MESSAGES.site.moved);
    }

    @Delete([path, `${path}/:index`])
    async remove(@SignedIn() admin: SignedInAdmin, @Req() request: Request, @Param('index') index?: string, @Query('id') id?: string) {
      const body = valid(selectorSchema).transform(jsonBodyOf(request, true));
      const removal = await this.sites.removeItem(admin.accountId, list, selectorOf(index ?? body.index, id ?? body.id));
      const answer = await this.answer(admin, removal.list, API_MESSAGES.site.removed);
      return { ...(answer as object), deletedId: removal.deletedId };
    }
  }
  if (section.addPath === undefined) {
    const proto = ListSectionController.prototype;
    Get(path)(proto, 'read', Object.getOwnPropertyDescriptor(proto, 'read') as PropertyDescriptor);
    Post(path)(proto, 'add', Object.getOwnPropertyDescriptor(proto, 'add') as PropertyDescriptor);
  }
  Object.defineProperty(ListSectionController, 'name', { value: `${section.list}ListController` });
  return ListSectionController;
}
