import { Body, Controller, Get, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { API_MESSAGES, LIST_SECTIONS, newSectionItem } from '@schoolpage/content-contract';
import { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { valid } from '../common/zod-body.pipe';
import { Multipart } from '../files/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../files/upload.service';
import { Uploads } from '../files/uploads.decorator';
import type { ListAnswerOf } from './list-section.controller';
import { sectionSchema } from './section-schema';
import type { SiteListItem } from './site-lists';
import { ListItemsService } from './list-items.service';
import { SiteEditor } from './site-editor';
import { apiRoute } from '../common/api-route';

type Files = Record<string, ReceivedFile | undefined>;

const FACULTY = LIST_SECTIONS.facultyMember;
const PICTURE = FACULTY.file?.form ?? 'memberImage';
/** Spec §7: both lists are read and added to at one path. */
const MEMBERS_PATH = apiRoute(FACULTY.addPath ?? FACULTY.path);

/** One form adds to either list: `memberType` chooses (the fields are the same for both). */
const memberSchema = sectionSchema(FACULTY, false, { memberType: z.enum(['faculty', 'staff'], { error: API_MESSAGES.site.memberTypeInvalid }) });

/** Spec §7 "Our Members" answers: both lists, as `info.facultyMember` / `info.staffMember`. */
export async function membersAnswer(editor: SiteEditor, organizationId: string, message?: string) {
  const { content } = await editor.read(organizationId);
  return { success: true, ...(message ? { message } : {}), info: { facultyMember: content.facultyMember, staffMember: content.staffMember } };
}

/** How the faculty and staff list routes (edit, move, delete) answer. */
export const membersAnswerOf =
  (editor: SiteEditor): ListAnswerOf =>
  (admin, _items, message) =>
    membersAnswer(editor, admin.accountId, message);

/** Spec §7 dashboard "Our Members": both lists read and added to at `member` (edits, moves, deletes: list-section.controller.ts). */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class MembersController {
  constructor(
    private readonly editor: SiteEditor,
    private readonly lists: ListItemsService,
    private readonly uploads: UploadService,
  ) {}

  @Get(MEMBERS_PATH)
  list(@SignedIn() admin: SignedInAdmin) {
    return membersAnswer(this.editor, admin.accountId);
  }

  @Post(MEMBERS_PATH)
  @UseInterceptors(Multipart(PICTURE))
  async add(@SignedIn() admin: SignedInAdmin, @Body(valid(memberSchema)) body: z.output<typeof memberSchema>, @Uploads() files: Files) {
    const list = body.memberType === 'faculty' ? 'facultyMember' : 'staffMember';
    const { memberType: _type, ...values } = body;
    await this.uploads.storeThen(admin.accountId, [{ file: files[PICTURE], kind: 'image' }], ([url]) =>
      this.lists.addItem(admin.accountId, list, newSectionItem(LIST_SECTIONS[list], values, url, new Date()) as SiteListItem<typeof list>),
    );
    return membersAnswer(this.editor, admin.accountId, API_MESSAGES.site.added);
  }
}
