/** One key's count in its window, after a hit. */
export interface WindowCount {
  /** Hits in the window, this one included. */
  hits: number;
  /** Epoch milliseconds when the window ends (and the count starts again). */
  resetsAt: number;
}

/** Whether a try got through a gate with growing waits, and else when it opens. */
export type GateOutcome = { passed: true; tries: number } | { passed: false; opensAt: number };

/**
 * Port: limits kept in the store, so every instance counts against the same allowance and a restart
 * resets nothing. Each call is one atomic write; records remove themselves once they expire.
 */
export abstract class LimitCounter {
  /**
   * Counts one hit for `key` in its window: a window starts at the first hit after the last one ended
   * and lasts `windowMs`.
   */
  abstract hit(key: string, windowMs: number, now: number): Promise<WindowCount>;

  /**
   * A gate with growing waits: a try passes when the gate is open, is counted, and closes the gate for
   * `waitsMs[tries]` (the last wait for any higher count); a try while it is closed is refused and not
   * counted. The record is forgotten `keepMs` after the last try that passed.
   */
  abstract pass(key: string, waitsMs: readonly number[], keepMs: number, now: number): Promise<GateOutcome>;

  /** Forgets `key` (its window or its gate). */
  abstract clear(key: string): Promise<void>;
}
