import { z } from 'zod';
import * as productPerformance from '#src/modules/analytics/product-performance.service.ts';
import { defineTool, type ToolContext } from './context.ts';
import { sumMoney } from './money.ts';
import { lastDays, PeriodSchema, resolvePeriod } from './period.ts';

const MEASURES = ['revenue', 'quantity', 'profit'] as const;

/** Lower case, accents and punctuation as spaces: "Coca-Cola 500ml" is "coca cola 500ml". */
export function productWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A product name holds the text when one of its words starts it ("cola" in "Coca-Cola", not in "Chocolate"). */
export function nameMatches(name: string, text: string): boolean {
  const wanted = productWords(text);
  return wanted !== '' && ` ${productWords(name)} `.includes(` ${wanted}`);
}

/** The names of the business's products (the ones in its inventory today). */
export async function productNames(ctx: ToolContext): Promise<string[]> {
  const rows = await productPerformance.getProductPerformance(ctx.deps, ctx.access, {
    from: ctx.today,
    to: ctx.today,
  });
  return rows.filter((p) => p.productId !== null).map((p) => p.name);
}

export const topProductsTool = defineTool({
  name: 'top_products',
  description:
    'The best (order "top") or slowest (order "slowest", including products that sold nothing) products of a period by revenue, quantity or profit. With `product`, only the products whose name contains that text (case-insensitive, e.g. "cola"), and their totals: for "how many X did I sell".',
  args: z.object({
    period: PeriodSchema.default('this_month'),
    product: z.string().trim().min(1).max(100).optional(),
    by: z.enum(MEASURES).default('revenue'),
    order: z.enum(['top', 'slowest']).default('top'),
    limit: z.number().int().min(1).max(20).default(5),
  }),
  run: async (ctx, args) => {
    const range = resolvePeriod(args.period, ctx.today);
    const all = await productPerformance.getProductPerformance(ctx.deps, ctx.access, range);
    const rows = args.product ? all.filter((p) => nameMatches(p.name, args.product!)) : all;
    const sign = args.order === 'top' ? -1 : 1;
    const ranked = [...rows].sort(
      (a, b) => sign * (a[args.by] - b[args.by]) || a.name.localeCompare(b.name),
    );
    return {
      currency: ctx.currency,
      timezone: ctx.timezone,
      rows: rows.length,
      period: range,
      by: args.by,
      order: args.order,
      ...(args.product
        ? {
            product: args.product,
            matched: rows.length,
            total: {
              quantity: rows.reduce((a, p) => a + p.quantity, 0),
              revenue: sumMoney(rows.map((p) => p.revenue)),
              profit: sumMoney(rows.map((p) => p.profit)),
            },
          }
        : {}),
      products: ranked.slice(0, args.limit).map((p) => ({
        name: p.name,
        quantity: p.quantity,
        revenue: p.revenue,
        profit: p.profit,
      })),
    };
  },
});

/** The rate of sales is read over the last four weeks. */
const RATE_DAYS = 28;

export const restockTool = defineTool({
  name: 'restock',
  description:
    'Products to reorder: at or below their low-stock threshold, or running out within `days` days at the rate they sold over the last 28 days.',
  args: z.object({ days: z.number().int().min(1).max(90).default(7) }),
  run: async (ctx, args) => {
    const range = lastDays(RATE_DAYS, ctx.today);
    const rows = await productPerformance.getProductPerformance(ctx.deps, ctx.access, range);
    const items = rows
      .filter((p) => p.stock !== null && p.productId !== null)
      .map((p) => {
        const stock = p.stock!;
        const perDay = p.quantity / RATE_DAYS;
        // Whole days of stock left at that rate (null when it did not sell).
        const daysLeft = perDay > 0 ? Math.max(0, Math.floor(stock / perDay)) : null;
        const low = stock <= p.threshold!;
        const runningOut = daysLeft !== null && daysLeft <= args.days;
        return {
          name: p.name,
          stock,
          threshold: p.threshold!,
          soldLast28Days: p.quantity,
          daysLeft,
          low,
          runningOut,
        };
      })
      .filter((p) => p.low || p.runningOut)
      .sort(
        (a, b) =>
          a.stock - b.stock ||
          (a.daysLeft ?? 1e9) - (b.daysLeft ?? 1e9) ||
          a.name.localeCompare(b.name),
      );
    return {
      currency: ctx.currency,
      timezone: ctx.timezone,
      rows: rows.length,
      method: `stock at or below its threshold, or days left = stock / (units sold ${range.from} to ${range.to} / ${RATE_DAYS}) of at most ${args.days}`,
      withinDays: args.days,
      count: items.length,
      items: items.slice(0, 20),
    };
  },
});
