import { readFileSync } from 'node:fs';
import pg from 'pg';
import { processCpuMs } from './proc.ts';

/*
 * What the sale waits on, PostgreSQL only (ADR 049). Run beside
 * `BENCH_ONLY=sale npm run bench` on the same DATABASE_URL:
 *
 *   DATABASE_URL=... node --import tsx src/pg-waits.ts [seconds] [interval ms]
 *
 * Every interval it samples the database's active backends (pg_stat_activity: wait event, the
 * statement) with the locks they wait for and the row locks they hold (pg_locks), and reads each
 * backend's CPU time from /proc (same host). Samples are told apart by statement: the raw floor's
 * (bench_floor_*) and the app's sale (`insert into sale_counters`); the rest is "other". At the
 * end it prints, per phase, the wait events seen, the relations of the rows waited on, and the
 * backends' CPU time (their user + system time while that phase's statements ran).
 */

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const seconds = Number(process.argv[2] ?? 120);
const intervalMs = Number(process.argv[3] ?? 20);
const client = new pg.Client({ connectionString: url });
await client.connect();
const database = new URL(url).pathname.slice(1);

interface Sample {
  pid: number;
  wait: string;
  query: string;
  waiting_on: string | null;
  holding_tuples: string | null;
}

const phaseOf = (query: string) =>
  query.includes('bench_floor_') ? 'floor' : query.includes('"entryId" uuid') ? 'sale' : 'other';

// A backend may have ended between the sample and the read.
const cpuOf = (pid: number): number => {
  try {
    return processCpuMs(pid);
  } catch {
    return NaN;
  }
};

const counts = new Map<string, Map<string, number>>();
const add = (phase: string, key: string) => {
  const map = counts.get(phase) ?? new Map<string, number>();
  map.set(key, (map.get(key) ?? 0) + 1);
  counts.set(phase, map);
};
const cpu = new Map<string, number>();
// The whole machine's busy share while each phase ran (/proc/stat: all CPUs, jiffies).
const machine = new Map<string, { busy: number; total: number }>();
const machineNow = () => {
  const f = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - f[3]! - f[4]!, total };
};
let lastMachine = machineNow();
const lastCpu = new Map<number, number>();
const samples = new Map<string, number>();
const deadline = Date.now() + seconds * 1000;

while (Date.now() < deadline) {
  const { rows } = await client.query<Sample>(
    `select a.pid, coalesce(a.wait_event_type || ':' || a.wait_event, 'CPU') as wait,
       left(a.query, 4000) as query,
       (select string_agg(l.locktype || ' ' || coalesce(l.relation::regclass::text, '') ||
          coalesce(' (' || l.page || ',' || l.tuple || ')', ''), '; ')
        from pg_locks l where l.pid = a.pid and not l.granted) as waiting_on,
       (select string_agg(coalesce(l.relation::regclass::text, ''), '; ')
        from pg_locks l where l.pid = a.pid and l.granted and l.locktype = 'tuple') as holding_tuples
     from pg_stat_activity a
     where a.datname = $1 and a.pid <> pg_backend_pid() and a.state = 'active'`,
    [database],
  );
  const phases = new Set<string>();
  for (const row of rows) {
    const phase = phaseOf(row.query);
    phases.add(phase);
    samples.set(phase, (samples.get(phase) ?? 0) + 1);
    add(phase, `wait ${row.wait}`);
    if (row.waiting_on) add(phase, `  waits for ${row.waiting_on}`);
    if (row.holding_tuples) add(phase, `  holds tuple lock on ${row.holding_tuples}`);
  }
  // CPU: every backend of the database, attributed to the phase whose statements ran.
  const { rows: backends } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    [database],
  );
  const phase = phases.has('sale') ? 'sale' : phases.has('floor') ? 'floor' : null;
  const m = machineNow();
  if (phase) {
    const acc = machine.get(phase) ?? { busy: 0, total: 0 };
    acc.busy += m.busy - lastMachine.busy;
    acc.total += m.total - lastMachine.total;
    machine.set(phase, acc);
  }
  lastMachine = m;
  for (const { pid } of backends) {
    const now = cpuOf(pid);
    const before = lastCpu.get(pid);
    lastCpu.set(pid, now);
    if (phase && before !== undefined && Number.isFinite(now - before)) {
      cpu.set(phase, (cpu.get(phase) ?? 0) + (now - before));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
await client.end();

for (const [phase, map] of counts) {
  if (phase === 'other') continue;
  console.log(
    `${phase}: ${samples.get(phase)} backend samples; backends' CPU ${Math.round(cpu.get(phase) ?? 0)} ms; machine busy ${Math.round((100 * (machine.get(phase)?.busy ?? 0)) / Math.max(machine.get(phase)?.total ?? 1, 1))}%`,
  );
  for (const [key, n] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${String(n).padStart(6)}  ${key}`);
  }
}
