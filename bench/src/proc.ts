import { readFileSync } from 'node:fs';

/** USER_HZ, the unit of /proc/<pid>/stat's CPU times: 100 on every Linux Node supports. */
const CLOCK_TICKS = 100;

/** CPU time (user + system, all threads) a process has used, in ms, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields 14 and 15, after the command name in parentheses (which may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

export const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** VmRSS and VmHWM of a process, in kB. */
export function status(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)![1]);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}
