import type { StockCount } from '@app/contracts/stock-counts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CheckCircle2, Download, FileText, History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { downloadFile } from '#src/lib/csv.ts';
import { formatCount, formatDateTime, useMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { reportLines, varianceCsv, variancePdf } from '../variance-export.ts';

interface VarianceReviewProps {
  count: StockCount;
  business: { id: string; name: string; currency: string; slug: string; timezone?: string };
  /** Null once the count is closed. */
  onBack: (() => void) | null;
  onApply: (() => Promise<unknown>) | null;
  /** Counts still on this device: applying waits for them. */
  waiting: number;
}

function signed(n: number) {
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatCount(Math.abs(n))}`;
}

/** The differences between the shelf and the books, at cost, with the totals; then Apply. */
export function VarianceReview({ count, business, onBack, onApply, waiting }: VarianceReviewProps) {
  const { t, i18n } = useLingui();
  const money = useMoney(business.currency);
  const [confirming, setConfirming] = useState(false);
  const lines = reportLines(count);
  const totals = count.totals;
  const changed = lines.filter((l) => l.varianceQuantity !== 0).length;
  const fileName = `stock-count-${business.slug}-${count.createdAt.slice(0, 10)}`;
  const signedMoney = (n: number) => (n > 0 ? `+${money(n)}` : money(n));
  const netValue = signedMoney(totals.varianceValue);

  const exportCsv = () =>
    downloadFile(varianceCsv(i18n, count), `${fileName}.csv`, 'text/csv;charset=utf-8');
  const exportPdf = async () => {
    try {
      downloadFile(await variancePdf(i18n, count, business), `${fileName}.pdf`, 'application/pdf');
    } catch (err) {
      toast.error(errorMessage(err, t`Could not make the PDF. Try again.`));
    }
  };

  const units = (n: number) => {
    const shown = formatCount(n);
    return plural(n, { one: `${shown} unit`, other: `${shown} units` });
  };
  const net = signed(totals.varianceQuantity);
  const summary: { label: string; value: string; hint: string; tone: string }[] = [
    {
      label: t`Counted`,
      value: `${formatCount(totals.counted)} / ${formatCount(totals.items)}`,
      hint: t`items`,
      tone: '',
    },
    {
      label: t`Short`,
      value: money(-totals.shortValue),
      hint: units(totals.shortQuantity),
      tone: totals.shortQuantity > 0 ? 'text-danger' : '',
    },
    {
      label: t`Over`,
      value: money(totals.overValue),
      hint: units(totals.overQuantity),
      tone: totals.overQuantity > 0 ? 'text-primary' : '',
    },
    {
      label: t`Net difference`,
      value: signedMoney(totals.varianceValue),
      hint: t`${plural(Math.abs(totals.varianceQuantity), { one: `${net} unit at cost`, other: `${net} units at cost` })}`,
      tone: totals.varianceValue < 0 ? 'text-danger' : '',
    },
  ];

  return (
    <div className="space-y-5">
      {count.status === 'applied' && (
        <div className="flex items-center gap-2 rounded-xl border border-primary/25 bg-primary-soft px-4 py-3 text-sm text-primary">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          <span>
            <Trans>
              Applied {formatDateTime(count.appliedAt!, business.timezone)}: the stock now matches
              the shelf.
            </Trans>
          </span>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {summary.map((s) => (
          <div key={s.label} className="rounded-2xl border border-border bg-surface p-4">
            <dt className="text-sm text-muted-foreground">{s.label}</dt>
            <dd className={cn('mt-1 text-lg font-semibold tabular-nums', s.tone)}>{s.value}</dd>
            <dd className="text-xs text-muted-foreground tabular-nums">{s.hint}</dd>
          </div>
        ))}
      </dl>

      <div className="overflow-hidden rounded-2xl border border-border bg-surface">
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Differences per item</Trans>
          </caption>
          <thead className="bg-surface-muted text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Item</Trans>
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
                <Trans>Expected</Trans>
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
                <Trans>Counted</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <Trans>Difference</Trans>
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <Trans>At cost</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {lines.map((l) => {
              const q = l.varianceQuantity ?? 0;
              const expected = formatCount(l.expected ?? 0);
              const counted = formatCount(l.counted ?? 0);
              return (
                <tr key={l.productId}>
                  <td className="px-3 py-2.5">
                    <p className="font-medium">{l.productName}</p>
                    <p className="text-xs text-muted-foreground sm:hidden">
                      <Trans>
                        {counted} counted, {expected} expected
                      </Trans>
                    </p>
                  </td>
                  <td className="hidden px-3 py-2.5 text-right tabular-nums sm:table-cell">
                    {expected}
                  </td>
                  <td className="hidden px-3 py-2.5 text-right tabular-nums sm:table-cell">
                    {counted}
                  </td>
                  <td
                    className={cn(
                      'px-3 py-2.5 text-right font-semibold tabular-nums',
                      q < 0 && 'text-danger',
                      q > 0 && 'text-primary',
                      q === 0 && 'text-muted-foreground',
                    )}
                  >
                    {signed(q)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {signedMoney(l.varianceValue ?? 0)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {waiting > 0 && onApply && (
        <p className="text-sm text-warning">
          <Trans>Some counts are still on this device. Apply once they are saved.</Trans>
        </p>
      )}
      {/* Clear of the floating quick-action button and the bottom navigation on a phone. */}
      <div className="flex flex-col gap-3 pb-24 sm:flex-row sm:flex-wrap sm:items-center min-[948px]:pb-0">
        <div className="flex flex-wrap gap-2">
          {onBack && (
            <Button variant="outline" onClick={onBack}>
              <ArrowLeft className="size-4" aria-hidden />
              <Trans>Back to counting</Trans>
            </Button>
          )}
          <Button variant="ghost" onClick={exportCsv}>
            <Download className="size-4" aria-hidden />
            CSV
          </Button>
          <Button variant="ghost" onClick={() => void exportPdf()}>
            <FileText className="size-4" aria-hidden />
            PDF
          </Button>
          {count.status === 'applied' && (
            <Button asChild variant="outline">
              <Link to={`/stock-history/${encodeURIComponent(business.id)}`}>
                <History className="size-4" aria-hidden />
                <Trans>Stock history</Trans>
              </Link>
            </Button>
          )}
        </div>
        {onApply && (
          <Button
            size="lg"
            className="w-full sm:ml-auto sm:w-auto"
            onClick={() => setConfirming(true)}
            disabled={waiting > 0 || totals.counted === 0}
          >
            <CheckCircle2 className="size-4" aria-hidden />
            <Trans>Apply count</Trans>
          </Button>
        )}
      </div>
      {onApply && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t`Apply this count?`}
          description={`${t`${plural(changed, {
            one: `The stock of # item changes to what was counted.`,
            other: `The stock of # items changes to what was counted.`,
          })}`} ${t`Net difference at cost: ${netValue}. Items not counted keep their stock. This cannot be undone.`}`}
          confirmLabel={t`Apply count`}
          onConfirm={onApply}
        />
      )}
    </div>
  );
}
