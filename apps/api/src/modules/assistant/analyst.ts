import type { AssistantLanguage, AssistantTable } from '@app/contracts';
import { capitalize, fill, money, periodText, table } from './format.ts';
import { INTENTS, LANGUAGES, type Intent, type Phrasings } from './phrasings.ts';
import type { ToolContext } from './tools/context.ts';
import { runTool, type ToolCall } from './tools/index.ts';
import type { PeriodPreset, ResolvedPeriod } from './tools/period.ts';

/*
 * The built-in analyst: answers the common questions without any language model. The question
 * is matched against the phrasings of each language (phrasings/*.json), the tool named by the
 * intent runs with the period, category, measure and count found in the question, and the answer
 * is written from the tool's result with the language's sentences. It never guesses: a question
 * it does not understand gets "I can't tell that from your records" and what it can tell.
 */

export interface Understood {
  language: Phrasings;
  intent: Intent | null;
  /** Named periods in the order the question mentions them. */
  periods: PeriodPreset[];
  category: string | null;
  measure: 'revenue' | 'quantity' | 'profit';
  /** A count in the question ("top 5", "within 14 days"), if any. */
  count: number | null;
  /** A number the analyst could not place (a year, a date): it will not guess. */
  stray: boolean;
}

export interface AnalystAnswer {
  language: AssistantLanguage;
  answer: string;
  sources: ToolCall[];
  tables: AssistantTable[];
}

/** The order intents win in when a question matches several; the sales summary is the catch-all. */
const PRIORITY: Intent[] = [
  'compare_periods',
  'best_times',
  'slowest_products',
  'top_products',
  'restock',
  'customers_owing',
  'expenses_by_category',
  'forecast_next_week',
  'sales_summary',
];

export function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Where a phrase starts in the normalized text (at the start of a word), or -1. */
function find(text: string, phrase: string): number {
  const p = normalize(phrase).trimEnd();
  const at = text.indexOf(p);
  return at;
}

function matchScore(text: string, phrases: string[]): number {
  return phrases.reduce((s, p) => (find(text, p) >= 0 ? s + p.trim().length : s), 0);
}

function understandIn(language: Phrasings, question: string): Understood & { score: number } {
  let text = normalize(question);
  let score = 0;
  // Periods first (longest phrase first), blanked out so "last 30 days" is not a count.
  const found: { preset: PeriodPreset; at: number }[] = [];
  const periodPhrases = Object.entries(language.periods)
    .flatMap(([preset, list]) => list.map((p) => ({ preset: preset as PeriodPreset, p })))
    .sort((a, b) => b.p.length - a.p.length);
  for (const { preset, p } of periodPhrases) {
    const at = find(text, p);
    if (at < 0) continue;
    found.push({ preset, at });
    score += p.length;
    const n = normalize(p).trimEnd();
    text = text.slice(0, at) + ' '.repeat(n.length) + text.slice(at + n.length);
  }
  const periods = [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.preset))];
  let intent: Intent | null = null;
  let best = 0;
  for (const candidate of INTENTS) {
    const s = matchScore(text, language.intents[candidate] ?? []);
    score += s;
    if (s > 0 && (intent === null || PRIORITY.indexOf(candidate) < PRIORITY.indexOf(intent))) {
      intent = candidate;
      best = s;
    }
  }
  void best;
  let category: string | null = null;
  for (const [name, list] of Object.entries(language.categories)) {
    const s = matchScore(text, list);
    if (s > 0 && category === null) {
      category = name;
      score += s;
    }
  }
  const measure =
    matchScore(text, language.measures.profit) > 0
      ? 'profit'
      : matchScore(text, language.measures.quantity) > 0
        ? 'quantity'
        : 'revenue';
  const numbers = [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0]));
  const countable =
    intent === 'top_products' || intent === 'slowest_products' || intent === 'restock';
  const count =
    countable && numbers.length === 1 && Number.isInteger(numbers[0]) ? numbers[0]! : null;
  const stray = numbers.length > (count === null ? 0 : 1);
  return { language, intent, periods, category, measure, count, stray, score };
}

