import { BadRequestException, Controller, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { RICH_TEXT_FILE_REQUIRED, RICH_TEXT_FILES_API_PATH } from '@schoolpage/content-contract';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { Multipart } from '../files/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../files/upload.service';
import { Uploads } from '../files/uploads.decorator';

/**
 * Files attached to rich texts (RICH_TEXT_FILES_API_PATH): a PDF, sniffed and stored as the school's own file like
 * a circular; the text whose link points at it is saved afterwards.
 */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class RichTextFilesController {
  constructor(private readonly uploads: UploadService) {}

  @Post(apiRoute(RICH_TEXT_FILES_API_PATH))
  @UseInterceptors(Multipart('file'))
  async store(@SignedIn() admin: SignedInAdmin, @Uploads() files: Record<string, ReceivedFile | undefined>) {
    const file = files.file;
    if (!file) throw new BadRequestException(RICH_TEXT_FILE_REQUIRED);
    const url = await this.uploads.store(admin.accountId, file, 'pdf');
    return { success: true, info: { url } };
  }
}
