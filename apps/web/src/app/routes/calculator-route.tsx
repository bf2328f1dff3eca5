import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Business } from '@app/contracts/businesses';
import { useParams } from 'react-router';
import { getAnalyticsQueryOptions } from '#src/features/analytics/api/get-analytics.ts';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { ProductPicker } from '#src/features/stock-history/components/product-picker.tsx';
import { getStockReportQueryOptions } from '#src/features/stock-reports/api/get-stock-report.ts';
import type { RenderProductPicker } from '#src/features/tools/components/reorder-tool.tsx';
import { CalculatorPage } from '#src/features/tools/pages/calculator-page.tsx';
import type { ToolContext } from '#src/features/tools/tool-context.ts';
import { calendarRange, todayIn } from '#src/lib/date-range.ts';
import { formatMonthYear } from '#src/lib/format.ts';
import { RouteBusiness } from './route-business.tsx';

function CalculatorScreen({ business, toolId }: { business: Business; toolId?: string }) {
  const { t } = useLingui();
  // Only the break-even tool starts from last month's expenses and the stock's margin.
  const needsFigures = toolId === 'break-even';
  const today = todayIn(business.settings.timezone);
  const lastMonth = calendarRange('last-month', today);
  const analytics = useQuery({
    ...getAnalyticsQueryOptions(business.id, lastMonth),
    enabled: needsFigures,
  });
  const stock = useQuery({ ...getStockReportQueryOptions(business.id), enabled: needsFigures });
  const totals = stock.data?.totals;
  const unitCount = totals?.unitCount ?? 0;

  const context: ToolContext = {
    businessId: business.id,
    currency: business.currency,
    taxRate: business.settings.taxRate,
    lastMonthExpenses: analytics.data?.expenses ?? null,
    lastMonthLabel: formatMonthYear(`${lastMonth.from}T12:00:00Z`, 'UTC'),
    averageUnitMargin:
      totals && unitCount > 0
        ? (totals.stockValueAtPrice - totals.stockValueAtCost) / unitCount
        : null,
    averageUnitPrice: totals && unitCount > 0 ? totals.stockValueAtPrice / unitCount : null,
  };
  // The stock history's product search, lent to the reorder-point tool.
  const renderProductPicker: RenderProductPicker = ({ value, onChange }) => (
    <ProductPicker
      businessId={business.id}
      productId={value?.id}
      productName={value?.name}
      onChange={onChange}
      allLabel={t`No product: type the figures`}
    />
  );
  const settled = !needsFigures || (!analytics.isPending && !stock.isPending);

  return (
    <CalculatorPage
      // Remounts once the figures arrive, so the tool starts from them.
      key={`${business.id}-${settled ? 'ready' : 'loading'}`}
      toolId={toolId}
      context={context}
      renderProductPicker={renderProductPicker}
    />
  );
}

/** /calculator/{businessId}/{toolId?}: the calculator, or one business tool. */
export function CalculatorRoute() {
  const { businessId, toolId } = useParams();
  const query = useBusiness(businessId);
  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading the calculator`}>
      {(business) => <CalculatorScreen business={business} toolId={toolId} />}
    </RouteBusiness>
  );
}
