import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/**
 * Loaded into the server by the API benchmark (`node -r pause-report.js`), never by the platform: what held the
 * server's one thread while a round was measured. Asked over the IPC channel ('pause-report'), it answers the event
 * loop's delay (p50, p99 and the longest, in ms beyond the 10 ms `perf_hooks.monitorEventLoopDelay` samples it at) and
 * the garbage collector's pauses (how many, their total and the longest), then starts counting afresh.
 */
const RESOLUTION_MS = 10;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'young generation',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'whole heap',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking step',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const fresh = () => ({ count: 0, totalMs: 0, longestMs: 0, longestKind: '', majorCount: 0 });
let collections = fresh();
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) {
    const { duration } = entry;
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
    collections.count++;
    collections.totalMs += duration;
    if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) collections.majorCount++;
    if (duration > collections.longestMs) {
      collections.longestMs = duration;
      collections.longestKind = KINDS[kind] ?? String(kind);
    }
  }
}).observe({ entryTypes: ['gc'] });

/** A sample in ms beyond the sampling interval (the histogram counts the interval itself: an idle loop reads 10.1 ms). */
const ms = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 1e5 - 10 * RESOLUTION_MS) / 10);
process.on('message', (message) => {
  if (message !== 'pause-report') return;
  process.send?.({
    pauseReport: {
      loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      garbageCollection: {
        count: collections.count,
        totalMs: Math.round(collections.totalMs),
        longestMs: Math.round(collections.longestMs * 10) / 10,
        longestKind: collections.longestKind,
        wholeHeapCount: collections.majorCount,
      },
      heapUsedMiB: Math.round(getHeapStatistics().used_heap_size / 2 ** 20),
    },
  });
  delay.reset();
  collections = fresh();
});
// The channel does not keep the server running on its own.
process.channel?.unref();
