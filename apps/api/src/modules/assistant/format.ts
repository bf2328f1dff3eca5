import type { AssistantTable } from '@app/contracts';
import type { Phrasings } from './phrasings.ts';
import type { ResolvedPeriod } from './tools/period.ts';

/** Money as the business's currency code and the amount with two decimals: "KES 1,830.40". */
export function money(amount: number, currency: string): string {
  const formatted = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '-' : ''}${currency} ${formatted}`;
}

/**
 * Fills {name} placeholders; an unknown placeholder is left as it is. `{name|one|other}` picks
 * the word by the number in `name` with the language's plural rules ("{count|sale|sales}" gives
 * "sale" for 1 and "sales" otherwise), so the phrasing files say how each language counts.
 */
export function fill(
  template: string,
  values: Record<string, string | number>,
  language = 'en',
): string {
  const rules = new Intl.PluralRules(language);
  return template
    .replace(/\{(\w+)\|([^{}|]*)\|([^{}|]*)\}/g, (all, key: string, one: string, other: string) => {
      const value = values[key];
      if (typeof value !== 'number') return all;
      return rules.select(value) === 'one' ? one : other;
    })
    .replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "this week (2027-03-15 to 2027-03-17, Africa/Nairobi time)". */
export function periodText(lang: Phrasings, period: ResolvedPeriod, timezone: string): string {
  const name =
    lang.periodNames[period.name as keyof Phrasings['periodNames']] ?? lang.periodNames.custom;
  return fill(lang.templates.period, { period: name, from: period.from, to: period.to, timezone });
}

export function table(columns: string[], rows: (string | number)[][]): AssistantTable {
  return { columns, rows };
}
