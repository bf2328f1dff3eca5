import type { Analytics, TopProduct } from '@app/contracts/analytics';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { formatCount, formatMoney } from '../format.ts';

const TABS = [
  { value: 'byRevenue', label: 'Revenue' },
  { value: 'byQuantity', label: 'Quantity' },
  { value: 'byProfit', label: 'Profit' },
] as const;

const th = 'px-3 py-2 text-left text-xs font-medium text-muted-foreground';
const td = 'px-3 py-2.5 tabular-nums';

function ProductTable({ rows, currency }: { rows: TopProduct[]; currency: string }) {
  if (rows.length === 0)
    return (
      <p className="px-3 py-6 text-sm text-muted-foreground">No products sold in this range.</p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border">
            <th className={th}>Product</th>
            <th className={`${th} text-right`}>Qty</th>
            <th className={`${th} text-right`}>Revenue</th>
            <th className={`${th} text-right`}>Profit</th>
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
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="report-section min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <h2 className="mb-3 font-semibold tracking-tight">Top products</h2>
        <Tabs defaultValue="byRevenue">
          <TabsList className="print:hidden">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                By {t.label.toLowerCase()}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t.value} value={t.value} className="mt-2">
              <ProductTable rows={report.topProducts[t.value]} currency={report.currency} />
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <section className="report-section min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
        <h2 className="mb-3 font-semibold tracking-tight">Top customers</h2>
        {report.topCustomers.length === 0 ? (
          <p className="px-3 py-6 text-sm text-muted-foreground">
            No sales to named customers in this range.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th className={th}>Customer</th>
                  <th className={`${th} text-right`}>Sales</th>
                  <th className={`${th} text-right`}>Revenue</th>
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
