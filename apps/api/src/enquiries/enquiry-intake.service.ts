import { Injectable } from '@nestjs/common';
import {
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_MIN_FILL_SECONDS,
  ENQUIRY_STARTED_FIELD,
  ENQUIRY_PAGE,
  enquiryPurpose,
  enquirySchema,
  fieldMessages,
  sitePath,
} from '@schoolpage/content-contract';
import { randomUUID } from 'node:crypto';
import { SiteAddressService } from '../accounts/site-address.service';
import { Mailer } from '../mail/mailer';
import { AccountRepository } from '../storage/persistence/account.repository';
import { LimitCounter } from '../storage/persistence/limit-counter';
import { SiteRepository } from '../storage/persistence/site.repository';
import { EnquiryClock } from './enquiry-clock';
import { enquiryLetter } from './enquiry-letter';
import { EnquiryStore } from './enquiry-store';

const HOUR_MS = 60 * 60 * 1000;

/** When the form was shown (epoch ms), or undefined when the form says nothing (absent, empty, not a time). */
function startOf(value: unknown): number | undefined {
  const time = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(time) && time > 0 ? time : undefined;
}

/** What became of a sent form. */
export type EnquiryOutcome =
  | { kind: 'sent'; slug: string | undefined }
  | {
      kind: 'refused';
      status: 400 | 404 | 429;
      message: string;
      errors?: Record<string, string>;
      retryAfterSeconds?: number;
      /** The school's enquiry page, when the form must be sent from there. */
      formPath?: string;
    };

/** Enquiries allowed per hour, counted in the store (every instance spends from one allowance). */
export interface EnquiryAllowance {
  perAddressPerHour: number;
  perSchoolPerHour: number;
}

/**
 * Takes a parent's enquiry to a school: counted against the address's and the school's hourly allowance,
 * refused when a machine shows (the hidden field filled, sent faster than a person fills it in: the form's start is
 * the moment its script ran, or without script the moment the enquiry page was made, which is never kept; a form
 * with no start, a kept page's sent without script, is sent again from the enquiry page), checked
 * field by field (the phone in the school's country), then stored and e-mailed to the school. A refused
 * enquiry stores nothing and sends nothing.
 */
@Injectable()
export class EnquiryIntake {
  allowance: EnquiryAllowance = { perAddressPerHour: 10, perSchoolPerHour: 60 };

  constructor(
    private readonly enquiries: EnquiryStore,
    private readonly sites: SiteRepository,
    private readonly accounts: AccountRepository,
    private readonly addresses: SiteAddressService,
    private readonly limits: LimitCounter,
    private readonly mailer: Mailer,
    private readonly clock: EnquiryClock,
  ) {}

  async take(body: Record<string, unknown>, address: string): Promise<EnquiryOutcome> {
    const organizationId = typeof body['organizationId'] === 'string' ? body['organizationId'] : '';
    const [site, account] = organizationId ? await Promise.all([this.sites.find(organizationId), this.accounts.findById(organizationId)]) : [];
    if (!site?.isPublish || !account) return { kind: 'refused', status: 404, message: M.unknownSchool };

    const now = this.clock.now();
    const overLimit = (await this.spend(`enquiry-address:${address}`, this.allowance.perAddressPerHour, now)) ?? (await this.spend(`enquiry-school:${organizationId}`, this.allowance.perSchoolPerHour, now));
    if (overLimit !== undefined) return { kind: 'refused', status: 429, message: M.tooMany, retryAfterSeconds: overLimit };

    const honeypot = body[ENQUIRY_HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'refused', status: 400, message: M.refused };
    const startedAt = startOf(body[ENQUIRY_STARTED_FIELD]);
    if (startedAt === undefined) {
      // A form on a kept page, sent without script: its page was made long ago, so its time says nothing.
      const slug = await this.addresses.slugOf(organizationId);
      return { kind: 'refused', status: 400, message: M.noStartTime, ...(slug ? { formPath: sitePath(slug, ENQUIRY_PAGE) } : {}) };
    }
    if (now - startedAt < ENQUIRY_MIN_FILL_SECONDS * 1000) return { kind: 'refused', status: 400, message: M.tooFast };

    const parsed = enquirySchema(account.country).safeParse(body);
    if (!parsed.success) {
      const errors = fieldMessages(parsed.error);
      return { kind: 'refused', status: 400, message: Object.values(errors)[0] ?? M.refused, errors };
    }
    const { consent: _agreed, ...fields } = parsed.data;
    const consentText = enquiryPurpose(site.content.organizationName);
    const record = { id: randomUUID(), organizationId, createdAt: now, status: 'new' as const, note: '', consentText, ...fields };
    await this.enquiries.add(record);
    await this.mailer.send({
      to: account.email,
      ...(fields.email ? { replyTo: fields.email } : {}),
      subject: `Admission enquiry: ${fields.studentName} for ${fields.classSought}`,
      text: enquiryLetter(record),
    });
    return { kind: 'sent', slug: await this.addresses.slugOf(organizationId) };
  }

  /** Counts one try against `key`; the seconds to wait when the hour's allowance is spent. */
  private async spend(key: string, allowed: number, now: number): Promise<number | undefined> {
    const { hits, resetsAt } = await this.limits.hit(key, HOUR_MS, now);
    return hits > allowed ? Math.max(1, Math.ceil((resetsAt - now) / 1000)) : undefined;
  }
}
