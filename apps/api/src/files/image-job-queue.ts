/** Raised when the queue already holds as many waiting jobs as it may. */
export class ImageQueueFullError extends Error {
  constructor() {
    super('Too many pictures are waiting to be processed.');
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

  constructor(
    /** Jobs run at the same time. */
    readonly concurrency: number,
    /** Jobs that may wait for a turn; one more is refused with ImageQueueFullError. */
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('An image queue needs a concurrency of at least 1.');
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
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `running` never drops below the work in hand.
      if (next) next();
      else this.running--;
    }
  }
}
