import { BadRequestException, Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor, type Type, mixin } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { API_MESSAGES, MAX_UPLOAD_BYTES } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { of, type Observable } from 'rxjs';
import { AccountRateLimit } from '../common/account-rate-limit';
import type { ReceivedFile } from './upload.service';

export { MAX_UPLOAD_BYTES };

const LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 30, fieldSize: 64 * 1024, parts: 40 };

/**
 * Reads a multipart request into memory with size limits and accepts files only in the named
 * fields (one file each); a request carrying files spends one of the school's uploads
 * (ACCOUNT_UPLOADS_PER_MINUTE). JSON requests pass through untouched.
 */
export function Multipart(...fileFields: string[]): Type<NestInterceptor> {
  const Reader = AnyFilesInterceptor({ limits: LIMITS });

  @Injectable()
  class MultipartInterceptor implements NestInterceptor {
    private readonly reader = new Reader();

    constructor(private readonly limits: AccountRateLimit) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        await this.reader.intercept(context, { handle: () => of(undefined) });
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(API_MESSAGES.files.tooLarge);
        throw error;
      }
      const request = context.switchToHttp().getRequest<Request & { files?: ReceivedFile[]; user?: { accountId?: string } }>();
      const files = request.files ?? [];
      const accountId = request.user?.accountId;
      if (files.length > 0 && accountId) await this.limits.spend('uploads', accountId, context.switchToHttp().getResponse<Response>());
      const byField: Record<string, ReceivedFile> = {};
      for (const file of files) {
        if (!fileFields.includes(file.fieldname)) throw new BadRequestException(API_MESSAGES.files.unknownFileField(file.fieldname));
        if (byField[file.fieldname]) throw new BadRequestException(API_MESSAGES.files.oneFileOnly(file.fieldname));
        byField[file.fieldname] = file;
      }
      // A form that had no file to send may still name the field as text ("", "undefined"): ignore it.
      if (request.body && typeof request.body === 'object') {
        for (const field of fileFields) delete (request.body as Record<string, unknown>)[field];
      }
      (request as unknown as { uploads: Record<string, ReceivedFile> }).uploads = byField;
      return next.handle();
    }
  }
  return mixin(MultipartInterceptor);
}
