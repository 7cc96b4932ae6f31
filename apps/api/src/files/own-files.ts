import { Injectable } from '@nestjs/common';
import { RICH_TEXT_MESSAGES, richTextAttachments, richTextImages, richTextsIn } from '@schoolpage/content-contract';
import { DomainError } from '../common/domain-error';
import { FileOwnerRepository } from '../storage/persistence/file-owner.repository';
import { keyOfFileUrl } from './file-key';

/**
 * Checks that file URLs a request names (a story's cover, the pictures of a rich text) are files the school itself
 * uploaded: an address typed in, or another school's file, is refused with `message` before anything is saved.
 */
@Injectable()
export class OwnFiles {
  constructor(private readonly owners: FileOwnerRepository) {}

  async check(organizationId: string, urls: readonly (string | undefined)[], message: string): Promise<void> {
    for (const url of urls) {
      if (url === undefined) continue;
      const key = keyOfFileUrl(url);
      if (!key || (await this.owners.ownerOf(key)) !== organizationId) throw new DomainError('invalid', message);
    }
  }

  /**
   * The one check of the files rich text points at, run by the one save path (SiteEditor) on every change: each
   * picture and attached file that a rich-text body anywhere in `after` points at, and none in `before` did, must be
   * the school's own upload. It finds the bodies by their shape, so a new holder of rich text is checked too.
   */
  async checkRichTexts(organizationId: string, before: unknown, after: unknown): Promise<void> {
    const pictures = (value: unknown) => richTextsIn(value).flatMap((text) => richTextImages(text).map((image) => image.src));
    const attachments = (value: unknown) => richTextsIn(value).flatMap(richTextAttachments);
    const added = (urls: string[], known: Set<string>) => [...new Set(urls)].filter((url) => !known.has(url));
    await this.check(organizationId, added(pictures(after), new Set(pictures(before))), RICH_TEXT_MESSAGES.imageSourceInvalid);
    await this.check(organizationId, added(attachments(after), new Set(attachments(before))), RICH_TEXT_MESSAGES.attachmentInvalid);
  }
}
