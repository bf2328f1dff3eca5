import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssistantSource, AssistantTable } from '@app/contracts/assistant';
import { ChevronRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { seriesOfAnswer } from './series.ts';

// Recharts is loaded only when an answer has a series to draw.
const AnswerChart = lazy(() =>
  import('./answer-chart.tsx').then((m) => ({ default: m.AnswerChart })),
);

const TOOL_LABELS: Record<string, MessageDescriptor> = {
  sales_summary: msg`Sales and profit`,
  compare_periods: msg`Two periods compared`,
  top_products: msg`Products ranked`,
  restock: msg`Stock to reorder`,
  customers_owing: msg`Customers who owe`,
  expenses_by_category: msg`Expenses by category`,
  best_times: msg`Best hours and days`,
  forecast_next_week: msg`Next week's forecast`,
};

type Range = { from: string; to: string };
const isRange = (v: unknown): v is Range =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

/** The periods a tool read: its own, both of a comparison, or the forecast's history. */
function periodsOf(result: Record<string, unknown>): Range[] {
  const current = result.current as { period?: unknown } | undefined;
  const previous = result.previous as { period?: unknown } | undefined;
  return [result.period, current?.period, previous?.period, result.history].filter(isRange);
}

export function AnswerTable({ table }: { table: AssistantTable }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-border">
      {/* Compact on phones: four columns of money fit a 390 px screen without scrolling. */}
      <table className="w-full text-left text-xs sm:text-sm">
        <thead className="bg-surface-muted text-xs text-muted-foreground">
          <tr>
            {table.columns.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={`px-1.5 py-1.5 font-medium first:pl-2 sm:px-3 sm:first:pl-3 sm:py-2 ${i > 0 ? 'text-right' : ''}`}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-t border-border">
              {row.map((cell, i) => (
                <td
                  key={i}
                  className={`px-1.5 py-1.5 first:pl-2 sm:px-3 sm:py-2 sm:first:pl-3 ${i > 0 ? 'text-right tabular-nums whitespace-nowrap' : ''}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The small charts of an answer: each period series its tools returned. */
export function AnswerCharts({ sources }: { sources: AssistantSource[] }) {
  return seriesOfAnswer(sources).map((series, i) => (
    <Suspense key={i} fallback={<Skeleton className="mt-3 h-[170px] w-full" />}>
      <AnswerChart series={series} />
    </Suspense>
  ));
}

/** A tool's arguments as "period this_week · product coca cola". */
function argsText(args: Record<string, unknown>): string {
  return Object.entries(args)
    .map(([k, v]) => `${k} ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

/** "How this was computed": each tool, its periods and the rows it read; on every answer. */
export function HowComputed({ sources }: { sources: AssistantSource[] }) {
  const { t, i18n } = useLingui();
  return (
    <details className="group mt-3 rounded-lg border border-border bg-surface-muted/50 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 px-3 py-2 font-medium text-muted-foreground select-none hover:text-foreground">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
        <Trans>How this was computed</Trans>
      </summary>
      {sources.length === 0 && (
        <p className="px-3 pb-3 text-xs text-muted-foreground">
          <Trans>
            No tool was run and no records were read: no figure in this answer comes from your
            records.
          </Trans>
        </p>
      )}
      <ul className="space-y-2 px-3 pb-3 empty:hidden">
        {sources.map((s, i) => {
          const result = s.result;
          const periods = periodsOf(result);
          const label = TOOL_LABELS[s.tool];
          return (
            <li key={i} className="rounded-md bg-surface px-3 py-2">
              <div className="font-medium">
                {label ? i18n._(label) : s.tool}{' '}
                <code className="text-xs text-muted-foreground">{s.tool}</code>
              </div>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
                {Object.keys(s.args).length > 0 && (
                  <>
                    <dt>
                      <Trans>Asked for</Trans>
                    </dt>
                    <dd className="break-words">{argsText(s.args)}</dd>
                  </>
                )}
                {periods.map(({ from, to }, j) => {
                  const number = j + 1;
                  return (
                    <div key={j} className="contents">
                      <dt>{periods.length > 1 ? t`Period ${number}` : t`Period`}</dt>
                      <dd>
                        <Trans comment="a period: from one day to another">
                          <span className="whitespace-nowrap">{from}</span> to{' '}
                          <span className="whitespace-nowrap">{to}</span>
                        </Trans>
                      </dd>
                    </div>
                  );
                })}
                <dt>
                  <Trans>Records read</Trans>
                </dt>
                <dd>{String(result.rows ?? 0)}</dd>
                <dt>
                  <Trans>Currency, time zone</Trans>
                </dt>
                <dd>
                  {String(result.currency ?? '')}, {String(result.timezone ?? '')}
                </dd>
                {typeof result.method === 'string' && (
                  <>
                    <dt>
                      <Trans>Method</Trans>
                    </dt>
                    <dd>{result.method}</dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
