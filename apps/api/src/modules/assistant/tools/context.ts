import type { z } from 'zod';
import { DEFAULT_BUSINESS_SETTINGS } from '@app/contracts';
import { localDate } from '#src/modules/expenses/calendar.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';

/** What every tool runs with: the business, its currency and time zone, and today there. */
export interface ToolContext {
  deps: AppDeps;
  access: BusinessAccess;
  currency: string;
  timezone: string;
  /** Today in the business's time zone. */
  today: string;
}

export function toolContext(deps: AppDeps, access: BusinessAccess): ToolContext {
  const timezone = access.row.settings.timezone ?? DEFAULT_BUSINESS_SETTINGS.timezone;
  return {
    deps,
    access,
    currency: access.row.currency,
    timezone,
    today: localDate(deps.now(), timezone),
  };
}

/**
 * A tool over the business's own records. The model (or the built-in analyst) only picks the
 * tool and its arguments; the figures come from the services, as compact JSON.
 */
export interface AssistantTool<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  args: S;
  run: (ctx: ToolContext, args: z.output<S>) => Promise<ToolResult>;
}

/** Every result names its currency, time zone and how many records it read. */
export interface ToolResult {
  currency: string;
  timezone: string;
  /** Rows the figures were computed from (sales, products, customers, expenses). */
  rows: number;
  [key: string]: unknown;
}

export const defineTool = <S extends z.ZodType>(tool: AssistantTool<S>) => tool;
