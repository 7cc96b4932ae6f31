import { BadRequestException, Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { Mailer } from '../mail/mailer';
import { AccountRepository } from '../storage/persistence/account.repository';
import { OneTimeCodeService, refuseUnlessRight } from '../auth/one-time-code.service';
import { RetryLaterException } from '../auth/retry-later';

/** Unverified → verified by a 6-digit code sent to the account's e-mail (spec §4). */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly codes: OneTimeCodeService,
    private readonly mailer: Mailer,
  ) {}

  private async unverifiedAccount(accountId: string) {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new BadRequestException(API_MESSAGES.auth.loginRequired);
    if (account.isAccountVerified) throw new BadRequestException(API_MESSAGES.auth.alreadyVerified);
    return account;
  }

  /** Mails a fresh code; answers the seconds before another may be sent. Within the cooldown it refuses, saying how long is left. */
  async sendCode(accountId: string): Promise<{ retryAfterSeconds: number }> {
    const account = await this.unverifiedAccount(accountId);
    const issue = await this.codes.issue(account.id, 'verify-email');
    if (!issue.issued && issue.reason === 'limit') throw new RetryLaterException(API_MESSAGES.auth.codeSendLimit(issue.retryAfterSeconds), issue.retryAfterSeconds);
    if (!issue.issued) throw new RetryLaterException(API_MESSAGES.auth.codeCooldown, issue.retryAfterSeconds);
    await this.mailer.send({
      to: account.email,
      subject: 'Your SchoolPage verification code',
      text: `Your verification code is ${issue.code}\n\nIt is valid for 10 minutes. Enter it on the Verify Account page of your dashboard.\n`,
    });
    return { retryAfterSeconds: issue.cooldownSeconds };
  }

  async verify(accountId: string, otp: string): Promise<void> {
    const account = await this.unverifiedAccount(accountId);
    refuseUnlessRight(await this.codes.check(account.id, 'verify-email', otp));
    await this.accounts.update(account.id, { isAccountVerified: true });
  }
}
