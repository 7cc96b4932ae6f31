import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { API_MESSAGES, expiredDisclosureDocuments, timeZoneOfCountry } from '@schoolpage/content-contract';
import type { SignedInAdmin } from '../auth/session.service';
import { DisclosureClock } from '../disclosure/disclosure-clock';
import { SiteEditor } from '../sites/site-editor';
import { AccountRepository } from '../storage/persistence/account.repository';
import { ApprovalRepository } from '../storage/persistence/approval.repository';

/** The school's account as its admin sees it (spec §3 "Organisation profile") and its phone number. */
@Injectable()
export class AccountProfileService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sites: SiteEditor,
    private readonly clock: DisclosureClock,
    private readonly approvals: ApprovalRepository,
  ) {}

  /**
   * Spec §3 "Organisation profile": the signed-in person's own user ID, e-mail, phone (or '') and verification, their
   * role, and the school's details (its name, country, logo, board, publishing). A member who is not the school's
   * first owner sees their own details, never the owner's.
   */
  async profile({ accountId: organizationId, memberId, role }: SignedInAdmin) {
    const [account, person, site, approvals] = await Promise.all([
      this.accounts.findById(organizationId),
      this.accounts.findById(memberId),
      this.sites.read(organizationId),
      this.approvals.countPending(organizationId, role === 'contributor' ? memberId : undefined),
    ]);
    if (!account || !person) throw new NotFoundException(API_MESSAGES.public.siteNotFound);
    return {
      _id: account.id,
      userId: person.userId,
      email: person.email,
      role,
      memberId,
      /** Changes waiting for approval: the school's for owners and editors, their own for a contributor (the menu's count). */
      pendingApprovals: approvals,
      /** The person's own phone number ('' for none). */
      phone: person.phone,
      /** The school's country (and with it its phone numbers' country). */
      country: account.country,
      organizationName: site.content.organizationName,
      organizationLogo: site.content.organizationLogo?.url ?? '',
      isAccountVerified: person.isAccountVerified,
      /** The language this person reads the dashboard in, null until they choose one. */
      dashboardLanguage: person.dashboardLanguage ?? null,
      isPublish: site.isPublish,
      templateName: site.templateName,
      /** The board the school is affiliated to (`POST /api/dashboard/profile/board`), null until chosen. */
      board: site.content.board ?? null,
      /** The school's time zone (`POST /api/dashboard/profile/time-zone`): its dates and times are read and typed in it. */
      timeZone: site.content.timeZone ?? timeZoneOfCountry(account.country),
      /** Documents of the Mandatory Public Disclosure that have expired: every dashboard page warns of them. */
      expiredDocuments: expiredDisclosureDocuments(site.content.disclosure, this.clock.today()),
    };
  }

  /** Spec §5 "Phone update": the signed-in person's own phone number. */
  async updatePhone(personId: string, phone: string): Promise<void> {
    const person = await this.accounts.findById(personId);
    if (!person) throw new NotFoundException(API_MESSAGES.public.siteNotFound);
    if (person.phone === phone) throw new BadRequestException(API_MESSAGES.profile.phoneSame);
    await this.accounts.update(personId, { phone });
  }
}
