import { Injectable } from '@nestjs/common';
import type { Approval, ApprovalChange } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import type { SignedInAdmin } from '../auth/session.service';
import { Mailer } from '../mail/mailer';
import type { ProposedEdit } from '../sites/proposal-context';
import { restoring } from '../sites/restoring-context';
import { SiteEditor } from '../sites/site-editor';
import { AccountRepository } from '../storage/persistence/account.repository';
import { ApprovalRepository, type ApprovalRecord } from '../storage/persistence/approval.repository';
import { MemberRepository } from '../storage/persistence/member.repository';
import { approvalDecisionMail, approvalRequestMail } from './approval-mails';
import { ApprovalConflictError, ApprovalNotFoundError } from './approval-errors';
import { applyContentChanges, changedSections, changeSummary, contentChanges, type ContentChange } from './content-changes';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** Contributors' changes: kept when proposed, listed, applied on approval or turned down (issue #25). */
@Injectable()
export class ApprovalsService {
  constructor(
    private readonly approvals: ApprovalRepository,
    private readonly members: MemberRepository,
    private readonly accounts: AccountRepository,
    private readonly sites: SiteEditor,
    private readonly mailer: Mailer,
  ) {}

  /** Keeps what a contributor's request would have changed; false when it changed nothing. Mails owners and editors. */
  async propose(by: SignedInAdmin, edits: ProposedEdit[], origin: string): Promise<boolean> {
    const changes = edits.flatMap((edit) => contentChanges(edit.before as Record<string, unknown>, edit.after as Record<string, unknown>));
    if (changes.length === 0) return false;
    await this.approvals.create({
      id: randomBytes(12).toString('hex'),
      organizationId: by.accountId,
      proposedBy: by.memberId,
      createdAt: Date.now(),
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      note: '',
      changes,
      restore: edits.some((edit) => edit.restore),
    });
    const [school, who, team] = await Promise.all([this.schoolName(by.accountId), this.nameOf(by.memberId), this.members.list(by.accountId)]);
    const approvers = team.filter((member) => member.role !== 'contributor');
    await Promise.all(approvers.map((member) => this.mailer.send(approvalRequestMail(member.email, school, who, changes.map(changeSummary), inboxLink(origin)))));
    return true;
  }

  /** Owners and editors see every approval of the school; a contributor their own. Pending first, then newest. */
  async list(admin: SignedInAdmin): Promise<Approval[]> {
    const records = await this.approvals.list(admin.accountId, admin.role === 'contributor' ? admin.memberId : undefined);
    const names = new Map<string, string>();
    const name = async (id: string) => names.get(id) ?? names.set(id, await this.nameOf(id)).get(id)!;
    const shown: Approval[] = [];
    for (const record of records) {
      const changes = record.changes as ContentChange[];
      shown.push({
        id: record.id,
        proposedBy: { id: record.proposedBy, name: await name(record.proposedBy) },
        createdAt: new Date(record.createdAt).toISOString(),
        status: record.status,
        sections: changedSections(changes),
        changes: changes.map(shownChange),
        decidedBy: record.decidedBy ? await name(record.decidedBy) : null,
        decidedAt: iso(record.decidedAt),
        note: record.note,
      });
    }
    return shown;
  }

  /** Applies the change to the site as it is now, all or nothing (a restore as a restore); an item deleted since makes it fail clearly. */
  async approve(admin: SignedInAdmin, id: string, origin: string): Promise<ApprovalRecord> {
    const approval = await this.pending(admin.accountId, id);
    const changes = approval.changes as ContentChange[];
    const apply = () =>
      this.sites.change(admin.accountId, (site) => {
        const applied = applyContentChanges(site.content, changes);
        if ('conflict' in applied) throw new ApprovalConflictError(applied.conflict);
        site.content = applied.content as typeof site.content;
      });
    // An approved restore is still a restore: what it brings back is announced to no one again.
    await (approval.restore ? restoring.run(true, apply) : apply());
    const renamed = changes.find((change) => change.kind === 'set' && change.field === 'organizationName');
    if (renamed?.kind === 'set' && typeof renamed.after === 'string') await this.accounts.update(admin.accountId, { organizationName: renamed.after });
    return this.decide(admin, approval, 'approved', '', origin);
  }

  /** Turns the change down; the note (why) is kept with it, shown in the contributor's list and mailed to them. */
  async reject(admin: SignedInAdmin, id: string, note: string, origin: string): Promise<ApprovalRecord> {
    return this.decide(admin, await this.pending(admin.accountId, id), 'rejected', note, origin);
  }

  private async decide(admin: SignedInAdmin, approval: ApprovalRecord, status: 'approved' | 'rejected', note: string, origin: string): Promise<ApprovalRecord> {
    const decision = { status, decidedBy: admin.memberId, decidedAt: Date.now(), note };
    if (!(await this.approvals.decide(admin.accountId, approval.id, decision))) throw new ApprovalNotFoundError();
    const contributor = await this.accounts.findById(approval.proposedBy);
    if (contributor) {
      const summaries = (approval.changes as ContentChange[]).map(changeSummary);
      await this.mailer.send(approvalDecisionMail(contributor.email, await this.schoolName(admin.accountId), status === 'approved', summaries, note, inboxLink(origin)));
    }
    return { ...approval, ...decision };
  }

  private async pending(organizationId: string, id: string): Promise<ApprovalRecord> {
    const approval = await this.approvals.find(organizationId, id);
    if (!approval || approval.status !== 'pending') throw new ApprovalNotFoundError();
    return approval;
  }

  private async schoolName(organizationId: string): Promise<string> {
    return (await this.accounts.findById(organizationId))?.organizationName ?? '';
  }

  /** A member's full name, else their user ID. */
  private async nameOf(accountId: string): Promise<string> {
    const [member, account] = await Promise.all([this.members.find(accountId), this.accounts.findById(accountId)]);
    return member?.fullName || account?.userId || 'a former member';
  }
}

/** The Approvals page on the platform at `origin`: the inbox of owners and editors, a contributor's own list. */
function inboxLink(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/dashboard/approvals`;
}

/** A change as the approvals inbox gives it: its summary, kind and part of the content, and what was there before and after. */
function shownChange(change: ContentChange): ApprovalChange {
  const part = change.kind === 'set' ? change.field : change.list;
  const shown = (before: unknown, after: unknown): ApprovalChange => ({ summary: changeSummary(change), kind: change.kind, part, before: before ?? null, after: after ?? null });
  switch (change.kind) {
    case 'add':
      return shown(null, change.item);
    case 'edit':
    case 'set':
      return shown(change.before, change.after);
    case 'remove':
      return shown(change.before, null);
    default:
      return shown(null, change.item);
  }
}
