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
