/** Raised when the queue already holds as many waiting jobs as it may. */
export class ImageQueueFullError extends Error {
  constructor() {
    super('Too many pictures are waiting to be processed.');
  }
}

/** Raised for background work dropped or refused because the instance is shutting down. */
export class ImageQueueStoppedError extends Error {
  constructor() {
    super('The instance is shutting down: background picture work is left for later.');
  }
}

/**
 * Image work (decoding, resizing, encoding) run a few jobs at a time, the rest waiting in a bounded queue.
 * sharp does its work on libuv's thread pool, which file reads and writes share: without a bound, a handful
 * of large pictures would take every thread and most of the memory, and every other request would wait.
 */
export class ImageJobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Background jobs waiting: they get a slot (true) only when no other job waits for one, or are dropped (false). */
  private readonly waitingInBackground: ((slot: boolean) => void)[] = [];
  private stopped = false;

  constructor(
    /** Jobs run at the same time. */
    readonly concurrency: number,
    /** Jobs that may wait for a turn; one more is refused with ImageQueueFullError. */
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('An image queue needs a concurrency of at least 1.');
  }

  /** Background jobs waiting for a slot. */
  get backgroundWaiting(): number {
    return this.waitingInBackground.length;
  }

  /** Jobs running now and jobs waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new ImageQueueFullError();
      await new Promise<void>((turn) => this.waiting.push(turn));
    } else {
      this.running++;
    }
    return this.runInSlot(job);
  }

  /**
   * Runs work nobody waits for (a picture's other widths) when a slot is free and no other job waits:
   * it never delays an upload nor takes its place in the queue. At most `maxWaitingInBackground` wait;
   * one more is refused with ImageQueueFullError.
   */
  async runInBackground<T>(job: () => Promise<T>, maxWaitingInBackground = 1000): Promise<T> {
    if (this.stopped) throw new ImageQueueStoppedError();
    if (this.running >= this.concurrency) {
      if (this.waitingInBackground.length >= maxWaitingInBackground) throw new ImageQueueFullError();
      if (!(await new Promise<boolean>((turn) => this.waitingInBackground.push(turn)))) throw new ImageQueueStoppedError();
    } else {
      this.running++;
    }
    return this.runInSlot(job);
  }

  /**
   * The instance is shutting down (Nest calls this on close): background work that has not started is dropped
   * and no more is taken; what nobody waits for is made when first asked for. Jobs running end as they would.
   */
  onModuleDestroy(): void {
    this.stopped = true;
    for (const turn of this.waitingInBackground.splice(0)) turn(false);
  }

  private async runInSlot<T>(job: () => Promise<T>): Promise<T> {
    try {
      return await job();
    } finally {
      const next = this.waiting.shift() ?? this.waitingInBackground.shift();
      // The slot passes straight to the next job, so `running` never drops below the work in hand.
      if (next) next(true);
      else this.running--;
    }
  }
}
