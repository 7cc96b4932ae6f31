import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  /** Its own CPU time and that of its children it has reaped, in ticks. */
  ticks: number;
}

/** Every process's parent and CPU time, from /proc (empty where there is no /proc). */
function processTimes(): Map<number, ProcessTimes> {
  const times = new Map<number, ProcessTimes>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return times;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, ..., utime (14th), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      times.set(Number(pid), { parent: Number(fields[1]), ticks });
    } catch {
      // The process ended while being read.
    }
  }
  return times;
}

/**
 * The CPU seconds a process and all its descendants have used so far, those that ended included (their parents
 * reaped them). Chromium's renderers, for instance, are its descendants.
 */
export function processTreeCpuSeconds(root: number): number {
  const times = processTimes();
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { parent }] of times) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of tree) ticks += times.get(pid)?.ticks ?? 0;
  return ticks / TICKS_PER_SECOND;
}

/** The CPU seconds every core of the machine has been busy since it started (/proc/stat: all but idle and I/O wait). */
export function machineBusySeconds(): number {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
