import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import {
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_LANGUAGE_FIELD,
  ENQUIRY_PAGE,
  ENQUIRY_REPLIES_EN,
  ENQUIRY_SENT_PAGE,
  ENQUIRY_TOKEN_FIELD,
  enquiryLanguage,
  enquiryProblems,
  enquiryPurposeIn,
  enquirySchema,
  problemText,
  siteLanguagesOf,
  sitePath,
  supportedLanguage,
  translatedContent,
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
import { EnquiryFormTokens } from './enquiry-form-token';
import { enquiryLetter } from './enquiry-letter';
import type { RefusingSchool } from './enquiry-refusal-page';
import { EnquiryStore } from './enquiry-store';

const HOUR_MS = 60 * 60 * 1000;

/** A page of the site in the language the form was sent in (the default language's, or one the site lacks, at `/s/<slug>/…`). */
function pathIn(slug: string, languages: SiteLanguages, language: string, page: string): string {
  const inLanguage = language !== languages.default && languages.languages.includes(language);
  return sitePath(slug, inLanguage ? [language, page].filter(Boolean).join('/') : page);
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
      /** The school's enquiry page in the form's language (the way back to the form). */
      formPath?: string;
      /** The form must be opened again there (its token will not do): going back to the page it was sent from will not help. */
      reopen?: boolean;
      /** The school as the form's page showed it (a refusal without script is shown under its name, in its colour). */
      school?: RefusingSchool;
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
 * refused when a machine shows (the hidden field filled, or the form's token not the server's own for this school,
 * or sent faster than a person fills it in, or long after: the token says when the server made the form, and the
 * `startedAt` a browser says is not believed; such a form is sent again from the enquiry page), checked
 * field by field (the phone in the school's country), then stored and e-mailed to the school. A refused
 * enquiry stores nothing and sends nothing.
 */
@Injectable()
export class EnquiryIntake {
  /** ENQUIRIES_PER_ADDRESS_PER_HOUR and ENQUIRIES_PER_SCHOOL_PER_HOUR (tests may change it). */
  allowance: EnquiryAllowance;

  constructor(
    private readonly enquiries: EnquiryStore,
    private readonly sites: SiteRepository,
    private readonly accounts: AccountRepository,
    private readonly addresses: SiteAddressService,
    private readonly limits: LimitCounter,
    private readonly mailer: Mailer,
    private readonly clock: EnquiryClock,
    private readonly tokens: EnquiryFormTokens,
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'enquiryAllowance'>,
  ) {
    this.allowance = { ...config.enquiryAllowance };
  }

  async take(body: Record<string, unknown>, address: string): Promise<EnquiryOutcome> {
    const outcome = await this.decide(body, address);
    if (outcome.kind !== 'refused' || outcome.code === 'unknownSchool') return outcome;
    // The refusal shows the school, and the way back to its form in the page's language.
    const { school, formPath } = await this.schoolOf(body, outcome.language);
    return { ...outcome, ...(school ? { school } : {}), ...(formPath ? { formPath } : {}) };
  }

  /** The school an enquiry was sent to as the page in `language` shows it, and its enquiry page there. */
  private async schoolOf(body: Record<string, unknown>, language: string): Promise<{ school?: RefusingSchool; formPath?: string }> {
    const organizationId = String(body['organizationId']);
    const [site, slug] = await Promise.all([this.sites.find(organizationId), this.addresses.slugOf(organizationId)]);
    if (!site) return {};
    const languages = siteLanguagesOf(site.content);
    const { organizationName } = language === languages.default ? site.content : translatedContent(site.content, language);
    const school = { name: organizationName, ...(slug ? { homePath: pathIn(slug, languages, language, '') } : {}), ...(site.content.brand ? { color: site.content.brand.color } : {}) };
    return { school, ...(slug ? { formPath: pathIn(slug, languages, language, ENQUIRY_PAGE) } : {}) };
  }

  private async decide(body: Record<string, unknown>, address: string): Promise<EnquiryOutcome> {
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
    const tokenProblem = this.tokens.problem(body[ENQUIRY_TOKEN_FIELD], organizationId, now);
    if (tokenProblem === 'tooFast') return refusal(400, 'tooFast', language);
    if (tokenProblem) {
      // No token, an old one, another school's or a made-up one: the enquiry page gives a fresh form.
      return { ...refusal(400, tokenProblem, language), reopen: true };
    }

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
