import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DISCLOSURE_DASHBOARD_ROUTE, reminderLine, remindersDue } from '@schoolpage/content-contract';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { Mailer } from '../mail/mailer';
import { HourlyLeasedJob } from '../storage/hourly-leased-job';
import { LeasedWork } from '../storage/leased-work';
import { AccountRepository } from '../storage/persistence/account.repository';
import { CounterRepository } from '../storage/persistence/counter.repository';
import { SiteRepository } from '../storage/persistence/site.repository';
import { DisclosureClock } from './disclosure-clock';
import { mailLinkOrigin } from '../mail/mail-links';

const HOUR_MS = 60 * 60 * 1000;
const SITES_PER_PAGE = 200;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "31 Mar 2027", as the site writes it. */
const dayWords = (isoDay: string) => `${Number(isoDay.slice(8, 10))} ${MONTHS[Number(isoDay.slice(5, 7)) - 1]} ${isoDay.slice(0, 4)}`;

/**
 * The daily reminders of the Mandatory Public Disclosure (contract: remindersDue): each school's owners are e-mailed
 * 60, 30 and 7 days before a document's `validUntil` and on that day, and a CBSE school from 15 August until the
 * year's annual report is up. Checked every hour; a day's run happens on one instance at a time (under a lease) and
 * is marked done in the store, so no instance, nor a restarted one, sends it again.
 */
@Injectable()
export class DisclosureReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DisclosureReminders');
  private readonly job = new HourlyLeasedJob(this.logger);

  constructor(
    private readonly sites: SiteRepository,
    private readonly accounts: AccountRepository,
    private readonly mailer: Mailer,
    private readonly work: LeasedWork,
    private readonly counters: CounterRepository,
    private readonly clock: DisclosureClock,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(() => this.runToday(), { now: true });
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Today's reminders, unless this or another instance sent them already: how many schools were e-mailed (undefined: not this instance's turn). */
  async runToday(): Promise<number | undefined> {
    const today = this.clock.today();
    const done = `disclosure-reminders:${today}`;
    const run = this.work.run('disclosure-reminders', { periodMs: HOUR_MS }, async () => {
      if ((await this.counters.get(done)) > 0) return undefined;
      const mailed = await this.send(today);
      await this.counters.add(done, 1);
      return mailed;
    });
    return this.job.outcome(run, `The disclosure reminders of ${today} stopped`);
  }

  private async send(today: string): Promise<number> {
    let mailed = 0;
    let after: string | undefined;
    for (;;) {
      const page = await this.sites.listSites({ publishedOnly: false, after, limit: SITES_PER_PAGE });
      for (const summary of page) {
        const site = await this.sites.find(summary.organizationId);
        // The day the run is for; each school's reminders by its own day.
        const due = remindersDue(site?.content.disclosure, site?.content.board, this.clock.today(site?.content.timeZone));
        if (due.length === 0) continue;
        const account = await this.accounts.findById(summary.organizationId);
        if (!account?.email) continue;
        await this.mailer.send({ to: account.email, subject: 'Mandatory Public Disclosure: documents to renew', text: this.letter(summary.organizationName, due.map((r) => reminderLine(r, dayWords))) });
        mailed++;
      }
      if (page.length < SITES_PER_PAGE) break;
      after = page[page.length - 1].organizationId;
    }
    this.logger.log(`Disclosure reminders of ${today}: ${mailed} schools e-mailed.`);
    return mailed;
  }

  private letter(schoolName: string, lines: string[]): string {
    const page = `${mailLinkOrigin(this.config)}${DISCLOSURE_DASHBOARD_ROUTE}`;
    return [
      `Hello ${schoolName},`,
      '',
      'Your Mandatory Public Disclosure needs attention:',
      ...lines,
      '',
      `Upload the documents on the Mandatory Disclosure page of your dashboard: ${page}`,
      '',
      'SchoolPage',
    ].join('\n');
  }
}
