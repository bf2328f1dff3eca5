import {
  ASSISTANT_LANGUAGES,
  type AssistantLanguage,
  type AssistantTable,
  type Language,
} from '@app/contracts';
import { translate } from '#src/platform/i18n/i18n.ts';
import { capitalize, fill, money, periodText } from './format.ts';
import { INTENTS, LANGUAGES, type Intent, type Phrasings } from './phrasings.ts';
import { categoryName, tablesFor, weekdayName } from './tables.ts';
import type { ToolContext } from './tools/context.ts';
import { runTool, type ToolCall } from './tools/index.ts';
import type { PeriodPreset, ResolvedPeriod } from './tools/period.ts';
import { productNames } from './tools/products.ts';

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
  /** The part of a product's name the question names ("coca cola"), if any. */
  product: string | null;
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

/**
 * Words of a language's intent, period and measure phrasings and its question words: a product
 * is never matched on these alone. Category words are not among them: only a sales question
 * looks for a product, and "maji" (water) may well be one.
 */
const phrasingWords = new Map<Phrasings, Set<string>>();
function wordsOf(language: Phrasings): Set<string> {
  let words = phrasingWords.get(language);
  if (!words) {
    const all = [
      ...Object.values(language.intents).flat(),
      ...Object.values(language.periods).flat(),
      ...language.measures.quantity,
      ...language.measures.profit,
      ...language.ignoreWords,
    ];
    words = new Set(all.flatMap((p) => normalize(p).trim().split(' ')));
    phrasingWords.set(language, words);
  }
  return words;
}

/**
 * The longest run of words of a product's name that the question holds (each at the start of a
 * question word, so "soda" finds "sodas"), with at least one word of three letters or more that
 * is not a question word: "How many Coca-Cola did I sell" names "coca cola" of "Coca-Cola 500ml".
 */
function findProduct(
  language: Phrasings,
  text: string,
  names: string[],
): { phrase: string; at: number } | null {
  const skip = wordsOf(language);
  let best: { phrase: string; at: number } | null = null;
  for (const name of names) {
    const words = normalize(name).trim().split(' ');
    for (let i = 0; i < words.length; i++) {
      for (let j = words.length; j > i; j--) {
        const run = words.slice(i, j);
        if (!run.some((w) => w.length >= 3 && !/^\d/.test(w) && !skip.has(w))) continue;
        const phrase = run.join(' ');
        if (best && phrase.length <= best.phrase.length) continue;
        const at = find(text, phrase);
        if (at >= 0) best = { phrase, at };
      }
    }
  }
  return best;
}

function understandIn(
  language: Phrasings,
  question: string,
  products: string[],
): Understood & { score: number } {
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
  // A product's name next, blanked out too: "Coca-Cola 500ml" holds no stray number.
  const named = findProduct(language, text, products);
  if (named) {
    const end = text.indexOf(' ', named.at + named.phrase.length + 1);
    text = text.slice(0, named.at) + ' '.repeat(end - named.at) + text.slice(end);
  }
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
  // The category named by the longest phrase: "kodi ya serikali" is taxes, "kodi" alone rent.
  let category: string | null = null;
  let categoryScore = 0;
  for (const [name, list] of Object.entries(language.categories)) {
    const s = Math.max(0, ...list.filter((p) => find(text, p) >= 0).map((p) => p.trim().length));
    if (s > categoryScore) {
      category = name;
      categoryScore = s;
    }
  }
  score += categoryScore;
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
  return {
    language,
    intent,
    periods,
    category,
    measure,
    count,
    stray,
    product: named?.phrase ?? null,
    score,
  };
}

/**
 * The question read in the language whose phrasings match it best (English on a tie), with the
 * business's product names to find one the question names.
 */
