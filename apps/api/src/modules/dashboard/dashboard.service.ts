import {
  DASHBOARD_LIST_LIMIT,
  DEFAULT_BUSINESS_SETTINGS,
  type Dashboard,
  type DashboardPeriod,
} from '@app/contracts';
import * as expensesService from '#src/modules/expenses/expenses.service.ts';
import type { BusinessAccess } from '#src/platform/business-access.ts';
import type { AppDeps } from '#src/platform/deps.ts';
import { fromReplica } from '#src/platform/read-your-writes.ts';
import { uploadUrl } from '#src/platform/storage.ts';
import * as repo from './dashboard.repo.ts';

function toPeriod(windows: repo.WindowRow[], period: repo.WindowRow['period']): DashboardPeriod {
  const figures = ({ revenue, grossProfit, salesCount, expenses, netProfit }: repo.WindowRow) => ({
    revenue,
    grossProfit,
    salesCount,
    expenses,
    netProfit,
  });
  const current = windows.find((w) => w.period === period && !w.isPrevious)!;
  const previous = windows.find((w) => w.period === period && w.isPrevious)!;
  return {
    ...figures(current),
    from: current.from,
    previous: { ...figures(previous), from: previous.from, to: previous.to },
  };
}

/** Today, this week and this month against the periods before, and what needs attention. */
export async function getDashboard(deps: AppDeps, access: BusinessAccess): Promise<Dashboard> {
  const settings = { ...DEFAULT_BUSINESS_SETTINGS, ...access.row.settings };
  await expensesService.recordDueExpenses(deps, access);
  const now = deps.now();
  const row = await fromReplica(deps, access.id, (db) =>
    repo.dashboardFigures(db, {
      businessId: access.id,
      timezone: settings.timezone,
      now,
      defaultThreshold: settings.lowStockThreshold,
      limit: DASHBOARD_LIST_LIMIT,
    }),
  );
  return {
    today: toPeriod(row.windows, 'day'),
    week: toPeriod(row.windows, 'week'),
    month: toPeriod(row.windows, 'month'),
    lowStock: row.lowStock.map(({ image, ...item }) => ({ ...item, imageUrl: uploadUrl(image) })),
    recentSales: row.recentSales.map((sale) => ({
      ...sale,
      soldAt: new Date(sale.soldAt).toISOString(),
    })),
    outstandingBalances: row.balances,
    currency: access.row.currency,
    timezone: settings.timezone,
    generatedAt: now.toISOString(),
  };
}
