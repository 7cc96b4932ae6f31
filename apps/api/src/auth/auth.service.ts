import { BadRequestException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { API_MESSAGES, TEAM_MESSAGES } from '@schoolpage/content-contract';
import { Mailer } from '../mail/mailer';
import { AccountRepository } from '../storage/persistence/account.repository';
import { MemberRepository } from '../storage/persistence/member.repository';
import { ActivityLog } from './activity-log';
import { TwoStepSecrets } from './two-step-secrets';
import { LoginBackoff } from './login-backoff';
import { OneTimeCodeLimits } from './one-time-code-limits';
import { OneTimeCodeService, refuseUnlessRight } from './one-time-code.service';
import { PasswordHasher } from './password-hasher.service';
import { RetryLaterException } from './retry-later';
import { SecondStepBackoff } from './second-step-backoff';
import { SessionService } from './session.service';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly codes: OneTimeCodeService,
    private readonly mailer: Mailer,
    private readonly backoff: LoginBackoff,
    private readonly members: MemberRepository,
    private readonly activity: ActivityLog,
    private readonly secrets: TwoStepSecrets,
    private readonly secondStepBackoff: SecondStepBackoff,
    private readonly codeLimits: OneTimeCodeLimits,
  ) {}

  /**
   * Checks the password and returns a fresh session token. The account is named by its user ID or its
   * e-mail (a user ID never holds an @). Failures slow down only this account (or, when unknown, this name)
   * from this address (LoginBackoff), and unknown names are answered exactly like existing ones.
   */
  async login(userIdOrEmail: string, password: string, address: string): Promise<{ signedIn: string } | { secondStepOf: string }> {
    const account = userIdOrEmail.includes('@')
      ? await this.accounts.findByEmail(userIdOrEmail.trim())
      : await this.accounts.findByUserId(userIdOrEmail);
    const waitMs = await this.backoff.take(account?.userId ?? userIdOrEmail, address);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RetryLaterException(API_MESSAGES.auth.loginPaused(seconds), seconds);
    }
    const matches = await this.hasher.verify(account?.passwordHash, password);
    if (account && !matches) await this.activity.signIn(account.id, false, address);
    if (!account || !matches) throw new UnauthorizedException(API_MESSAGES.auth.badCredentials);
    // A member removed from their school keeps no way in, and is told no more than a wrong password would.
    const member = await this.members.find(account.id);
    if (member?.removedAt) throw new UnauthorizedException(API_MESSAGES.auth.badCredentials);
    await this.backoff.succeeded(account.userId, address);
    // With an authenticator app on, the password is only the first step (secondStep).
    if (member?.twoStep?.enabled) return { secondStepOf: account.id };
    await this.activity.signIn(account.id, true, address);
    return { signedIn: account.id };
  }

  /**
   * The second step: the app's code or a recovery code of the account whose password was right. Wrong codes are
   * slowed per account and address by a count of their own that a right password does not clear
   * (SecondStepBackoff), and the account has as many codes checked per hour and per day as e-mailed codes
   * (OneTimeCodeLimits). A code is used up in one conditional update, so two requests with it cannot both pass.
   * After a right one the caller starts the session.
   */
  async secondStep(accountId: string, code: string, address: string): Promise<void> {
    const [account, member] = await Promise.all([this.accounts.findById(accountId), this.members.find(accountId)]);
    if (!account || !member?.twoStep?.enabled || member.removedAt) throw new UnauthorizedException(TEAM_MESSAGES.twoStepExpired);
    const waitMs = await this.secondStepBackoff.take(account.id, address);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RetryLaterException(API_MESSAGES.auth.loginPaused(seconds), seconds);
    }
    const capSeconds = await this.codeLimits.trySecondStep(account.id);
    if (capSeconds !== undefined) throw new RetryLaterException(API_MESSAGES.auth.codeTriesLimit(capSeconds), capSeconds);
    const after = this.secrets.check(member.twoStep, code);
    if (!after || !(await this.members.replaceTwoStep(account.id, member.twoStep, after))) {
      await this.activity.signIn(account.id, false, address);
      throw new UnauthorizedException(TEAM_MESSAGES.twoStepCodeWrong);
    }
    await this.secondStepBackoff.succeeded(account.id, address);
    await this.activity.signIn(account.id, true, address);
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