export function understand(
  question: string,
  preferred?: string,
  products: string[] = [],
): Understood {
  const readings = LANGUAGES.map((l) => understandIn(l, question, products));
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

/**
 * The language the analyst answers a reader in: theirs when it has phrasings for it, else
 * English (Hausa and Yoruba for now, with a note in their language: `englishOnlyNote`).
 */
export function answerLanguageFor(reader: Language): AssistantLanguage {
  return (ASSISTANT_LANGUAGES as readonly string[]).includes(reader)
    ? (reader as AssistantLanguage)
    : 'en';
}

/** The note put before an English answer to a reader whose language the analyst lacks. */
export function englishOnlyNote(reader: Language, answered: string): string | null {
  return answered === 'en' && answerLanguageFor(reader) !== reader
    ? translate(reader, 'assistant.englishOnly')
    : null;
}

/**
 * Answers a question with the tools, in the reader's language (their account's), unless the
 * question reads plainly better in another language the analyst speaks: then in that one.
 */
export async function analyse(
  ctx: ToolContext,
  question: string,
  reader: Language = 'en',
): Promise<AnalystAnswer> {
  let q = understand(question, answerLanguageFor(reader));
  // A sales question may name a product: read it again with the business's product names.
  if (q.intent === 'sales_summary')
    q = understand(question, q.language.language, await productNames(ctx));
  const lang = q.language;
  const t = lang.templates;
  const sources: ToolCall[] = [];
  const m = (n: number) => money(n, ctx.currency);
  const say = (template: string, values: Record<string, string | number>) =>
    fill(template, values, lang.language);
  const when = (p: ResolvedPeriod) => periodText(lang, p, ctx.timezone);
  const call = async (tool: string, args: object) => {
    const c = await runTool(ctx, tool, args);
    sources.push(c);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- compact JSON of the tool
    return c.result as Record<string, any>;
  };
  const note = englishOnlyNote(reader, lang.language);
  const done = (answer: string): AnalystAnswer => ({
    language: lang.language as AssistantLanguage,
    answer: note ? `${note}\n\n${answer}` : answer,
    sources,
    tables: tablesFor(sources, lang),
  });
  const cantTell = () => done(`${t.cantTell} ${t.canTell}`);
  if (!q.intent || q.stray) return cantTell();
  const period = q.periods[0];

  if (q.intent === 'sales_summary' && q.product) {
    const r = await call('top_products', {
      period: period ?? 'today',
      product: q.product,
      by: 'quantity',
      order: 'top',
      limit: 20,
    });
    type Line = { name: string; quantity: number; revenue: number; profit: number };
    const products = r.products as Line[];
    const values = {
      product: products.length === 1 ? products[0]!.name : q.product,
      period: when(r.period),
      quantity: r.total.quantity,
      revenue: m(r.total.revenue),
      profit: m(r.total.profit),
    };
    if (r.total.quantity === 0) return done(say(t.productNone, values));
    if (products.length === 1) return done(say(t.productSales, values));
    const lines = products
      .filter((p) => p.quantity > 0)
      .map((p) => `- ${p.name}: ${p.quantity}, ${m(p.revenue)}`);
    return done([say(t.productSalesMany, values), ...lines].join('\n'));
  }

  switch (q.intent) {
    case 'sales_summary': {
      const r = await call('sales_summary', { period: period ?? 'today' });
      if (r.salesCount === 0) return done(say(t.salesNone, { period: when(r.period) }));
      return done(
        say(t.salesSummary, {
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
        say(t.compare, {
          current: capitalize(when(r.current.period)),
          revenueCurrent: m(r.current.revenue),
          countCurrent: r.current.salesCount,
          previous: capitalize(when(r.previous.period)),
          revenuePrevious: m(r.previous.revenue),
          countPrevious: r.previous.salesCount,
          direction: diff > 0 ? t.up : diff < 0 ? t.down : t.same,
          difference: m(Math.abs(diff)),
          percent: percent === null ? '' : say(t.percent, { value: Math.abs(percent) }),
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
        return done(say(t.noProducts, { period: when(r.period) }));
      const head = say(order === 'top' ? t.topProducts : t.slowestProducts, {
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
      if (r.count === 0) return done(say(t.restockNone, { days }));
      const lines = r.items.map((i: { name: string; stock: number }) => `- ${i.name}: ${i.stock}`);
      return done([say(t.restock, { count: r.count, days }), ...lines].join('\n'));
    }
    case 'customers_owing': {
      const r = await call('customers_owing', {});
      if (r.customerCount === 0) return done(t.owingNone);
      const lines = r.customers.map(
        (x: { name: string; balance: number }) => `- ${x.name}: ${m(x.balance)}`,
      );
      return done(
        [say(t.owing, { count: r.customerCount, total: m(r.total) }), ...lines].join('\n'),
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
        category: q.category ? categoryName(lang, q.category) : '',
      };
      if (q.category)
        return done(say(r.count === 0 ? t.expensesNoneCategory : t.expensesCategory, values));
      if (r.count === 0) return done(say(t.expensesNone, values));
      const byCategory = r.byCategory as { category: string; total: number }[];
      const lines = byCategory.map((x) => `- ${categoryName(lang, x.category)}: ${m(x.total)}`);
      return done([say(t.expensesAll, values), ...lines].join('\n'));
    }
    case 'best_times': {
      const r = await call('best_times', { period: period ?? 'last_30_days' });
      const day = r.weekdays[0] as { weekday: string; revenue: number } | undefined;
      const hour = r.hours[0] as { hour: number; revenue: number } | undefined;
      if (!day || !hour) return done(say(t.bestTimesNone, { period: when(r.period) }));
      return done(
        say(t.bestTimes, {
          period: when(r.period),
          weekday: weekdayName(lang, day.weekday),
          weekdayRevenue: m(day.revenue),
          hour: String(hour.hour).padStart(2, '0'),
          hourRevenue: m(hour.revenue),
        }),
      );
    }
    case 'forecast_next_week': {
      const r = await call('forecast_next_week', {});
      const days = r.days as { date: string }[];
      return done(
        say(t.forecast, {
          from: days[0]!.date,
          to: days[6]!.date,
          total: m(r.total),
          trend: r.trend,
        }),
      );
    }
  }
}
