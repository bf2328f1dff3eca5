import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { API_ROOT } from '#src/paths.ts';
import { PERIOD_PRESETS } from './tools/period.ts';

/** The intents the built-in analyst knows; each is answered by one tool. */
export const INTENTS = [
  'sales_summary',
  'compare_periods',
  'top_products',
  'slowest_products',
  'restock',
  'customers_owing',
  'expenses_by_category',
  'best_times',
  'forecast_next_week',
] as const;
export type Intent = (typeof INTENTS)[number];

const phrases = z.array(z.string().min(1));
const TEMPLATE_KEYS = [
  'cantTell',
  'canTell',
  'period',
  'salesSummary',
  'salesNone',
  'compare',
  'up',
  'down',
  'same',
  'percent',
  'topProducts',
  'slowestProducts',
  'noProducts',
  'restock',
  'restockNone',
  'owing',
  'owingNone',
  'expensesCategory',
  'expensesNoneCategory',
  'expensesAll',
  'expensesNone',
  'bestTimes',
  'bestTimesNone',
  'forecast',
  'productSales',
  'productSalesMany',
  'productNone',
] as const;
const COLUMN_KEYS = [
  'product',
  'quantity',
  'revenue',
  'profit',
  'stock',
  'threshold',
  'daysLeft',
  'customer',
  'balance',
  'category',
  'amount',
  'day',
  'forecast',
  'sales',
  'hour',
  'figure',
  'grossProfit',
  'expenses',
  'netProfit',
] as const;

/**
 * One language of the built-in analyst: the phrasings that pick an intent, a period, an expense
 * category or a measure, and the sentences of its answers. A language is one JSON file in
 * phrasings/, checked against this schema when the module loads.
 */
export const PhrasingsSchema = z.object({
  language: z.string().min(2),
  intents: z.record(z.enum(INTENTS), phrases),
  periods: z.record(z.enum(PERIOD_PRESETS), phrases),
  categories: z.record(z.string(), phrases),
  /** How answers name the standard expense categories; the owner's own are shown as typed. */
  categoryNames: z.record(z.string(), z.string()),
  /** Question words that never name a product ("how", "many"): a product is matched on the rest. */
  ignoreWords: phrases,
  measures: z.object({ quantity: phrases, profit: phrases }),
  periodNames: z.record(z.enum([...PERIOD_PRESETS, 'custom']), z.string()),
  weekdays: z.array(z.string()).length(7),
  templates: z.object({
    ...Object.fromEntries(TEMPLATE_KEYS.map((k) => [k, z.string()])),
    columns: z.object(Object.fromEntries(COLUMN_KEYS.map((k) => [k, z.string()]))),
    measures: z.object({ revenue: z.string(), quantity: z.string(), profit: z.string() }),
  }) as unknown as z.ZodType<
    Record<(typeof TEMPLATE_KEYS)[number], string> & {
      columns: Record<(typeof COLUMN_KEYS)[number], string>;
      measures: Record<'revenue' | 'quantity' | 'profit', string>;
    }
  >,
});
export type Phrasings = z.infer<typeof PhrasingsSchema>;

/**
 * One JSON file per language, read where it lives in the source tree: adding a language is a
 * file, not code. From the package root, so the compiled bundle (dist/server.js) finds it too.
 */
const DIR = path.join(API_ROOT, 'src', 'modules', 'assistant', 'phrasings');

function loadAll(): Phrasings[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = PhrasingsSchema.safeParse(
        JSON.parse(readFileSync(path.join(DIR, file), 'utf8')),
      );
      if (!parsed.success) throw new Error(`phrasings/${file}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

/** Every language, English first (the fallback when nothing matches). */
export const LANGUAGES: Phrasings[] = (() => {
  const all = loadAll();
  return [...all.filter((l) => l.language === 'en'), ...all.filter((l) => l.language !== 'en')];
})();