/** The question read in the language whose phrasings match it best (English on a tie). */
export function understand(question: string, preferred?: string): Understood {
  const readings = LANGUAGES.map((l) => understandIn(l, question));
  let pick = readings.find((r) => r.language.language === preferred) ?? readings[0]!;
  for (const r of readings) if (r.score > pick.score) pick = r;
  return pick;
}

const PREVIOUS: Partial<Record<PeriodPreset, PeriodPreset>> = {
  today: 'yesterday',
  this_week: 'last_week',
  this_month: 'last_month',
  last_week: 'this_week',
  last_month: 'this_month',
};

/** Answers a question with the tools; in the question's language. */
export async function analyse(ctx: ToolContext, question: string): Promise<AnalystAnswer> {
  const q = understand(question);
  const lang = q.language;
  const t = lang.templates;
  const sources: ToolCall[] = [];
  const tables: AssistantTable[] = [];
  const m = (n: number) => money(n, ctx.currency);
  const when = (p: ResolvedPeriod) => periodText(lang, p, ctx.timezone);
  const call = async (tool: string, args: object) => {
    const c = await runTool(ctx, tool, args);
    sources.push(c);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- compact JSON of the tool
    return c.result as Record<string, any>;
  };
  const done = (answer: string): AnalystAnswer => ({
    language: lang.language as AssistantLanguage,
    answer,
    sources,
    tables,
  });
  const cantTell = () => done(`${t.cantTell} ${t.canTell}`);
  if (!q.intent || q.stray) return cantTell();
  const period = q.periods[0];
  const c = t.columns;

  switch (q.intent) {
    case 'sales_summary': {
      const r = await call('sales_summary', { period: period ?? 'today' });
      if (r.salesCount === 0) return done(fill(t.salesNone, { period: when(r.period) }));
      return done(
        fill(t.salesSummary, {
          revenue: m(r.revenue),
          period: when(r.period),
          count: r.salesCount,
          grossProfit: m(r.grossProfit),
          expenses: m(r.expenses),
          netProfit: m(r.netProfit),
        }),
      );
    }
    case 'compare_periods': {
      const current = period ?? 'this_month';
      const previous = q.periods[1] ?? PREVIOUS[current] ?? 'last_month';
      const r = await call('compare_periods', { current, previous });
      const diff: number = r.change.revenue.difference;
      const percent: number | null = r.change.revenue.percent;
      return done(
        fill(t.compare, {
          current: capitalize(when(r.current.period)),
          revenueCurrent: m(r.current.revenue),
          countCurrent: r.current.salesCount,
          previous: capitalize(when(r.previous.period)),
          revenuePrevious: m(r.previous.revenue),
          countPrevious: r.previous.salesCount,
          direction: diff > 0 ? t.up : diff < 0 ? t.down : t.same,
          difference: m(Math.abs(diff)),
          percent: percent === null ? '' : fill(t.percent, { value: Math.abs(percent) }),
        }),
      );
    }
    case 'top_products':
    case 'slowest_products': {
      const order = q.intent === 'top_products' ? 'top' : 'slowest';
      const limit = Math.min(20, Math.max(1, q.count ?? 5));
      const r = await call('top_products', {
        period: period ?? 'this_month',
        by: q.measure,
        order,
        limit,
      });
      if (
        r.products.length === 0 ||
        (order === 'top' && r.products.every((p: { quantity: number }) => p.quantity === 0))
      )
        return done(fill(t.noProducts, { period: when(r.period) }));
      tables.push(
        table(
          [c.product, c.quantity, c.revenue, c.profit],
          r.products.map(
            (p: { name: string; quantity: number; revenue: number; profit: number }) => [
              p.name,
              p.quantity,
              m(p.revenue),
              m(p.profit),
            ],
          ),
        ),
      );
      const head = fill(order === 'top' ? t.topProducts : t.slowestProducts, {
        measure: t.measures[q.measure],
        period: when(r.period),
      });
      const lines = r.products.map(
        (p: { name: string; quantity: number; revenue: number; profit: number }) =>
          `- ${p.name}: ${q.measure === 'quantity' ? p.quantity : m(p[q.measure])}`,
      );
      return done([head, ...lines].join('\n'));
    }
    case 'restock': {
      const days = Math.min(90, Math.max(1, q.count ?? 7));
      const r = await call('restock', { days });
      if (r.count === 0) return done(fill(t.restockNone, { days }));
      tables.push(
        table(
          [c.product, c.stock, c.threshold, c.daysLeft],
          r.items.map(
            (i: { name: string; stock: number; threshold: number; daysLeft: number | null }) => [
              i.name,
              i.stock,
              i.threshold,
              i.daysLeft ?? '',
            ],
          ),
        ),
      );
      const lines = r.items.map((i: { name: string; stock: number }) => `- ${i.name}: ${i.stock}`);
      return done([fill(t.restock, { count: r.count, days }), ...lines].join('\n'));
    }
    case 'customers_owing': {
      const r = await call('customers_owing', {});
      if (r.customerCount === 0) return done(t.owingNone);
      tables.push(
        table(
          [c.customer, c.balance],
          r.customers.map((x: { name: string; balance: number }) => [x.name, m(x.balance)]),
        ),
      );
      const lines = r.customers.map(
        (x: { name: string; balance: number }) => `- ${x.name}: ${m(x.balance)}`,
      );
      return done(
        [fill(t.owing, { count: r.customerCount, total: m(r.total) }), ...lines].join('\n'),
      );
    }
    case 'expenses_by_category': {
      const r = await call('expenses_by_category', {
        period: period ?? 'this_month',
        ...(q.category ? { category: q.category } : {}),
      });
      const values = {
        total: m(r.total),
        count: r.count,
        period: when(r.period),
        category: q.category ?? '',
      };
      if (q.category)
        return done(fill(r.count === 0 ? t.expensesNoneCategory : t.expensesCategory, values));
      if (r.count === 0) return done(fill(t.expensesNone, values));
      const byCategory = r.byCategory as { category: string; total: number }[];
      tables.push(
        table(
          [c.category, c.amount],
          byCategory.map((x) => [x.category, m(x.total)]),
        ),
      );
      const lines = byCategory.map((x) => `- ${x.category}: ${m(x.total)}`);
      return done([fill(t.expensesAll, values), ...lines].join('\n'));
    }
    case 'best_times': {
      const r = await call('best_times', { period: period ?? 'last_30_days' });
      const day = r.weekdays[0] as { weekday: string; revenue: number } | undefined;
      const hour = r.hours[0] as { hour: number; revenue: number } | undefined;
      if (!day || !hour) return done(fill(t.bestTimesNone, { period: when(r.period) }));
      const dayNames = [
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ];
      return done(
        fill(t.bestTimes, {
          period: when(r.period),
          weekday: lang.weekdays[dayNames.indexOf(day.weekday)] ?? day.weekday,
          weekdayRevenue: m(day.revenue),
          hour: String(hour.hour).padStart(2, '0'),
          hourRevenue: m(hour.revenue),
        }),
      );
    }
    case 'forecast_next_week': {
      const r = await call('forecast_next_week', {});
      const days = r.days as { date: string; weekday: string; forecast: number }[];
      const dayNames = [
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ];
      tables.push(
        table(
          [c.day, c.forecast],
          days.map((d) => [
            `${lang.weekdays[dayNames.indexOf(d.weekday)]} ${d.date}`,
            m(d.forecast),
          ]),
        ),
      );
      return done(
        fill(t.forecast, {
          from: days[0]!.date,
          to: days[6]!.date,
          total: m(r.total),
          trend: r.trend,
        }),
      );
    }
  }
}
