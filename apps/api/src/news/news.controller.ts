import { Controller, Delete, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { isScheduleInOrder, NEWS_API_PATH, NEWS_MESSAGES as M, newNewsStorySchema, newsStoryChangeSchema, SCHEDULE_MESSAGES, type NewNewsStory, type NewsStoryChange, keyedItem, keyedItems } from '@schoolpage/content-contract';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { DomainError } from '../common/domain-error';
import { OwnFiles } from '../files/own-files';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { removedIntoTrash } from '../sites/recently-deleted';
import { SiteEditor } from '../sites/site-editor';
import { changedStory, newStory, storyOf } from './news-stories';

const path = apiRoute(NEWS_API_PATH);

/**
 * The school's news (NEWS_API_PATH): stored with the site, so a save reaches every instance and drops the school's
 * kept pages like any other change; a story scheduled for later appears by itself (content-at.ts). A deleted story
 * waits in "Recently deleted" (sites/trash.service.ts), and the delete answers its `deletedId` there.
 */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class NewsController {
  constructor(
    private readonly editor: SiteEditor,
    private readonly ownFiles: OwnFiles,
  ) {}

  /** Refuses a cover that is not the school's own upload (the text's pictures and files are checked on saving: SiteEditor). */
  private async checkFiles(organizationId: string, sent: NewNewsStory | NewsStoryChange): Promise<void> {
    await this.ownFiles.check(organizationId, [sent.coverImage?.url], M.coverInvalid);
  }

  @Get(path)
  async list(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, info: keyedItems('news', content.news ?? []) };
  }

  @Post(path)
  async add(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(newNewsStorySchema)) input: NewNewsStory) {
    await this.checkFiles(admin.accountId, input);
    const story = await this.editor.change(admin.accountId, ({ content }) => {
      const story = newStory(content.news ?? [], input, new Date());
      content.news = [story, ...(content.news ?? [])];
      return story;
    });
    return { success: true, message: M.added, info: keyedItem('news', story) };
  }

  @Get(`${path}/:id`)
  async read(@SignedIn() admin: SignedInAdmin, @Param('id') id: string) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, info: keyedItem('news', storyOf(content.news ?? [], id)) };
  }

  @Patch(`${path}/:id`)
  async edit(@SignedIn() admin: SignedInAdmin, @Param('id') id: string, @JsonBody(valid(newsStoryChangeSchema)) change: NewsStoryChange) {
    await this.checkFiles(admin.accountId, change);
    const story = await this.editor.change(admin.accountId, ({ content }) => {
      const stories = content.news ?? [];
      const changed = changedStory(storyOf(stories, id), change, new Date());
      if (!isScheduleInOrder(changed)) throw new DomainError('invalid', SCHEDULE_MESSAGES.expiryBeforePublishing);
      content.news = stories.map((story) => (story.id === id ? changed : story));
      return changed;
    });
    return { success: true, message: M.saved, info: keyedItem('news', story) };
  }

  @Delete(`${path}/:id`)
  async remove(@SignedIn() admin: SignedInAdmin, @Param('id') id: string) {
    const { left, deletedId } = await this.editor.change(admin.accountId, ({ content }) => {
      storyOf(content.news ?? [], id);
      return removedIntoTrash(content, 'news', id);
    });
    return { success: true, message: M.removed, info: keyedItems('news', left), deletedId };
  }
}
