import { Injectable } from '@nestjs/common';
import { disclosureTitleOfFile, LIST_SECTIONS, type StoredSiteContent } from '@schoolpage/content-contract';
import { FileOwnerRepository } from '../storage/persistence/file-owner.repository';
import { SiteRepository } from '../storage/persistence/site.repository';
import { keyOfFileUrl } from './file-key';

/** The list sections whose items hold a file: notices, application forms, and the pictures of titled items. */
const FILE_SECTIONS = Object.values(LIST_SECTIONS).filter((section) => section.file !== undefined);

/** The title of the item whose file field points at `key` ("Admission Form 2027-28"), if a titled item or a disclosure document (CBSE's title) does. */
export function titleOfFile(content: Partial<StoredSiteContent> | undefined, key: string): string | undefined {
  for (const section of FILE_SECTIONS) {
    const items: unknown = (content as Record<string, unknown> | undefined)?.[section.list];
    for (const item of Array.isArray(items) ? (items as Record<string, unknown>[]) : []) {
      const url = (item?.[section.file?.stored ?? ''] as { url?: unknown } | undefined)?.url;
      const title = item?.['title'];
      if (typeof url === 'string' && keyOfFileUrl(url) === key && typeof title === 'string' && title.trim()) return title;
    }
  }
  return disclosureTitleOfFile(content?.disclosure, (url) => keyOfFileUrl(url) === key);
}

/** Finds the title a stored file is shown under on its school's site, for naming the file when it is saved. */
@Injectable()
export class FileTitles {
  constructor(
    private readonly owners: FileOwnerRepository,
    private readonly sites: SiteRepository,
  ) {}

  async titleOf(key: string): Promise<string | undefined> {
    const owner = await this.owners.ownerOf(key);
    if (!owner) return undefined;
    return titleOfFile((await this.sites.find(owner))?.content, key);
  }
}
