import { Injectable, NotFoundException } from '@nestjs/common';
import {
  DISCLOSURE_DOCUMENTS,
  DISCLOSURE_MESSAGES,
  disclosureCompleteness,
  documentStatus,
  passPercent,
  REPLACED_DOCUMENT_KEPT_DAYS,
  teacherSectionRatio,
  type Board,
  type DisclosureChange,
  type DisclosureDocumentKind,
  type DisclosureFile,
  type DisclosureRules,
  type StoredDisclosure,
  type StoredSiteContent,
} from '@schoolpage/content-contract';
import { SiteEditor, type EditableSite } from '../sites/site-editor';
import { AccountRepository, type AccountRecord } from '../storage/persistence/account.repository';
import { DisclosureClock } from './disclosure-clock';
import { prefilledGeneral, withPrefill } from './disclosure-prefill';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A document's file as the dashboard gets it. */
export interface NewDocument {
  url: string;
  sizeBytes: number;
  issuedOn: string;
  validUntil?: string;
}

/** The school's Mandatory Public Disclosure: read with what the site already says, saved part by part, its documents kept with a record of replaced ones. */
@Injectable()
export class DisclosureService {
  constructor(
    private readonly editor: SiteEditor,
    private readonly accounts: AccountRepository,
    private readonly clock: DisclosureClock,
  ) {}

  /** The `info` of `GET /api/dashboard/disclosure`. */
  async info(organizationId: string) {
    const [site, account] = await Promise.all([this.editor.read(organizationId), this.account(organizationId)]);
    return this.infoOf(site.content, account);
  }

  /** What section A is checked against: the school's board and its account's country. */
  async rules(organizationId: string): Promise<DisclosureRules> {
    const [site, account] = await Promise.all([this.editor.read(organizationId), this.account(organizationId)]);
    return { board: site.content.board, country: account.country };
  }

  async setBoard(organizationId: string, board: Board): Promise<Board> {
    return this.editor.change(organizationId, ({ content }) => (content.board = board));
  }

  /** Saves the parts given, each replacing what was stored of it. */
  async save(organizationId: string, change: DisclosureChange) {
    const account = await this.account(organizationId);
    const content = await this.editor.change(organizationId, (site) => {
      const disclosure = this.editable(site, account);
      if (change.general) disclosure.general = { ...disclosure.general, ...change.general };
      if (change.academics) disclosure.academics = { boardResults: [...change.academics.boardResults].sort((a, b) => b.year - a.year || a.className.localeCompare(b.className)) };
      if (change.staff) disclosure.staff = change.staff;
      if (change.infrastructure) disclosure.infrastructure = change.infrastructure;
      return site.content;
    });
    return this.infoOf(content, account);
  }

  /** Puts `file` in place as the document `kind`; the one it replaces stays in the record for a year. */
  async storeDocument(organizationId: string, kind: DisclosureDocumentKind, file: NewDocument) {
    const account = await this.account(organizationId);
    const content = await this.editor.change(organizationId, (site) => {
      const disclosure = this.editable(site, account);
      this.keepReplaced(disclosure, kind, account.userId);
      disclosure.documents = { ...disclosure.documents, [kind]: { ...file, uploadedAt: this.clock.now().toISOString(), uploadedBy: account.userId } satisfies DisclosureFile };
      return site.content;
    });
    return this.infoOf(content, account);
  }

  /** Takes the document `kind` off the disclosure (kept in the record for a year, like a replaced one). */
  async removeDocument(organizationId: string, kind: DisclosureDocumentKind) {
    const account = await this.account(organizationId);
    const content = await this.editor.change(organizationId, (site) => {
      if (!site.content.disclosure?.documents?.[kind]) throw new NotFoundException(DISCLOSURE_MESSAGES.noDocument);
      const disclosure = this.editable(site, account);
      this.keepReplaced(disclosure, kind, account.userId);
      const { [kind]: _removed, ...others } = disclosure.documents ?? {};
      disclosure.documents = others;
      return site.content;
    });
    return this.infoOf(content, account);
  }

  private async account(organizationId: string): Promise<AccountRecord> {
    const account = await this.accounts.findById(organizationId);
    if (!account) throw new NotFoundException('This school has no account.');
    return account;
  }

  /**
   * The site's disclosure, made when it has none, ready to change: section A's missing fields filled from what the
   * site says, dated now, the record of replaced documents kept a year.
   */
  private editable(site: EditableSite, account: AccountRecord): StoredDisclosure {
    const now = this.clock.now();
    const disclosure: StoredDisclosure = site.content.disclosure ?? { updatedAt: now.toISOString() };
    disclosure.general = withPrefill(disclosure.general, prefilledGeneral(site.content, account)).general;
    disclosure.updatedAt = now.toISOString();
    const keptFrom = now.getTime() - REPLACED_DOCUMENT_KEPT_DAYS * DAY_MS;
    if (disclosure.replaced) disclosure.replaced = disclosure.replaced.filter((entry) => Date.parse(entry.replacedAt) >= keptFrom);
    site.content.disclosure = disclosure;
    return disclosure;
  }

  private keepReplaced(disclosure: StoredDisclosure, kind: DisclosureDocumentKind, by: string): void {
    const previous = disclosure.documents?.[kind];
    if (previous) disclosure.replaced = [...(disclosure.replaced ?? []), { ...previous, kind, replacedAt: this.clock.now().toISOString(), replacedBy: by }];
  }

  private infoOf(content: StoredSiteContent, account: AccountRecord) {
    const stored = content.disclosure;
    const today = this.clock.today(content.timeZone);
    const { general, prefilled } = withPrefill(stored?.general, prefilledGeneral(content, account));
    const viewed: StoredDisclosure = { ...stored, general, updatedAt: stored?.updatedAt ?? '' };
    const staff = stored?.staff ?? {};
    return {
      board: content.board ?? null,
      general,
      prefilled,
      documents: DISCLOSURE_DOCUMENTS.map(({ kind, title, section }) => {
        const file = stored?.documents?.[kind];
        return {
          kind,
          title,
          section,
          fileUrl: file ? { url: file.url } : null,
          sizeBytes: file?.sizeBytes ?? null,
          issuedOn: file?.issuedOn ?? null,
          validUntil: file?.validUntil ?? null,
          status: documentStatus(file, today),
          uploadedAt: file?.uploadedAt ?? null,
          uploadedBy: file?.uploadedBy ?? null,
        };
      }),
      academics: { boardResults: (stored?.academics?.boardResults ?? []).map((row) => ({ ...row, passPercent: passPercent(row) ?? null })) },
      staff: { ...staff, teacherSectionRatio: teacherSectionRatio(staff) ?? null },
      infrastructure: stored?.infrastructure ?? {},
      completeness: disclosureCompleteness(viewed, today),
      replaced: stored?.replaced ?? [],
      updatedAt: stored?.updatedAt ?? null,
    };
  }
}

