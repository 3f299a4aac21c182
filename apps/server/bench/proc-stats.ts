// What Linux's /proc says of a process, for the benchmarks that run the server or PostgreSQL's backends
// beside them: CPU time (steadier than wall time on a shared machine) and resident memory.
import fs from 'node:fs';

/** User + system CPU of a process, from /proc (USER_HZ = 100); null once it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A line of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak of the process's life). */
export function statusMb(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${key}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

/**
 * User + system CPU of every PostgreSQL process on the machine (the server's backends, the checkpointer,
 * the WAL writer...), for a window in which their set does not change: a process that ends inside the
 * window takes its time with it.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
