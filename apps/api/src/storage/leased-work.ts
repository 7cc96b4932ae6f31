import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { LeaseRepository } from './persistence/lease.repository';

/** What a run under a lease came to: the work's result, or nothing when another instance holds the lease. */
export type LeasedRun<T> = { ran: true; result: T } | { ran: false };

export interface LeaseTerms {
  /** How long the lease is held: renewed while the work runs, so a holder that dies lets it run out within this time. */
  periodMs: number;
  /**
   * Keep the lease for the rest of its period once the work is done (work to run once per period: other
   * instances skip it until the period ends); otherwise it is given up as soon as the work ends.
   */
  keepForPeriod?: boolean;
}

/** Resolves true once the instance is ready (its readiness checks pass), false when it stops first (`stopped`). */
export type UntilReady = (stopped: () => boolean) => Promise<boolean>;

/**
 * Background work (sweeps, backfills, migrations) that runs on one instance at a time, under a lease kept in
 * the store (LeaseRepository). Leases this instance holds are given up when it shuts down, so a restarted
 * instance takes over at once; one that dies lets them run out. No work starts before the instance is ready
 * (`untilReady`): work at start-up that reads every site would hold back the search index's read.
 */
export class LeasedWork implements OnModuleDestroy {
  private readonly logger = new Logger('LeasedWork');
  /** This instance, as the holder of leases. */
  readonly holder = `${hostname()}/${process.pid}/${randomBytes(6).toString('hex')}`;
  private readonly held = new Set<string>();
  /** Settles once the instance is ready (true) or stopped before it was (false). */
  private ready?: Promise<boolean>;
  private stopped = false;

  constructor(
    private readonly leases: LeaseRepository,
    private readonly clock: () => number = Date.now,
    private readonly untilReady: UntilReady = async () => true,
  ) {}

  /** Runs `work` when this instance holds (or gets) the lease `name`; does nothing when another holds it. */
  async run<T>(name: string, terms: LeaseTerms, work: () => Promise<T>): Promise<LeasedRun<T>> {
    this.ready ??= this.untilReady(() => this.stopped);
    if (!(await this.ready)) return { ran: false };
    if (!(await this.leases.acquire(name, this.holder, terms.periodMs, this.clock()))) return { ran: false };
    this.held.add(name);
    const renewal = setInterval(() => {
      this.leases
        .acquire(name, this.holder, terms.periodMs, this.clock())
        .then((kept) => kept || this.logger.warn(`The lease ${name} was taken over while its work ran.`))
        .catch((error: unknown) => this.logger.warn(`The lease ${name} could not be renewed: ${String(error)}`));
    }, Math.max(1, Math.floor(terms.periodMs / 3)));
    renewal.unref();
    try {
      return { ran: true, result: await work() };
    } finally {
      clearInterval(renewal);
      if (!terms.keepForPeriod) await this.release(name);
    }
  }

  /** Before the store closes (module destruction comes before application shutdown). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.held].map((name) => this.release(name)));
  }

  private async release(name: string): Promise<void> {
    this.held.delete(name);
    await this.leases.release(name, this.holder).catch((error: unknown) => this.logger.warn(`The lease ${name} could not be given up: ${String(error)}`));
  }
}
