import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_MESSAGES,
  INVITATION_LIFETIME_MS,
  INVITATION_PAGE,
  TEAM_MESSAGES,
  type AcceptInvitationPayload,
  type InvitationInfo,
  type InvitationPayload,
  type TeamMember,
  type TeamRole,
} from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../auth/password-hasher.service';
import type { SignedInAdmin } from '../auth/session.service';
import { SessionService } from '../auth/session.service';
import { Mailer } from '../mail/mailer';
import { AccountRepository } from '../storage/persistence/account.repository';
import { InvitationRepository } from '../storage/persistence/invitation.repository';
import { MemberRepository, type MemberChange } from '../storage/persistence/member.repository';
import { invitationMail } from './invitation-mail';
import { invitationTokenHash, newInvitationToken } from './invitation-token';
import { TeamClock } from './team-clock';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** A school's members and invitations: who they are, inviting, joining, roles and removal. */
@Injectable()
export class TeamService {
  constructor(
    private readonly members: MemberRepository,
    private readonly invitations: InvitationRepository,
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly clock: TeamClock,
  ) {}

  /** Members first (oldest first), then the invitations not accepted yet. */
  async list(organizationId: string): Promise<TeamMember[]> {
    const [members, invitations] = await Promise.all([this.members.list(organizationId), this.invitations.pending(organizationId, this.clock.now())]);
    return [
      ...members.map((m): TeamMember => ({
        id: m.accountId,
        fullName: m.fullName,
        userId: m.userId,
        email: m.email,
        role: m.role,
        status: 'active',
        lastSeenAt: iso(m.lastSeenAt),
      })),
      ...invitations.map((i): TeamMember => ({ id: i.id, fullName: '', userId: '', email: i.email, role: i.role, status: 'invited', lastSeenAt: null })),
    ];
  }

  /** Mails a one-time link to join the school; only the link's hash is kept. */
  async invite(by: SignedInAdmin, { email, role }: InvitationPayload, origin: string): Promise<void> {
    const now = this.clock.now();
    if (await this.accounts.findByEmail(email)) throw new ConflictException(TEAM_MESSAGES.alreadyMember);
    const pending = await this.invitations.pending(by.accountId, now);
    if (pending.some((i) => i.email.toLowerCase() === email.toLowerCase())) throw new ConflictException(TEAM_MESSAGES.alreadyInvited);
    const { token, tokenHash } = newInvitationToken();
    await this.invitations.create({
      id: randomBytes(12).toString('hex'),
      organizationId: by.accountId,
      email,
      role,
      tokenHash,
      invitedBy: by.memberId,
      createdAt: now,
      expiresAt: now + INVITATION_LIFETIME_MS,
      acceptedAt: null,
    });
    const link = `${origin.replace(/\/+$/, '')}${INVITATION_PAGE}/${token}`;
    await this.mailer.send(invitationMail(email, await this.schoolName(by.accountId), role, link));
  }

  async withdraw(organizationId: string, invitationId: string): Promise<void> {
    if (!(await this.invitations.withdraw(organizationId, invitationId))) throw new NotFoundException(TEAM_MESSAGES.invitationNotFound);
  }

  /** What the join page shows, for a link that still works. */
  async invitation(token: string): Promise<InvitationInfo> {
    const invitation = await this.invitations.findValid(invitationTokenHash(token), this.clock.now());
    if (!invitation) throw new BadRequestException(TEAM_MESSAGES.invitationInvalid);
    return { schoolName: await this.schoolName(invitation.organizationId), email: invitation.email, role: invitation.role };
  }

  /**
   * Joins the school by the link: the person's own account (its e-mail is the invitation's, proven by the link)
   * and membership are made and the link used, all at once. Returns the new account's id and the school's name.
   */
  async accept(payload: AcceptInvitationPayload): Promise<{ accountId: string; organizationId: string; role: TeamRole; schoolName: string }> {
    const now = this.clock.now();
    const tokenHash = invitationTokenHash(payload.token);
    const invitation = await this.invitations.findValid(tokenHash, now);
    if (!invitation) throw new BadRequestException(TEAM_MESSAGES.invitationInvalid);
    const school = await this.accounts.findById(invitation.organizationId);
    if (!school) throw new BadRequestException(TEAM_MESSAGES.invitationInvalid);
    const account = {
      id: randomBytes(12).toString('hex'),
      userId: payload.userId,
      email: invitation.email,
      organizationName: '',
      country: school.country,
      phone: '',
      passwordHash: await this.hasher.hash(payload.password),
      isAccountVerified: true,
      failedLogins: 0,
      lockedUntil: null,
      createdAt: now,
    };
    const outcome = await this.invitations.join(tokenHash, account, payload.fullName, now);
    if ('refused' in outcome) {
      if (outcome.refused === 'userIdTaken') throw new ConflictException(API_MESSAGES.auth.userIdTaken);
      if (outcome.refused === 'emailTaken') throw new ConflictException(TEAM_MESSAGES.alreadyMember);
      throw new BadRequestException(TEAM_MESSAGES.invitationInvalid);
    }
    return { accountId: account.id, organizationId: invitation.organizationId, role: invitation.role, schoolName: await this.schoolName(invitation.organizationId) };
  }

  /** Changes a member's role; making another member Owner hands over ownership. A school keeps an owner. */
  async changeRole(organizationId: string, memberId: string, role: TeamRole): Promise<void> {
    refuseUnlessChanged(await this.members.setRole(organizationId, memberId, role));
  }

  /** Removes a member: every session of theirs ends at once. A school keeps an owner. */
  async remove(organizationId: string, memberId: string): Promise<void> {
    refuseUnlessChanged(await this.members.remove(organizationId, memberId, this.clock.now()));
    await this.sessions.endAll(memberId);
  }

  private async schoolName(organizationId: string): Promise<string> {
    return (await this.accounts.findById(organizationId))?.organizationName ?? '';
  }
}

function refuseUnlessChanged(change: MemberChange): void {
  if (change === 'notFound') throw new NotFoundException(TEAM_MESSAGES.memberNotFound);
  if (change === 'lastOwner') throw new ConflictException(TEAM_MESSAGES.lastOwner);
}
