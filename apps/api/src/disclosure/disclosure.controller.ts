import { BadRequestException, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { DASHBOARD_API, disclosureChangeSchema, disclosureDocumentFieldsSchema, DISCLOSURE_MESSAGES, historyKey, isDisclosureDocumentKind, type DisclosureDocumentKind } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { jsonBodyOf } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { Multipart } from '../files/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../files/upload.service';
import { Uploads } from '../files/uploads.decorator';
import { DisclosureService } from './disclosure.service';

const DOCUMENT = apiRoute(DASHBOARD_API.disclosureDocument);

/** The kind a path names, or 404 in words that list the kinds. */
function kindOf(kind: string): DisclosureDocumentKind {
  if (!isDisclosureDocumentKind(kind)) throw new NotFoundException(DISCLOSURE_MESSAGES.unknownDocument);
  return kind;
}

/** `GET`/`POST /api/dashboard/disclosure` and its documents (`POST`/`DELETE .../documents/<kind>`). */
@Controller()
@Access('site')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class DisclosureController {
  constructor(
    private readonly disclosures: DisclosureService,
    private readonly uploads: UploadService,
  ) {}

  @Get(apiRoute(DASHBOARD_API.disclosure))
  async read(@SignedIn() admin: SignedInAdmin) {
    return { success: true, historyKey: historyKey({ kind: 'disclosure' }), info: await this.disclosures.info(admin.accountId) };
  }

  @Post(apiRoute(DASHBOARD_API.disclosure))
  @HttpCode(200)
  async save(@SignedIn() admin: SignedInAdmin, @Req() request: Request) {
    const body = jsonBodyOf(request);
    const change = valid(disclosureChangeSchema(await this.disclosures.rules(admin.accountId))).transform(body);
    return { success: true, historyKey: historyKey({ kind: 'disclosure' }), message: DISCLOSURE_MESSAGES.saved, info: await this.disclosures.save(admin.accountId, change) };
  }

  @Post(DOCUMENT)
  @HttpCode(200)
  @UseInterceptors(Multipart('file'))
  async storeDocument(@SignedIn() admin: SignedInAdmin, @Param('kind') kindName: string, @Req() request: Request, @Uploads() files: Record<string, ReceivedFile | undefined>) {
    const kind = kindOf(kindName);
    const fields = valid(disclosureDocumentFieldsSchema).transform(request.body ?? {});
    const file = files.file;
    if (!file) throw new BadRequestException(DISCLOSURE_MESSAGES.fileRequired);
    const info = await this.uploads.storeThen(admin.accountId, [{ file, kind: 'pdf' }], ([url]) =>
      this.disclosures.storeDocument(admin.accountId, kind, { url: url as string, sizeBytes: file.size, ...fields }),
    );
    return { success: true, message: DISCLOSURE_MESSAGES.documentSaved, info };
  }

  @Delete(DOCUMENT)
  async removeDocument(@SignedIn() admin: SignedInAdmin, @Param('kind') kindName: string) {
    const info = await this.disclosures.removeDocument(admin.accountId, kindOf(kindName));
    return { success: true, message: DISCLOSURE_MESSAGES.documentRemoved, info };
  }
}
