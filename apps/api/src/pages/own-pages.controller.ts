import { Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { isScheduleInOrder, newOwnPageSchema, OWN_PAGE_MESSAGES as M, OWN_PAGES_API_PATH, ownPageChangeSchema, SCHEDULE_MESSAGES, type NewOwnPage, type OwnPage, type OwnPageChange, keyedItem, keyedItems } from '@schoolpage/content-contract';
import { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { DomainError } from '../common/domain-error';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { moveSchema } from '../sites/section.schemas';
import { removedIntoTrash } from '../sites/recently-deleted';
import { SiteEditor } from '../sites/site-editor';
import { withItemAdded, withItemMoved } from '../sites/site-lists';
import { changedOwnPage, newOwnPage, PageNotFoundError } from './own-pages';

const path = apiRoute(OWN_PAGES_API_PATH);

/** The page `id` names in `pages`, or PageNotFoundError. */
function pageOf(pages: readonly OwnPage[], id: string): OwnPage {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new PageNotFoundError();
  return page;
}

/**
 * The school's own pages (OWN_PAGES_API_PATH): stored with the site, so a save reaches every instance and drops the
 * school's kept pages like any other change. The list's order is the menu's. A deleted page waits in "Recently
 * deleted" (sites/trash.service.ts) with its address, and the delete answers its `deletedId` there.
 */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class OwnPagesController {
  constructor(
    private readonly editor: SiteEditor,
  ) {}

  @Get(path)
  async list(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, info: keyedItems('page', content.pages ?? []) };
  }

  @Post(path)
  async add(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(newOwnPageSchema)) input: NewOwnPage) {
    const page = await this.editor.change(admin.accountId, ({ content }) => {
      const page = newOwnPage(content.pages ?? [], input, new Date());
      content.pages = withItemAdded(content.pages ?? [], page);
      return page;
    });
    return { success: true, message: M.added, info: keyedItem('page', page) };
  }

  @Get(`${path}/:id`)
  async read(@SignedIn() admin: SignedInAdmin, @Param('id') id: string) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, info: keyedItem('page', pageOf(content.pages ?? [], id)) };
  }

  @Patch(`${path}/:id`)
  async edit(@SignedIn() admin: SignedInAdmin, @Param('id') id: string, @JsonBody(valid(ownPageChangeSchema)) change: OwnPageChange) {
    const page = await this.editor.change(admin.accountId, ({ content }) => {
      const pages = content.pages ?? [];
      const changed = changedOwnPage(pages, pageOf(pages, id), change, new Date());
      if (!isScheduleInOrder(changed)) throw new DomainError('invalid', SCHEDULE_MESSAGES.expiryBeforePublishing);
      content.pages = pages.map((page) => (page.id === id ? changed : page));
      return changed;
    });
    return { success: true, message: M.saved, info: keyedItem('page', page) };
  }

  @Delete(`${path}/:id`)
  async remove(@SignedIn() admin: SignedInAdmin, @Param('id') id: string) {
    const { left, deletedId } = await this.editor.change(admin.accountId, ({ content }) => {
      pageOf(content.pages ?? [], id);
      return removedIntoTrash(content, 'pages', id);
    });
    return { success: true, message: M.removed, info: keyedItems('page', left), deletedId };
  }

  @Post(`${path}/:id/move`)
  @HttpCode(200)
  async move(@SignedIn() admin: SignedInAdmin, @Param('id') id: string, @JsonBody(valid(moveSchema)) { to }: z.output<typeof moveSchema>) {
    const pages = await this.editor.change(admin.accountId, ({ content }) => {
      pageOf(content.pages ?? [], id);
      content.pages = withItemMoved(content.pages ?? [], { id }, to);
      return content.pages;
    });
    return { success: true, message: M.moved, info: keyedItems('page', pages) };
  }
}
