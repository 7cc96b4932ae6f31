import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { API_MESSAGES, FILES_API, isPictureWidth, PICTURE_WIDTHS } from '@schoolpage/content-contract';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, isFileKey } from './file-key';
import { FileStore } from './file-store';
import { PictureVariants } from './picture-variants';
import { apiRoute } from '../common/api-route';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/files/:key streams a stored file; keys never change content, so it may be cached for a year.
 * `?w=<width>` answers a stored picture resized to one of PICTURE_WIDTHS, as WebP.
 */
@Controller()
export class FilesController {
  constructor(
    private readonly files: FileStore,
    private readonly variants: PictureVariants,
  ) {}

  @Get(`${apiRoute(FILES_API)}/:key`)
  async file(@Param('key') key: string, @Query('w') width: unknown, @Res() response: Response): Promise<void> {
    if (!isFileKey(key)) throw new BadRequestException('This is not a valid file name.');
    if (width !== undefined) return this.resizedPicture(key, width, response);
    const stored = await this.files.get(key);
    if (!stored) throw new NotFoundException(API_MESSAGES.files.notFound);
    const type = contentTypeOfKey(key);
    response.set({
      'Content-Type': type,
      'Content-Length': String(stored.size),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': type === 'application/pdf' ? `attachment; filename="${key}"` : 'inline',
    });
    await pipeline(stored.stream, response).catch(() => response.destroy());
  }

  private async resizedPicture(key: string, width: unknown, response: Response): Promise<void> {
    const wanted = typeof width === 'string' && /^[0-9]{1,5}$/.test(width) ? Number(width) : NaN;
    if (!isPictureWidth(wanted)) throw new BadRequestException(API_MESSAGES.files.pictureWidth(PICTURE_WIDTHS));
    if (!contentTypeOfKey(key).startsWith('image/') || key.endsWith('.gif')) throw new BadRequestException(API_MESSAGES.files.notResizable);
    const picture = await this.variants.resized(key, wanted);
    if (!picture) throw new NotFoundException(API_MESSAGES.files.notFound);
    response.set({
      'Content-Type': 'image/webp',
      'Content-Length': String(picture.length),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
    response.end(picture);
  }
}
