import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { createHistogram } from 'node:perf_hooks';
import { seededRandom } from './seeded-random';

/**
 * An open loop: requests sent at a stated rate whatever the server's answers do, as visitors arrive, each on a free
 * keep-alive connection of a pool (a new one opened when all are busy, as many browsers would). Its latency is
 * counted from when the request was due, not from when it was sent, so a client or a server running behind is
 * counted in it (no coordinated omission), into an HDR histogram (`perf_hooks.createHistogram`, microseconds).
 *
 * Arrivals are `poisson` by default (visitors asking independently: the gaps between requests exponential, from a
 * seeded generator, the same every run) or `even` (one every 1/rate s). Beside the figures the client tells what it
 * cost itself: its CPU as a share of a core, and how late it sent requests (its timers' lag and its own work), so
 * a p99 can be told apart from the client's.
 */
export interface OpenLoopOptions {
  port: number;
  /** Asked in turn. */
  paths: readonly string[];
  /** Requests a second. */
  rate: number;
  seconds: number;
  arrivals?: 'poisson' | 'even';
  /** The seed of the Poisson arrivals' generator. */
  seed?: number;
  /** Connections the pool may open at most (a request waits for one beyond that: counted in its latency). */
  maxSockets?: number;
}

export interface OpenLoopFigures {
  sent: number;
  /** Answers a second over the round. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 2xx, and requests that failed. */
  non2xx: number;
  /** The client's CPU over the round, as a share of one core. */
  clientCpuShare: number;
  /** How late the client sent its requests (p99 and longest, ms): its own part of the latency. */
  sendLagMs: { p99: number; max: number };
  /** Connections the pool opened. */
  sockets: number;
}

/** The times (ms from the start) requests are due at over `seconds`, `rate` a second. */
export function arrivalTimes(rate: number, seconds: number, arrivals: 'poisson' | 'even', seed = 44): number[] {
  const times: number[] = [];
  const random = seededRandom(seed);
  const mean = 1000 / rate;
  for (let at = 0; at < seconds * 1000; ) {
    times.push(at);
    at += arrivals === 'even' ? mean : -Math.log(1 - random()) * mean;
  }
  return times;
}

const toMs = (micros: number) => Math.round(micros / 100) / 10;

/** Sends the requests of one round (see the top of the file) and waits for every answer. */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const { port, paths, rate, seconds } = options;
  const due = arrivalTimes(rate, seconds, options.arrivals ?? 'poisson', options.seed);
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256, maxFreeSockets: options.maxSockets ?? 256 });
  const sockets = new WeakSet<Socket>();
  let socketCount = 0;
  const latency = createHistogram();
  const lag = createHistogram();
  let non2xx = 0;
  let answered = 0;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  await new Promise<void>((finished) => {
    const done = () => {
      if (++answered === due.length) finished();
    };
    const send = (dueAt: number, path: string) => {
      const sentAt = performance.now();
      lag.record(Math.max(1, Math.round((sentAt - dueAt) * 1000)));
      const asked = request({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latency.record(Math.max(1, Math.round((performance.now() - dueAt) * 1000)));
          if (response.statusCode === undefined || response.statusCode < 200 || response.statusCode >= 300) non2xx++;
          done();
        });
      });
      asked.on('socket', (socket) => {
        if (sockets.has(socket)) return;
        sockets.add(socket);
        socketCount++;
      });
      asked.on('error', () => {
        non2xx++;
        done();
      });
      asked.end();
    };
    // Sends every request due by now, then sleeps until the next is due.
    const tick = () => {
      const now = performance.now();
      while (next < due.length && start + due[next] <= now) {
        send(start + due[next], paths[next % paths.length]);
        next++;
      }
      if (next < due.length) setTimeout(tick, Math.max(0, start + due[next] - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    sent: due.length,
    requestsPerSecond: Math.round(answered / elapsed),
    p50Ms: toMs(latency.percentile(50)),
    p99Ms: toMs(latency.percentile(99)),
    maxMs: toMs(latency.max),
    non2xx,
    clientCpuShare: Math.round(((cpu.user + cpu.system) / 1e6 / elapsed) * 100) / 100,
    sendLagMs: { p99: toMs(lag.percentile(99)), max: toMs(lag.max) },
    sockets: socketCount,
  };
}
