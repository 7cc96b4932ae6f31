/**
 * The one change feed every instance follows (issue #32): each change to a site (its content, publish
 * state or template) or its address is recorded in the store in the same transaction as the change, and
 * every process applies the changes others made through `SiteChanges` (origin `feed`), so what it keeps
 * (rendered pages, visitors' answers, resolved addresses, the search index) follows within a second.
 * Injectable, for readiness checks: `caughtUp()`.
 */
export abstract class ChangeFeed {
  /** Parts of what this process keeps that are not whole yet (see `loading`). */
  private partsLoading = 0;

  /** The sequence of the last change this process has read from the feed (its own and others'). */
  abstract readonly lastAppliedSequence: number;

  /** True when every change other processes recorded up to now has been applied here. */
  protected abstract feedApplied(): Promise<boolean>;

  /** A part of what this process keeps that is not whole until `ready` settles (the search index reading into memory). */
  loading(ready: Promise<unknown>): void {
    this.partsLoading++;
    // A part that fails to load stays not whole: the process never says it has caught up.
    ready.then(() => this.partsLoading--, () => undefined);
  }

  /** True when this process has caught up: every part it keeps whole, and the feed applied up to its newest change. */
  async caughtUp(): Promise<boolean> {
    return this.partsLoading === 0 && (await this.feedApplied());
  }
}
