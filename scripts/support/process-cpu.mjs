// Where a machine's CPU goes while a bench runs, by process kind: Chromium's browser process, its
// renderers, its network service, the local API, nginx, the bench itself, and the rest. Read from
// Linux's /proc (each process's user + system time, and the whole machine's busy time), so a bench
// can say whether a wall time was bound by the machine's cores or by waiting. Elsewhere it measures nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux these machines run

/** The kind of a process, from its command line. */
function kindOf(cmdline, pid) {
  if (pid === process.pid) return 'bench';
  if (/chrom(e|ium)/.test(cmdline)) {
    if (cmdline.includes('NetworkService')) return 'network service';
    const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
    if (!type) return 'browser process';
    return type === 'renderer' ? 'renderer' : `chromium ${type}`;
  }
  if (cmdline.includes('local-api/main')) return 'local API';
  if (cmdline.startsWith('nginx')) return 'nginx';
  return 'other';
}

function processTimes() {
  const times = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      times.set(pid, { ticks: Number(fields[11]) + Number(fields[12]), kind: kindOf(cmdline, Number(pid)) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return times;
}

/** The machine's busy and total ticks since boot, over every core (/proc/stat's first line). */
function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  return {
    busy: user + nice + system + irq + softirq + steal,
    total: user + nice + system + idle + iowait + irq + softirq + steal,
  };
}

/**
 * Starts counting; `stop()` resolves with the seconds measured, the cores busy on average, and each
 * kind's cores (a process that started and ended inside the window counts from zero). Null off Linux.
 */
export function countCpu() {
  let before;
  try {
    before = { processes: processTimes(), machine: machineTicks(), at: performance.now() };
  } catch {
    return null;
  }
  return {
    stop() {
      const processes = processTimes();
      const machine = machineTicks();
      const seconds = (performance.now() - before.at) / 1000;
      const cores = availableParallelism();
      const byKind = new Map();
      for (const [pid, { ticks, kind }] of processes) {
        const spent = ticks - (before.processes.get(pid)?.ticks ?? 0);
        if (spent > 0) byKind.set(kind, (byKind.get(kind) ?? 0) + spent / TICKS_PER_SECOND / seconds);
      }
      const busy = ((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) * cores;
      return { seconds, cores, busy, byKind: [...byKind].toSorted((a, b) => b[1] - a[1]) };
    },
  };
}

/** One line: "1.9 of 2 cores busy: browser process 0.57, renderer 0.52, …". */
export function formatCpu({ cores, busy, byKind }) {
  const parts = byKind.filter(([, used]) => used >= 0.01).map(([kind, used]) => `${kind} ${used.toFixed(2)}`);
  return `${busy.toFixed(2)} of ${cores} cores busy on average (${parts.join(', ')})`;
}
