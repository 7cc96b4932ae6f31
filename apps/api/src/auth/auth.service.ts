import { BadRequestException, ConflictException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { API_MESSAGES, type RegistrationPayload } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { SiteAddressService } from '../accounts/site-address.service';
import { newSite } from '../accounts/new-site';
import { Mailer } from '../mail/mailer';
import { AccountRepository } from '../storage/persistence/account.repository';
import { SiteRepository } from '../storage/persistence/site.repository';
import { LoginBackoff } from './login-backoff';
import { OneTimeCodeService, refuseUnlessRight } from './one-time-code.service';
import { PasswordHasher } from './password-hasher.service';
import { RetryLaterException } from './retry-later';
import { SessionService } from './session.service';

/** A new organisation id, shaped like a MongoDB ObjectId so both adapters use the same ids. */
export function newOrganizationId(): string {
  return randomBytes(12).toString('hex');
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly accounts: AccountRepository,
    private readonly sites: SiteRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly codes: OneTimeCodeService,
    private readonly mailer: Mailer,
    private readonly addresses: SiteAddressService,
    private readonly backoff: LoginBackoff,
  ) {}

  /** Creates the account, its (hidden, empty) site and its address, made from the organisation name. */
  async register(payload: RegistrationPayload): Promise<void> {
    const id = newOrganizationId();
    const outcome = await this.accounts.create({
      id,
      userId: payload.userId,
      email: payload.email,
      organizationName: payload.organizationName,
      country: payload.country,
      phone: payload.phone ?? '',
      passwordHash: await this.hasher.hash(payload.password),
      isAccountVerified: false,
      failedLogins: 0,
      lockedUntil: null,
      createdAt: Date.now(),
    });
    if (outcome === 'userIdTaken') throw new ConflictException(API_MESSAGES.auth.userIdTaken);
    if (outcome === 'emailTaken') throw new ConflictException(API_MESSAGES.auth.emailTaken);
    await this.sites.create(newSite(id, payload.organizationName));
    // Should this fail, the account is still made; its address is made when the profile is first read or at the next start.
    await this.addresses.ensure(id, payload.organizationName).catch((error: unknown) => this.logger.error(`Could not give ${id} an address: ${String(error)}`));
  }

  /**
   * Checks the password and returns a fresh session token. Failures slow down only this user ID from
   * this address (LoginBackoff), and unknown user IDs are answered exactly like existing ones.
   */
  async login(userId: string, password: string, address: string): Promise<string> {
    const waitMs = this.backoff.take(userId, address);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RetryLaterException(API_MESSAGES.auth.loginPaused(seconds), seconds);
    }
    const account = await this.accounts.findByUserId(userId);
    const matches = await this.hasher.verify(account?.passwordHash, password);
    if (!account || !matches) throw new UnauthorizedException(API_MESSAGES.auth.badCredentials);
    this.backoff.succeeded(userId, address);
    return this.sessions.start(account.id, Date.now());
  }

  /**
   * Sends a reset code when the e-mail belongs to an account and neither the cooldown nor the account's
   * hourly or daily number of codes holds it back; the caller answers the same in every case.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (!account) {
      this.codes.decoy();
      return;
    }
    const issue = await this.codes.issue(account.id, 'reset-password');
    if (!issue.issued) return;
    // Not awaited: the answer must not take longer for known e-mails than for unknown ones.
    this.mailer
      .send({
        to: account.email,
        subject: 'Your SchoolPage password reset code',
        text: `Your password reset code is ${issue.code}\n\nIt is valid for 10 minutes. If you did not ask to reset your password, ignore this e-mail.\n`,
      })
      .catch((error: unknown) => this.logger.error(`Could not send a reset code: ${String(error)}`));
  }

  /** Sets a new password with a valid code and ends every session of the account. */
  async resetPassword(email: string, otp: string, newPassword: string): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (!account) throw new BadRequestException(API_MESSAGES.auth.codeWrong);
    refuseUnlessRight(await this.codes.check(account.id, 'reset-password', otp));
    await this.accounts.update(account.id, { passwordHash: await this.hasher.hash(newPassword) });
    await this.sessions.endAll(account.id);
  }
}
