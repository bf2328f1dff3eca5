import type { Analytics, TopProduct } from '@app/contracts/analytics';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { formatCount, formatMoney } from '../format.ts';

const TABS = [
  { value: 'byRevenue', label: msg`By revenue` },
  { value: 'byQuantity', label: msg`By quantity` },
  { value: 'byProfit', label: msg`By profit` },
] as const;

const th = 'px-3 py-2 text-left text-xs font-medium text-muted-foreground';
const td = 'px-3 py-2.5 tabular-nums';

function ProductTable({ rows, currency }: { rows: TopProduct[]; currency: string }) {
  if (rows.length === 0)
    return (
      <p className="px-3 py-6 text-sm text-muted-foreground">
        <Trans>No products sold in this range.</Trans>
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border">
            <th className={th}>
              <Trans>Product</Trans>
            </th>
            <th className={`${th} text-right`}>
              <Trans comment="quantity, a narrow column heading">Qty</Trans>
            </th>
            <th className={`${th} text-right`}>
              <Trans>Revenue</Trans>
            </th>
            <th className={`${th} text-right`}>
              <Trans>Profit</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((p, i) => (
            <tr key={`${p.productId ?? p.name}-${i}`}>
              <td className="max-w-[10rem] truncate px-3 py-2.5 font-medium sm:max-w-none">
                <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}</span>
                {p.name}
              </td>
              <td className={`${td} text-right`}>{formatCount(p.quantity)}</td>
              <td className={`${td} text-right`}>{formatMoney(p.revenue, currency)}</td>
              <td className={`${td} text-right ${p.profit < 0 ? 'text-danger' : ''}`}>
                {formatMoney(p.profit, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TopTables({ report }: { report: Analytics }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="report-section min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <h2 className="mb-3 font-semibold tracking-tight">
          <Trans>Top products</Trans>
        </h2>
        <Tabs defaultValue="byRevenue">
          <TabsList className="max-w-full overflow-x-auto print:hidden">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {t(tab.label)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="mt-2">
              <ProductTable rows={report.topProducts[tab.value]} currency={report.currency} />
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <section className="report-section min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <h2 className="mb-3 font-semibold tracking-tight">
          <Trans>Top customers</Trans>
        </h2>
        {report.topCustomers.length === 0 ? (
          <p className="px-3 py-6 text-sm text-muted-foreground">
            <Trans>No sales to named customers in this range.</Trans>
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th className={th}>
                    <Trans>Customer</Trans>
                  </th>
                  <th className={`${th} text-right`}>
                    <Trans>Sales</Trans>
                  </th>
                  <th className={`${th} text-right`}>
                    <Trans>Revenue</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {report.topCustomers.map((c, i) => (
                  <tr key={c.customerId}>
                    <td className="max-w-[12rem] truncate px-3 py-2.5 font-medium sm:max-w-none">
                      <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}</span>
                      {c.name}
                    </td>
                    <td className={`${td} text-right`}>{formatCount(c.salesCount)}</td>
                    <td className={`${td} text-right`}>
                      {formatMoney(c.revenue, report.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
