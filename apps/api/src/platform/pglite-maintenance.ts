import { sql } from 'drizzle-orm';
import type { Database } from './db.ts';
import type { JobQueue } from './jobs.ts';

/*
 * PGlite runs PostgreSQL inside this process without its background workers: nothing vacuums
 * or analyzes. Without VACUUM, every updated row (stock on each sale, sessions) leaves a dead
 * tuple behind and the visibility map stays empty, so no index-only scans; without ANALYZE the
 * planner guesses row counts. This does autovacuum's job as a scheduled job, on the same thread
 * as the requests, so each step is kept small:
 * - VACUUM every round: it skips pages already all-visible, so it costs what changed since.
 * - ANALYZE a table once it has no statistics, or once its row count moved by autovacuum's
 *   default threshold (50 rows + 10%) since this process last analyzed it.
 */

export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
/** The first round waits for start-up traffic (and the tests' short-lived servers) to pass. */
export const MAINTENANCE_FIRST_DELAY_MS = 60_000;

interface TableCounts {
  name: string;
  rows: number;
  hasStats: boolean;
}

export interface Maintenance {
  /** One round now (a round in progress is shared). Answers the tables it analyzed. */
  runOnce(): Promise<string[]>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function needsAnalyze(table: TableCounts, analyzedAt: number | undefined): boolean {
  if (analyzedAt === undefined) return !table.hasStats && table.rows > 0;
  return Math.abs(table.rows - analyzedAt) > 50 + 0.1 * analyzedAt;
}

export function createPgliteMaintenance(database: Database): Maintenance {
  // Row counts at this process's last ANALYZE of each table; a table analyzed before this
  // process started counts from what it holds at the first round.
  const analyzedRows = new Map<string, number>();
  let running: Promise<string[]> | null = null;

  async function round(): Promise<string[]> {
    await database.db.execute(sql`vacuum`);
    // reltuples is what the VACUUM just counted (-1 for a table never vacuumed nor analyzed).
    const tables = rowsOf<TableCounts>(
      await database.db.execute(sql`
        select c.relname as name, greatest(c.reltuples, 0)::float8 as rows,
               exists (select 1 from pg_statistic s where s.starelid = c.oid) as "hasStats"
        from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
        order by c.relname`),
    );
    const analyzed: string[] = [];
    for (const table of tables) {
      const before = analyzedRows.get(table.name);
      if (needsAnalyze(table, before)) {
        await database.db.execute(sql`analyze ${sql.identifier(table.name)}`);
        analyzed.push(table.name);
        analyzedRows.set(table.name, table.rows);
      } else if (before === undefined) {
        analyzedRows.set(table.name, table.rows);
      }
    }
    return analyzed;
  }

  const runOnce = () => {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };

  return { runOnce };
}

/** Runs the rounds on the job queue's schedule; closing the server waits for a round in progress. */
export function registerPgliteMaintenance(jobs: JobQueue, database: Database) {
  const maintenance = createPgliteMaintenance(database);
  jobs.schedule(
    'pglite_maintenance',
    { everyMs: MAINTENANCE_INTERVAL_MS, firstDelayMs: MAINTENANCE_FIRST_DELAY_MS },
    async () => {
      await maintenance.runOnce();
    },
  );
}
