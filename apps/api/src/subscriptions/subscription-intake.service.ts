import { Inject, Injectable } from '@nestjs/common';
import {
  SUBSCRIPTION_CONFIRM_DAYS,
  SUBSCRIPTION_HONEYPOT_FIELD,
  SUBSCRIPTION_LANGUAGE_FIELD,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TOKEN_FIELD,
  UPDATES_CONFIRM_PAGE,
  UPDATES_PAGE,
  UPDATES_SENT_PAGE,
  subscriptionSchema,
  updatesText,
  type UpdatesWordId,
} from '@schoolpage/content-contract';
import { randomUUID } from 'node:crypto';
import { SiteAddressService } from '../accounts/site-address.service';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { EnquiryFormTokens } from '../enquiries/enquiry-form-token';
import { mailLinkOrigin } from '../mail/mail-links';
import { Mailer } from '../mail/mailer';
import { LimitCounter } from '../storage/persistence/limit-counter';
import { SiteRepository } from '../storage/persistence/site.repository';
import { confirmationLetter } from './confirmation-letter';
import { SubscriberStore, type SubscriberRecord } from './subscriber-store';
import { newConfirmToken } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { updatesReading, type UpdatesReading } from './updates-reading';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Confirmation mails one address may be sent by one school per day: a stranger cannot fill someone's inbox. */
const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** Requests for updates allowed per hour, counted in the store (every instance spends from one allowance). */
export interface SubscriptionAllowance {
  perAddressPerHour: number;
  perSchoolPerHour: number;
}

/** What became of a request for updates. */
export type SubscriptionOutcome =
  | { kind: 'sent'; message: string; sentPath?: string }
  | { kind: 'refused'; status: 400 | 404 | 429; message: string; errors?: Record<string, string>; retryAfterSeconds?: number; formPath?: string; language?: string };

const refused = (status: 400 | 404 | 429, message: string): Extract<SubscriptionOutcome, { kind: 'refused' }> => ({ kind: 'refused', status, message });

/** The words that name what is wrong with a field of the request. */
const FIELD_WORDS: Readonly<Record<string, UpdatesWordId>> = { email: 'email', topics: 'topics', delivery: 'delivery' };

/**
 * Takes a parent's request for a school's updates by e-mail (double opt-in): counted against the sender's and the
 * school's hourly allowance, refused when a machine shows (the hidden field filled, the form's token not the
 * server's own for this school, or too fast: the enquiry form's rules), checked, then kept unconfirmed with the
 * consent the parent gave and a confirmation link mailed. The answer is the same whether or not the address was
 * known: a confirmed address is told so by mail, not on the page. All of it in the language of the page the form was
 * sent from (SUBSCRIPTION_LANGUAGE_FIELD, one of the site's; else the site's default): the answers, the words agreed
 * to, the mail, the pages it leads to, and the subscriber's later mails (the language is kept with them).
 */
