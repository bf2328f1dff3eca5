import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { analyticsFigures } from '@app/api/src/modules/analytics/analytics.repo.ts';
import { openBenchDatabase } from './setup.ts';

/*
 * Profiling aid for the analytics statement (ADR 023): `dump <business> <from> <to> <prevFrom>
 * <prevTo>` prints this checkout's statement with its parameters inlined; `time <files...>`
 * runs the dumped statements interleaved on the bench database (BENCH_ROUNDS rounds) and prints
 * each one's median and minimum, so two versions compare on the same data in the same process,
 * with the process's CPU time per run beside it (PGlite runs in it, worker thread included: less
 * sensitive to a loaded machine than the wall clock; on PostgreSQL it is only the client's).
 * `explain <file>` prints EXPLAIN ANALYZE of one (the third run, warm; TIMING=off for totals only).
 */
const [mode, ...args] = process.argv.slice(2);

async function dump([businessId, from, to, prevFrom, prevTo]: string[]) {
  let captured: SQL | undefined;
  const capture = { execute: async (s: SQL) => ((captured = s), { rows: [{}] }) };
  await analyticsFigures(
    capture as never,
    {
      businessId: businessId!,
      timezone: 'Africa/Lagos',
      from: from!,
      to: to!,
      granularity: 'week',
    },
    { from: prevFrom!, to: prevTo! },
    10,
  );
  const q = new PgDialect().sqlToQuery(captured!);
  let text = q.sql;
  // From the last parameter down, so $1 does not match the start of $10.
  for (let i = q.params.length; i >= 1; i--) {
    text = text.replaceAll(`$${i}`, `'${String(q.params[i - 1])}'`);
  }
  console.log(text);
}

async function time(files: string[]) {
  const statements = files.map((f) => readFileSync(f, 'utf8'));
  const { database } = await openBenchDatabase();
  const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
  const durations = statements.map(() => [] as number[]);
  const cpu = statements.map(() => [] as number[]);
  for (let n = 0; n < rounds; n++) {
    for (const [i, text] of statements.entries()) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      await database.db.execute(sql.raw(text));
      const used = process.cpuUsage(startCpu);
      if (n === 0) continue; // the first round warms up
      durations[i]!.push(performance.now() - start);
      cpu[i]!.push((used.user + used.system) / 1000);
    }
  }
  const median = (d: number[]) => [...d].sort((a, b) => a - b)[d.length >> 1]!;
  for (const [i, d] of durations.entries()) {
    console.log(
      `${files[i]}: median ${median(d).toFixed(1)} ms, min ${Math.min(...d).toFixed(1)} ms;` +
        ` CPU median ${median(cpu[i]!).toFixed(1)} ms, min ${Math.min(...cpu[i]!).toFixed(1)} ms`,
    );
  }
  await database.close();
}

async function explain([file]: string[]) {
  const { database } = await openBenchDatabase();
  const text = readFileSync(file!, 'utf8');
  // The last of three: the catalog and the pages are warm, as for a server that has been up.
  let lines: string[] = [];
  for (let n = 0; n < 3; n++) {
    const result = (await database.db.execute(
      sql.raw(`explain (analyze, timing ${process.env.TIMING ?? 'on'}) ${text}`),
    )) as unknown as { rows: Record<string, string>[] };
    lines = result.rows.map((row) => Object.values(row)[0]!);
  }
  console.log(lines.join('\n'));
  await database.close();
}

await (mode === 'dump' ? dump(args) : mode === 'time' ? time(args) : explain(args));
