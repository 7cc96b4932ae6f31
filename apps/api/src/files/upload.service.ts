import { BadRequestException, Injectable, Logger, PayloadTooLargeException, ServiceUnavailableException, UnsupportedMediaTypeException } from '@nestjs/common';
import { API_MESSAGES, FILE_RULES, type UploadKind } from '@schoolpage/content-contract';
import { fileUrl, keyOfFileUrl, newFileKey, STORED_FILE_TYPES, type StoredFileExtension } from './file-key';
import { FileStore } from './file-store';
import { PictureVariants } from './picture-variants';
import { FileOwnerRepository } from '../storage/persistence/file-owner.repository';
import { sniffMimeType } from './file-sniffer';
import { ImageJobQueue, ImageQueueFullError } from './image-job-queue';
import { IMAGE_TYPES, ImageUnreadableError, reencodeImage } from './image-reencoder';
import { logoIcons, type LogoIcons } from './logo-icons';

export type { UploadKind };

/** A file received by multer (memory storage). */
export interface ReceivedFile {
  fieldname: string;
  /** The name the file had on the sender's computer (multer's), when sent. */
  originalname?: string;
  buffer: Buffer;
  size: number;
}

const REFUSAL: Record<UploadKind, string> = {
  image: API_MESSAGES.files.notImage,
  pdf: API_MESSAGES.files.notPdf,
  imageOrPdf: API_MESSAGES.files.notImageOrPdf,
};

/**
 * Checks what an upload really is (from its bytes, never its name or declared type), re-encodes
 * images (a few at a time, in the ImageJobQueue), and stores the result under a random key, recorded as the uploading site's file,
 * then has its variants made in the background (PictureVariants). Returns the URL the site document will point at.
 */
@Injectable()
export class UploadService {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly files: FileStore,
    private readonly owners: FileOwnerRepository,
    private readonly imageJobs: ImageJobQueue,
    private readonly variants: PictureVariants,
  ) {}

  /** The favicon and apple-touch-icon of an uploaded logo (see logoIcons), made in the image queue. */
  logoIcons(logo: ReceivedFile): Promise<LogoIcons | undefined> {
    return this.inImageQueue(() => logoIcons(logo));
  }

  /** Runs image work in its turn; a full queue is 503 in plain words. */
  private async inImageQueue<T>(job: () => Promise<T>): Promise<T> {
    try {
      return await this.imageJobs.run(job);
    } catch (error) {
      if (error instanceof ImageQueueFullError) throw new ServiceUnavailableException(API_MESSAGES.files.busy);
      throw error;
    }
  }

  async store(organizationId: string, file: ReceivedFile, kind: UploadKind): Promise<string> {
    const mime = await sniffMimeType(file.buffer);
    const imageExtension = mime ? IMAGE_TYPES[mime] : undefined;
    let extension: StoredFileExtension;
    let data: Buffer;
    const rule = kind === 'image' || (kind === 'imageOrPdf' && imageExtension) ? FILE_RULES.image : FILE_RULES.pdf;
    if (file.size > rule.maxBytes) throw new PayloadTooLargeException(API_MESSAGES.files.tooLarge);
    if (imageExtension && kind !== 'pdf') {
      extension = imageExtension;
      data = await this.reencode(file.buffer, imageExtension);
    } else if (mime === 'application/pdf' && kind !== 'image') {
      extension = 'pdf';
      data = file.buffer;
    } else {
      throw new UnsupportedMediaTypeException(REFUSAL[kind]);
    }
    const key = newFileKey(extension);
    await this.files.put(key, data, STORED_FILE_TYPES[extension]);
    try {
      await this.owners.record(key, organizationId);
    } catch (error) {
      await this.discard(key);
      throw error;
    }
    // Its other widths and formats are made after the answer, when the image queue has room.
    void this.variants.storeAll(key);
    return fileUrl(key);
  }

  private async reencode(data: Buffer, extension: StoredFileExtension): Promise<Buffer> {
    try {
      return await this.inImageQueue(() => reencodeImage(data, extension));
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw error;
      if (error instanceof ImageUnreadableError && error.tooManyPixels) throw new PayloadTooLargeException(API_MESSAGES.files.imageTooBig);
      throw new BadRequestException(API_MESSAGES.files.notImage);
    }
  }

  /**
   * Stores the given files first, then runs `use` with their URLs (the document change). If the change
   * fails, the new files are removed again, so nothing is left behind.
   */
  async storeThen<T>(
    organizationId: string,
    uploads: { file?: ReceivedFile; kind: UploadKind }[],
    use: (urls: (string | undefined)[]) => Promise<T>,
  ): Promise<T> {
    const urls: (string | undefined)[] = [];
    try {
      for (const upload of uploads) urls.push(upload.file ? await this.store(organizationId, upload.file, upload.kind) : undefined);
      return await use(urls);
    } catch (error) {
      await Promise.all(urls.map((url) => keyOfFileUrl(url)).filter((key): key is string => Boolean(key)).map((key) => this.discard(key)));
      throw error;
    }
  }

  /** Removes a file no document points at, and its owner record; a failure leaves an orphan, so it is only logged. */
  private async discard(key: string): Promise<void> {
    try {
      await this.files.delete(key);
      await this.owners.forget(key);
    } catch (error) {
      this.logger.warn(`Could not remove file ${key}: ${String(error)}`);
    }
  }
}
