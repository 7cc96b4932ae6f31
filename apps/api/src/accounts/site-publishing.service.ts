import { ForbiddenException, Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { SignedInAdmin } from '../auth/session.service';
import { SiteEditor } from '../sites/site-editor';
import { AccountRepository } from '../storage/persistence/account.repository';

/** Publish and hide: whether visitors find the school's site (spec §7 publish-web, unpublish-web). */
@Injectable()
export class SitePublishing {
  constructor(
    private readonly sites: SiteEditor,
    private readonly accounts: AccountRepository,
  ) {}

  /** A site is published only by a member whose e-mail address is verified; hiding never needs anything. */
  async setPublished(by: Pick<SignedInAdmin, 'accountId' | 'memberId'>, isPublish: boolean): Promise<void> {
    if (isPublish && !(await this.accounts.findById(by.memberId))?.isAccountVerified) {
      throw new ForbiddenException(API_MESSAGES.profile.publishNeedsVerifiedEmail);
    }
    return this.sites.change(by.accountId, (site) => {
      site.isPublish = isPublish;
    });
  }
}
