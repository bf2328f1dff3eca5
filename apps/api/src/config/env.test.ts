import { describe, expect, it } from 'vitest';
import { parseConfig } from './env.ts';

/* The database settings past one server (ADR 080). */
const base = { DATA_DIR: '/tmp/shopbook-env-test', JWT_SECRET: 'x'.repeat(32) };

describe('database settings', () => {
  it('change nothing when unset', () => {
    const config = parseConfig({ ...base, DATABASE_URL: 'postgres://db/app' });
    expect(config.DATABASE_LISTEN_URL).toBeUndefined();
    expect(config.DATABASE_READ_URLS).toEqual([]);
    expect(config.DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(config.DATABASE_READ_MAX_LAG_MS).toBe(2000);
  });

  it('read a list of replicas, a listen URL and prepared statements off', () => {
    const config = parseConfig({
      ...base,
      DATABASE_URL: 'postgres://pgbouncer:6432/app',
      DATABASE_LISTEN_URL: 'postgres://db:5432/app',
      DATABASE_PREPARED_STATEMENTS: 'false',
      DATABASE_READ_URLS: ' postgres://r1/app , postgres://r2/app,',
      DATABASE_READ_MAX_LAG_MS: '500',
    });
    expect(config.DATABASE_READ_URLS).toEqual(['postgres://r1/app', 'postgres://r2/app']);
    expect(config.DATABASE_LISTEN_URL).toBe('postgres://db:5432/app');
    expect(config.DATABASE_PREPARED_STATEMENTS).toBe(false);
    expect(config.DATABASE_READ_MAX_LAG_MS).toBe(500);
  });

  it('refuse replicas or a listen URL without PostgreSQL', () => {
    expect(() => parseConfig({ ...base, DATABASE_READ_URLS: 'postgres://r1/app' })).toThrow(
      /DATABASE_READ_URLS need DATABASE_URL/,
    );
    expect(() => parseConfig({ ...base, DATABASE_LISTEN_URL: 'postgres://db/app' })).toThrow(
      /need DATABASE_URL/,
    );
    expect(() =>
      parseConfig({
        ...base,
        DATABASE_URL: 'postgres://db/app',
        DATABASE_PREPARED_STATEMENTS: 'no',
      }),
    ).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });
});
