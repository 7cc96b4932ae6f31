import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { API_MESSAGES, FILES_API, isPictureFormat, isPictureWidth, PICTURE_WIDTHS } from '@schoolpage/content-contract';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, isFileKey, isResizablePictureKey, pictureVariantFormats } from './file-key';
import { downloadFileName, contentDispositionHeader } from './download-name';
import { FileStore } from './file-store';
import { FileTitles } from './file-titles';
import { PictureVariants } from './picture-variants';
import { apiRoute } from '../common/api-route';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NAMED = 'public, max-age=3600';

/**
 * GET /api/files/:key streams a stored file; keys never change content, so it may be cached for a year.
 * A file of a titled item (a notice, an application form) is named after its title when saved
 * ("Admission Form 2027-28.pdf", Content-Disposition); PDFs download, pictures show.
 * `?w=<width>&f=<format>` answers a stored picture in one of PICTURE_WIDTHS (never enlarged) as AVIF, WebP or
 * its own format (JPEG, PNG): the variants stored beside it (picture-variants.ts). `?w=` alone answers the WebP.
 */
@Controller()
export class FilesController {
  constructor(
    private readonly files: FileStore,
    private readonly variants: PictureVariants,
    private readonly titles: FileTitles,
  ) {}

  @Get(`${apiRoute(FILES_API)}/:key`)
  async file(@Param('key') key: string, @Query('w') width: unknown, @Query('f') format: unknown, @Res() response: Response): Promise<void> {
    if (!isFileKey(key)) throw new BadRequestException('This is not a valid file name.');
    if (width !== undefined || format !== undefined) return this.resizedPicture(key, width, format ?? 'webp', response);
    const stored = await this.files.get(key);
    if (!stored) throw new NotFoundException(API_MESSAGES.files.notFound);
    const type = contentTypeOfKey(key);
    const name = await this.nameOf(key);
    const pdf = type === 'application/pdf';
    response.set({
      'Content-Type': type,
      'Content-Length': String(stored.size),
      // A name follows its item's title, which the school may change: kept an hour rather than for good.
      'Cache-Control': name ? NAMED : IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': contentDispositionHeader(pdf ? 'attachment' : 'inline', name ?? (pdf ? key : undefined)),
    });
    await pipeline(stored.stream, response).catch(() => response.destroy());
  }

  /** The name a file is saved under: its item's title with the file's extension, when a titled item holds it. */
  private async nameOf(key: string): Promise<string | undefined> {
    // Naming is a courtesy: a failed look-up still serves the file.
    const title = await this.titles.titleOf(key).catch(() => undefined);
    return title === undefined ? undefined : downloadFileName(title, key.slice(key.lastIndexOf('.') + 1));
  }

  private async resizedPicture(key: string, width: unknown, format: unknown, response: Response): Promise<void> {
    const wanted = typeof width === 'string' && /^[0-9]{1,5}$/.test(width) ? Number(width) : NaN;
    if (!isPictureWidth(wanted)) throw new BadRequestException(API_MESSAGES.files.pictureWidth(PICTURE_WIDTHS));
    if (!isResizablePictureKey(key)) throw new BadRequestException(API_MESSAGES.files.notResizable);
    const formats = pictureVariantFormats(key);
    if (typeof format !== 'string' || !isPictureFormat(format) || !formats.includes(format)) {
      throw new BadRequestException(API_MESSAGES.files.pictureFormat(formats));
    }
    const picture = await this.variants.variant(key, wanted, format);
    if (!picture) throw new NotFoundException(API_MESSAGES.files.notFound);
    response.set({
      'Content-Type': picture.contentType,
      'Content-Length': String(picture.size),
      'Cache-Control': picture.lasting ? IMMUTABLE : 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
    if (Buffer.isBuffer(picture.body)) response.end(picture.body);
    else await pipeline(picture.body, response).catch(() => response.destroy());
  }
}
