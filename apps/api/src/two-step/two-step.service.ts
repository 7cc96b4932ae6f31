import { ConflictException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { TEAM_MESSAGES, type TwoStepStatus } from '@schoolpage/content-contract';
import { newRecoveryCodes, newTotpSecret, totpOf } from '../auth/second-step';
import { TwoStepSecrets } from '../auth/two-step-secrets';
import type { SignedInAdmin } from '../auth/session.service';
import { AccountRepository } from '../storage/persistence/account.repository';
import { MemberRepository, type MemberRecord, type TwoStep } from '../storage/persistence/member.repository';

/** A member's authenticator-app second step: set up with a QR code, confirmed with a code, with recovery codes. */
@Injectable()
export class TwoStepService {
  constructor(
    private readonly members: MemberRepository,
    private readonly accounts: AccountRepository,
    private readonly secrets: TwoStepSecrets,
  ) {}

  async status(admin: SignedInAdmin): Promise<TwoStepStatus> {
    const [member, school] = await Promise.all([this.member(admin), this.accounts.findById(admin.accountId)]);
    return { enabled: member.twoStep?.enabled === true, required: school?.twoStepRequired === true, recoveryCodesLeft: member.twoStep?.enabled ? member.twoStep.recoveryHashes.length : 0 };
  }

  /** A new secret for the app to scan (not on until `enable` confirms a code from it). */
  async setup(admin: SignedInAdmin): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
    const member = await this.member(admin);
    if (member.twoStep?.enabled) throw new ConflictException(TEAM_MESSAGES.twoStepAlreadyOn);
    const secret = newTotpSecret();
    await this.members.setTwoStep(member.accountId, { secret: this.secrets.seal(secret), enabled: false, recoveryHashes: [], lastStep: 0 });
    const account = await this.accounts.findById(member.accountId);
    const otpauthUrl = totpOf(secret, account?.userId ?? 'member').toString();
    // The QR code library (and its PNG encoder) is loaded by the first member who sets up the step, not with the platform.
    const { default: QRCode } = await import('qrcode');
    return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }) };
  }

  /** Confirms the app with its current code; turns the step on and gives the 10 recovery codes, once. */
  async enable(admin: SignedInAdmin, code: string): Promise<string[]> {
    const member = await this.member(admin);
    if (member.twoStep?.enabled) throw new ConflictException(TEAM_MESSAGES.twoStepAlreadyOn);
    if (!member.twoStep) throw new ConflictException(TEAM_MESSAGES.twoStepNotSetUp);
    const checked = this.secrets.check(member.twoStep, code);
    if (!checked) throw new UnauthorizedException(TEAM_MESSAGES.twoStepCodeWrong);
    const { codes, hashes } = newRecoveryCodes();
    if (!(await this.members.replaceTwoStep(member.accountId, member.twoStep, { ...checked, enabled: true, recoveryHashes: hashes }))) {
      throw new UnauthorizedException(TEAM_MESSAGES.twoStepCodeWrong);
    }
    return codes;
  }

  /** Turns it off with a code (or a recovery code), unless the school requires it. */
  async disable(admin: SignedInAdmin, code: string): Promise<void> {
    const member = await this.member(admin);
    if ((await this.accounts.findById(admin.accountId))?.twoStepRequired) throw new ForbiddenException(TEAM_MESSAGES.twoStepRequiredBySchool);
    const twoStep: TwoStep | null | undefined = member.twoStep;
    if (!twoStep) return;
    if (twoStep.enabled && !this.secrets.check(twoStep, code)) throw new UnauthorizedException(TEAM_MESSAGES.twoStepCodeWrong);
    if (!(await this.members.replaceTwoStep(member.accountId, twoStep, null))) throw new UnauthorizedException(TEAM_MESSAGES.twoStepCodeWrong);
  }

  /** An owner requires the second step of every member (each must turn it on before changing anything). */
  async require(admin: SignedInAdmin, required: boolean): Promise<void> {
    await this.accounts.update(admin.accountId, { twoStepRequired: required });
  }

  private async member(admin: SignedInAdmin): Promise<MemberRecord> {
    const member = await this.members.find(admin.memberId);
    if (!member) throw new UnauthorizedException(TEAM_MESSAGES.twoStepExpired);
    return member;
  }
}
