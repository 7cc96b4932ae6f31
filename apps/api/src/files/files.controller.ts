import { BadRequestException, Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, isFileKey } from '../storage/files/file-key';
import { FileStore } from '../storage/files/file-store';

/** GET /api/files/:key streams a stored file; keys never change content, so it may be cached for a year. */
@Controller('files')
export class FilesController {
  constructor(private readonly files: FileStore) {}

  @Get(':key')
  async file(@Param('key') key: string, @Res() response: Response): Promise<void> {
    if (!isFileKey(key)) throw new BadRequestException('This is not a valid file name.');
    const stored = await this.files.get(key);
    if (!stored) throw new NotFoundException(API_MESSAGES.files.notFound);
    const type = contentTypeOfKey(key);
    response.set({
      'Content-Type': type,
      'Content-Length': String(stored.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': type === 'application/pdf' ? `attachment; filename="${key}"` : 'inline',
    });
    await pipeline(stored.stream, response).catch(() => response.destroy());
  }
}
