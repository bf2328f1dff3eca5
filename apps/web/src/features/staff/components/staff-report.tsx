import { Trans, useLingui } from '@lingui/react/macro';
import type { Business } from '@app/contracts';
import { useState } from 'react';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatMoney } from '#src/lib/format.ts';
import { useStaffReport } from '../api/get-staff-report.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Sales by staff for a period (the last 30 days to start with). */
export function StaffReport({ business }: { business: Business }) {
  const { t } = useLingui();
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 29 * 86_400_000)));
  const report = useStaffReport(business.id, from, to);
  const money = (n: number) => formatMoney(n, business.currency);
  return (
    <section aria-labelledby="sales-by-staff" className="space-y-3">
      <h3 id="sales-by-staff" className="text-sm font-medium">
        <Trans>Sales by staff</Trans>
      </h3>
      <div className="flex flex-wrap gap-3">
        <Field label={<Trans>From</Trans>}>
          <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label={<Trans>To</Trans>}>
          <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </Field>
      </div>
      {report.data ? (
        report.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No sales in this period.</Trans>
          </p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-border">
            <table className="w-full text-sm">
              <thead className="bg-surface-muted/50 text-left text-xs text-muted-foreground">
                <tr>
                  <th className="px-3 py-2 font-medium">
                    <Trans>Staff</Trans>
                  </th>
                  <th className="px-3 py-2 text-right font-medium">
                    <Trans>Sales</Trans>
                  </th>
                  <th className="px-3 py-2 text-right font-medium">
                    <Trans>Revenue</Trans>
                  </th>
                  <th className="px-3 py-2 text-right font-medium">
                    <Trans>Refunds</Trans>
                  </th>
                  <th className="px-3 py-2 text-right font-medium">
                    <Trans>Discounts</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {report.data.map((row) => (
                  <tr key={row.staffId ?? 'accounts'}>
                    <td className="px-3 py-2">{row.staffId ? row.name : t`Owner and managers`}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.salesCount}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{money(row.revenue)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{money(row.refunds)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{money(row.discounts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : report.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(report.error, t`Could not load sales by staff. Try again.`)}
        </p>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </section>
  );
}
