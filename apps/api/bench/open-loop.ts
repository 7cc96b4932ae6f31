import { connect, type Socket } from 'node:net';
import { createHistogram } from 'node:perf_hooks';
import { HttpAnswerReader } from './http-answer-reader';
import { seededRandom } from './seeded-random';

/**
 * An open loop: requests sent at a stated rate whatever the server's answers do, as visitors arrive, each on a free
 * keep-alive connection of a pool (a new one opened when all are busy, as many browsers would). The requests are
 * written on plain sockets and their answers read by `HttpAnswerReader`, so the client's own CPU (which shares the
 * machine with the server) stays small. Its latency is
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

/** A kept connection of the pool, and what its answer in flight is waiting for. */
interface Connection {
  socket: Socket;
  /** Called with the status when the answer in flight is read. */
  onAnswer?: (status: number) => void;
}

/** Sends the requests of one round (see the top of the file) and waits for every answer. */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const { port, paths, rate, seconds } = options;
  const maxSockets = options.maxSockets ?? 256;
  const due = arrivalTimes(rate, seconds, options.arrivals ?? 'poisson', options.seed);
  const requests = paths.map((path) => Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 'latin1'));
  const free: Connection[] = [];
  const all: Connection[] = [];
  const waiting: (() => void)[] = [];
  const latency = createHistogram();
  const lag = createHistogram();
  let non2xx = 0;
  let answered = 0;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  await new Promise<void>((finished, failed) => {
    const done = () => {
      if (++answered === due.length) finished();
    };
    const release = (connection: Connection) => {
      connection.onAnswer = undefined;
      const queued = waiting.shift();
      free.push(connection);
      queued?.();
    };
    const open = (): Connection => {
      const socket = connect({ host: '127.0.0.1', port, noDelay: true });
      const connection: Connection = { socket };
      const reader = new HttpAnswerReader((status) => {
        const onAnswer = connection.onAnswer;
        release(connection);
        onAnswer?.(status);
      });
      socket.on('data', (bytes: Buffer) => {
        try {
          reader.read(bytes);
        } catch (error) {
          failed(error instanceof Error ? error : new Error(String(error)));
        }
      });
      socket.on('error', () => {
        // The request in flight failed; the connection is not used again.
        const onAnswer = connection.onAnswer;
        connection.onAnswer = undefined;
        onAnswer?.(0);
      });
      all.push(connection);
      return connection;
    };
    const send = (dueAt: number, request: Buffer) => {
      const ask = () => {
        const connection = free.pop() ?? open();
        lag.record(Math.max(1, Math.round((performance.now() - dueAt) * 1000)));
        connection.onAnswer = (status) => {
          latency.record(Math.max(1, Math.round((performance.now() - dueAt) * 1000)));
          if (status < 200 || status >= 300) non2xx++;
          done();
        };
        connection.socket.write(request);
      };
      // Beyond the pool's size a request waits for a connection (counted in its latency).
      if (free.length === 0 && all.length >= maxSockets) waiting.push(ask);
      else ask();
    };
    // Sends every request due by now, then sleeps until the next is due.
    const tick = () => {
      const now = performance.now();
      while (next < due.length && start + due[next] <= now) {
        send(start + due[next], requests[next % requests.length]);
        next++;
      }
      if (next < due.length) setTimeout(tick, Math.max(0, start + due[next] - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  for (const { socket } of all) socket.destroy();
  return {
    sent: due.length,
    requestsPerSecond: Math.round(answered / elapsed),
    p50Ms: toMs(latency.percentile(50)),
    p99Ms: toMs(latency.percentile(99)),
    maxMs: toMs(latency.max),
    non2xx,
    clientCpuShare: Math.round(((cpu.user + cpu.system) / 1e6 / elapsed) * 100) / 100,
    sendLagMs: { p99: toMs(lag.percentile(99)), max: toMs(lag.max) },
    sockets: all.length,
  };
}