@Injectable()
export class SubscriptionIntake {
  /** SUBSCRIPTIONS_PER_ADDRESS_PER_HOUR and SUBSCRIPTIONS_PER_SCHOOL_PER_HOUR (tests may change it). */
  allowance: SubscriptionAllowance;

  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly sites: SiteRepository,
    private readonly addresses: SiteAddressService,
    private readonly limits: LimitCounter,
    private readonly mailer: Mailer,
    private readonly clock: SubscriptionClock,
    private readonly formTokens: EnquiryFormTokens,
    @Inject(PLATFORM_CONFIG) private readonly config: Pick<PlatformConfig, 'subscriptionAllowance' | 'publicOrigin' | 'port'>,
  ) {
    this.allowance = { ...config.subscriptionAllowance };
  }

  async take(body: Record<string, unknown>, address: string): Promise<SubscriptionOutcome> {
    const organizationId = typeof body['organizationId'] === 'string' ? body['organizationId'] : '';
    const site = organizationId ? await this.sites.find(organizationId) : undefined;
    const slug = site?.isPublish ? await this.addresses.slugOf(organizationId) : undefined;
    if (!site || !slug) return refused(404, SUBSCRIPTION_MESSAGES.unknownSchool);
    const reading = updatesReading(site.content, slug, body[SUBSCRIPTION_LANGUAGE_FIELD]);
    const outcome = await this.decide(body, address, organizationId, reading);
    return outcome.kind === 'refused' ? { ...outcome, formPath: reading.pathOf(UPDATES_PAGE), language: reading.language } : outcome;
  }

  private async decide(body: Record<string, unknown>, address: string, organizationId: string, reading: UpdatesReading): Promise<SubscriptionOutcome> {
    const { words, schoolName } = reading;
    const now = this.clock.now();
    const overLimit = await this.overAllowance(address, organizationId, now);
    if (overLimit !== undefined) return { ...refused(429, words.tooMany), retryAfterSeconds: overLimit };

    const honeypot = body[SUBSCRIPTION_HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return refused(400, words.refused);
    const tokenProblem = this.formTokens.problem(body[SUBSCRIPTION_TOKEN_FIELD], organizationId, now);
    if (tokenProblem === 'tooFast') return refused(400, words.tooFast);
    if (tokenProblem) return refused(400, words.refused);

    const parsed = subscriptionSchema.safeParse(body);
    if (!parsed.success) {
      const errors = Object.fromEntries(
        parsed.error.issues.map((issue) => {
          const field = String(issue.path[0]);
          return [field, field in FIELD_WORDS ? words[FIELD_WORDS[field]] : issue.message];
        }),
      );
      return { ...refused(400, Object.values(errors)[0] ?? words.refused), errors };
    }
    const email = parsed.data.email.toLowerCase();
    const sentPath = reading.pathOf(UPDATES_SENT_PAGE);
    // The same answer from here on, whatever the store holds: only the mail differs, and only its owner reads it.
    const sent: SubscriptionOutcome = { kind: 'sent', message: words.sent, sentPath };
    if ((await this.spend(`subscribe-mail:${organizationId}:${email}`, CONFIRMATIONS_PER_ADDRESS_PER_DAY, DAY_MS, now)) !== undefined) return sent;

    const known = await this.subscribers.find(organizationId, email);
    const origin = mailLinkOrigin(this.config);
    if (known?.confirmedAt !== undefined) {
      await this.mailer.send({
        to: email,
        subject: updatesText(words, 'alreadySubject', { school: schoolName }),
        text: confirmationLetter({ schoolName, already: true, link: `${origin}${reading.pathOf(UPDATES_PAGE)}`, words }),
      });
      return sent;
    }
    const { token, hash } = newConfirmToken();
    const record: SubscriberRecord = {
      id: known?.id ?? randomUUID(),
      organizationId,
      email,
      topics: parsed.data.topics,
      delivery: parsed.data.delivery,
      consentAt: now,
      consentText: updatesText(words, 'consent', { school: schoolName }),
      language: reading.language,
      confirmTokenHash: hash,
      confirmExpiresAt: now + SUBSCRIPTION_CONFIRM_DAYS * DAY_MS,
    };
    await this.subscribers.save(record);
    const link = `${origin}${reading.pathOf(UPDATES_CONFIRM_PAGE)}?token=${encodeURIComponent(token)}`;
    await this.mailer.send({ to: email, subject: updatesText(words, 'confirmSubject', { school: schoolName }), text: confirmationLetter({ schoolName, link, words }) });
    return sent;
  }

  /**
   * Counts one request for a school's updates (by e-mail or web push: one allowance) against the sender's and the
   * school's hourly allowance; the seconds to wait when either is spent.
   */
  async overAllowance(address: string, organizationId: string, now: number): Promise<number | undefined> {
    return (
      (await this.spend(`subscribe-address:${address}`, this.allowance.perAddressPerHour, HOUR_MS, now)) ??
      (await this.spend(`subscribe-school:${organizationId}`, this.allowance.perSchoolPerHour, HOUR_MS, now))
    );
  }

  /** Counts one try against `key`; the seconds to wait when the window's allowance is spent. */
  private async spend(key: string, allowed: number, windowMs: number, now: number): Promise<number | undefined> {
    const { hits, resetsAt } = await this.limits.hit(key, windowMs, now);
    return hits > allowed ? Math.max(1, Math.ceil((resetsAt - now) / 1000)) : undefined;
  }
}
