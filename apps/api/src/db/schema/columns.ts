import { numeric } from 'drizzle-orm/pg-core';

/** Money is exact: numeric(14,2), read as a string and never through a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
