import { Injectable } from '@nestjs/common';
import type { PictureWidth } from '@schoolpage/content-contract';
import sharp from 'sharp';
import { FileStore } from './file-store';
import { ImageJobQueue } from './image-job-queue';

/** Resized pictures kept in memory at most, in bytes; past it the one used least recently goes. */
const KEPT_BYTES = 64 * 1024 * 1024;

/**
 * A stored picture in one of the offered widths (PICTURE_WIDTHS), as WebP, never enlarged. Made on first
 * request in the bounded image queue (so resizing never holds other requests up) and kept in memory:
 * a stored file never changes, so neither does its resized form.
 */
@Injectable()
export class PictureVariants {
  private readonly kept = new Map<string, Buffer>();
  private keptBytes = 0;
  private readonly making = new Map<string, Promise<Buffer | undefined>>();

  constructor(
    private readonly files: FileStore,
    private readonly imageJobs: ImageJobQueue,
  ) {}

  /** The picture at `width`, or undefined when no file has this key. */
  async resized(key: string, width: PictureWidth): Promise<Buffer | undefined> {
    const name = `${key} ${width}`;
    const kept = this.kept.get(name);
    if (kept) {
      this.kept.delete(name);
      this.kept.set(name, kept);
      return kept;
    }
    let making = this.making.get(name);
    if (!making) {
      making = this.make(key, width).finally(() => this.making.delete(name));
      this.making.set(name, making);
    }
    const made = await making;
    if (made) this.keep(name, made);
    return made;
  }

  private async make(key: string, width: PictureWidth): Promise<Buffer | undefined> {
    const stored = await this.files.get(key);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk));
    const original = Buffer.concat(chunks);
    return this.imageJobs.run(() =>
      sharp(original, { sequentialRead: true }).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    );
  }

  private keep(name: string, picture: Buffer): void {
    if (this.kept.has(name) || picture.length > KEPT_BYTES) return;
    this.kept.set(name, picture);
    this.keptBytes += picture.length;
    for (const [oldest, bytes] of this.kept) {
      if (this.keptBytes <= KEPT_BYTES) break;
      this.kept.delete(oldest);
      this.keptBytes -= bytes.length;
    }
  }
}
