import { Injectable } from '@nestjs/common';
import { RICH_TEXT_MESSAGES, richTextAttachments, richTextImages, type RichTextDocument } from '@schoolpage/content-contract';
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

  /** Checks the pictures and attached files of a rich text (none when `text` is not sent). */
  async checkRichText(organizationId: string, text: RichTextDocument | undefined): Promise<void> {
    await this.check(organizationId, richTextImages(text).map((image) => image.src), RICH_TEXT_MESSAGES.imageSourceInvalid);
    await this.check(organizationId, richTextAttachments(text), RICH_TEXT_MESSAGES.attachmentInvalid);
  }
}
