import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { StoredContent } from '../sites/recently-deleted';
import { SiteSaves, type SavedSite } from '../sites/site-saves';
import { AccountRepository } from '../storage/persistence/account.repository';
import { MemberRepository } from '../storage/persistence/member.repository';
import { fileFieldKeys } from '../files/stored-file-urls';
import { changedThings, contentOfThing, historyKey, historyView, stateOf, type Thing } from './history-keys';
import { HistoryClock } from './history-clock';
import { savingAs } from './version-author';
import { VersionStore, type VersionAuthor, type VersionRecord } from './version-store';

/** The stored files a thing's state points at, as the site's own file fields would (files/stored-file-urls.ts). */
const filesOf = (thing: Thing, state: unknown): string[] => [...fileFieldKeys(contentOfThing(thing, state))];

/**
 * Keeps a version of every thing each saved change changed (SiteSaves tells it): its state after the change, who
 * made it and the approval it came through. A thing's first change also keeps the state it had before, so even
 * its first change can be seen and undone.
 */
@Injectable()
export class VersionRecorder implements OnModuleInit {
  private lastOrder = 0;

  constructor(
    private readonly saves: SiteSaves,
    private readonly versions: VersionStore,
    private readonly members: MemberRepository,
    private readonly accounts: AccountRepository,
    private readonly clock: HistoryClock,
  ) {}

  onModuleInit(): void {
    this.saves.onSaved((organizationId, before, after) => this.record(organizationId, before, after));
  }

  async record(organizationId: string, saved: SavedSite, changed: SavedSite): Promise<void> {
    const [before, after] = [historyView(saved), historyView(changed)];
    const things = changedThings(before, after);
    if (things.length === 0) return;
    const as = savingAs.getStore();
    const by = as ? await this.author(as.admin.memberId, as.admin.role) : null;
    const at = this.clock.now();
    for (const thing of things) {
      const key = historyKey(thing);
      const version = (content: StoredContent, author: VersionAuthor | null): VersionRecord => {
        const { state, position } = stateOf(content, thing);
        return {
          id: randomBytes(12).toString('hex'),
          organizationId,
          thing: key,
          order: this.nextOrder(at),
          at,
          by: author,
          approvalId: author ? (as?.approvalId ?? null) : null,
          state,
          position,
          files: filesOf(thing, state),
        };
      };
      if (!(await this.versions.has(organizationId, key))) await this.versions.add(version(before, null));
      await this.versions.add(version(after, by));
    }
  }

  /** Increasing within this process, and with the time across processes. */
  private nextOrder(at: number): number {
    this.lastOrder = Math.max(at * 1000, this.lastOrder + 1);
    return this.lastOrder;
  }

  private async author(memberId: string, role: VersionAuthor['role']): Promise<VersionAuthor> {
    const [member, account] = await Promise.all([this.members.find(memberId), this.accounts.findById(memberId)]);
    return { memberId, name: member?.fullName || account?.userId || '', role };
  }
}
