import type { Logger } from '@nestjs/common';
import type { LeasedRun } from './leased-work';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The clock of a background job every instance looks at each hour (whether this instance runs it is decided by
 * its lease, `LeasedWork`): the hourly timer, the run in progress awaited when the module stops, and a failed
 * run logged rather than thrown. The job itself (the disclosure reminders, the enquiries' retention) says what
 * it does.
 */
export class HourlyLeasedJob {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(private readonly logger: Logger) {}

  /** Looks every hour, or `everyMs` (and at once, when `now`); the timer never keeps the process alive. */
  start(look: () => Promise<unknown>, { now = false, everyMs = HOUR_MS } = {}): void {
    if (now) void look();
    this.timer = setInterval(() => void look(), everyMs);
    this.timer.unref();
  }

  /** Stops looking and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** What the run gave (undefined: not this instance's turn, or it failed, which is logged with `failure`). */
  async outcome<T>(run: Promise<LeasedRun<T>>, failure: string): Promise<T | undefined> {
    this.running = run;
    try {
      const result = await run;
      return result.ran ? result.result : undefined;
    } catch (error) {
      this.logger.warn(`${failure}: ${String(error)}`);
      return undefined;
    }
  }
}
