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
