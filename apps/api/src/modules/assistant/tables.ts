import type { AssistantTable } from '@app/contracts';
import { capitalize, money, table } from './format.ts';
import type { Phrasings } from './phrasings.ts';
import type { ToolCall } from './tools/index.ts';
import { WEEKDAYS } from './tools/period.ts';

/*
 * The small tables inside an answer, made from the tools' results in the question's language.
 * Both engines use this: the built-in analyst and the model path show the same table for the
 * same tool, and a table never holds a figure that is not in a result.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- the compact JSON of each tool */
type Result = Record<string, any>;

export const categoryName = (lang: Phrasings, category: string) =>
  lang.categoryNames[category] ?? category;

export const weekdayName = (lang: Phrasings, weekday: string) =>
  lang.weekdays[WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number])] ?? weekday;

function tableOf(call: ToolCall, lang: Phrasings): AssistantTable | null {
  const c = lang.templates.columns;
  const r = call.result as Result;
  const m = (n: number) => money(n, r.currency);
  switch (call.tool) {
    case 'compare_periods': {
      const name = (p: { name: string }) =>
        capitalize(lang.periodNames[p.name as keyof Phrasings['periodNames']] ?? p.name);
      const row = (label: string, key: string) => [label, m(r.current[key]), m(r.previous[key])];
      return table(
        [c.figure, name(r.current.period), name(r.previous.period)],
        [
          row(c.revenue, 'revenue'),
          row(c.grossProfit, 'grossProfit'),
          row(c.expenses, 'expenses'),
          row(c.netProfit, 'netProfit'),
          [c.sales, r.current.salesCount, r.previous.salesCount],
        ],
      );
    }
    case 'top_products':
      if (r.products.length === 0) return null;
      return table(
        [c.product, c.quantity, c.revenue, c.profit],
        r.products.map((p: Result) => [p.name, p.quantity, m(p.revenue), m(p.profit)]),
      );
    case 'restock':
      if (r.items.length === 0) return null;
      return table(
        [c.product, c.stock, c.threshold, c.daysLeft],
        r.items.map((i: Result) => [i.name, i.stock, i.threshold, i.daysLeft ?? '']),
      );
    case 'customers_owing':
      if (r.customers.length === 0) return null;
      return table(
        [c.customer, c.balance],
        r.customers.map((x: Result) => [x.name, m(x.balance)]),
      );
    case 'expenses_by_category':
      // One category's answer is a single figure: the sentence says it.
      if (r.category || r.byCategory.length === 0) return null;
      return table(
        [c.category, c.amount],
        r.byCategory.map((x: Result) => [categoryName(lang, x.category), m(x.total)]),
      );
    case 'best_times':
      if (r.weekdays.length === 0) return null;
      return table(
        [c.day, c.revenue, c.sales],
        r.weekdays.map((d: Result) => [weekdayName(lang, d.weekday), m(d.revenue), d.salesCount]),
      );
    case 'forecast_next_week':
      return table(
        [c.day, c.forecast],
        r.days.map((d: Result) => [`${weekdayName(lang, d.weekday)} ${d.date}`, m(d.forecast)]),
      );
    default:
      // The sales summary is a sentence and a chart; its series is drawn, not tabled.
      return null;
  }
}

/** The tables of an answer, one per tool that has rows to show. */
export function tablesFor(sources: ToolCall[], lang: Phrasings): AssistantTable[] {
  return sources.map((s) => tableOf(s, lang)).filter((t): t is AssistantTable => t !== null);
}
