import { Injectable } from '@nestjs/common';
import {
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_LANGUAGE_FIELD,
  ENQUIRY_MIN_FILL_SECONDS,
  ENQUIRY_PAGE,
  ENQUIRY_REPLIES_EN,
  ENQUIRY_SENT_PAGE,
  ENQUIRY_STARTED_FIELD,
  enquiryLanguage,
  enquiryProblems,
  enquiryPurposeIn,
  enquirySchema,
  problemText,
  siteLanguagesOf,
  sitePath,
  supportedLanguage,
  type EnquiryProblem,
  type EnquiryRefusal,
  type SiteLanguages,
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

/** A page of the site in the language the form was sent in (the default language's, or one the site lacks, at `/s/<slug>/…`). */
function pathIn(slug: string, languages: SiteLanguages, language: string, page: string): string {
  return sitePath(slug, language !== languages.default && languages.languages.includes(language) ? `${language}/${page}` : page);
}

/** What became of a sent form. */
export type EnquiryOutcome =
  | {
      kind: 'sent';
      /** The thank-you page in the language the form was sent in. */
      sentPath: string | undefined;
    }
  | {
      kind: 'refused';
      status: 400 | 404 | 429;
      /** Why, as an id the form shows in its page's language (ENQUIRY_REPLIES), and in English. */
      code: EnquiryRefusal;
      message: string;
      /** Each refused field's problem, and its message in English. */
      problems?: Record<string, EnquiryProblem>;
      errors?: Record<string, string>;
      /** The language of the page the form was sent from (the refusal page's). */
      language: string;
      retryAfterSeconds?: number;
      /** The school's enquiry page, when the form must be sent from there. */
      formPath?: string;
    };

/** A refusal for `code`, its message in English (the API's JSON answer). */
function refusal(status: 400 | 404 | 429, code: EnquiryRefusal, language: string): Extract<EnquiryOutcome, { kind: 'refused' }> {
  return { kind: 'refused', status, code, message: ENQUIRY_REPLIES_EN[code], language };
}

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
    const said = body[ENQUIRY_LANGUAGE_FIELD];
    if (!site?.isPublish || !account) {
      const language = typeof said === 'string' && supportedLanguage(said) ? said : 'en';
      return refusal(404, 'unknownSchool', language);
    }
    // The language of the page the form was sent from: the refusal, the thank-you page and the consent text are in it.
    const language = enquiryLanguage(site.content, said);
    const pathInLanguage = async (page: string) => {
      const slug = await this.addresses.slugOf(organizationId);
      return slug ? pathIn(slug, siteLanguagesOf(site.content), language, page) : undefined;
    };

    const now = this.clock.now();
    const overLimit = (await this.spend(`enquiry-address:${address}`, this.allowance.perAddressPerHour, now)) ?? (await this.spend(`enquiry-school:${organizationId}`, this.allowance.perSchoolPerHour, now));
    if (overLimit !== undefined) return { ...refusal(429, 'tooMany', language), retryAfterSeconds: overLimit };

    const honeypot = body[ENQUIRY_HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return refusal(400, 'refused', language);
    const startedAt = startOf(body[ENQUIRY_STARTED_FIELD]);
    if (startedAt === undefined) {
      // A form on a kept page, sent without script: its page was made long ago, so its time says nothing.
      const formPath = await pathInLanguage(ENQUIRY_PAGE);
      return { ...refusal(400, 'noStartTime', language), ...(formPath ? { formPath } : {}) };
    }
    if (now - startedAt < ENQUIRY_MIN_FILL_SECONDS * 1000) return refusal(400, 'tooFast', language);

    const parsed = enquirySchema(account.country).safeParse(body);
    if (!parsed.success) {
      const problems = enquiryProblems(parsed.error);
      const errors = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(ENQUIRY_REPLIES_EN, problem, field)]));
      return { ...refusal(400, 'refused', language), message: Object.values(errors)[0] ?? ENQUIRY_REPLIES_EN.refused, problems, errors };
    }
    const { consent: _agreed, ...fields } = parsed.data;
    // The purpose the parent agreed to, as their page showed it (in its language, with the school's name there).
    const consentText = enquiryPurposeIn(site.content, language);
    const record = { id: randomUUID(), organizationId, createdAt: now, status: 'new' as const, note: '', consentText, ...fields };
    await this.enquiries.add(record);
    await this.mailer.send({
      to: account.email,
      ...(fields.email ? { replyTo: fields.email } : {}),
      subject: `Admission enquiry: ${fields.studentName} for ${fields.classSought}`,
      text: enquiryLetter(record),
    });
    return { kind: 'sent', sentPath: await pathInLanguage(ENQUIRY_SENT_PAGE) };
  }

  /** Counts one try against `key`; the seconds to wait when the hour's allowance is spent. */
  private async spend(key: string, allowed: number, now: number): Promise<number | undefined> {
    const { hits, resetsAt } = await this.limits.hit(key, HOUR_MS, now);
    return hits > allowed ? Math.max(1, Math.ceil((resetsAt - now) / 1000)) : undefined;
  }
}
