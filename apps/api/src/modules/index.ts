import type { FastifyPluginAsync } from 'fastify';
import { businessAccessPlugin } from '#src/platform/business-access.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { googleRoutes } from './auth/google.routes.ts';
import { businessesRoutes } from './businesses/businesses.routes.ts';
import { categoriesRoutes } from './categories/categories.routes.ts';
import { customersServiceRoutes } from './customers/customers-service.routes.ts';
import { customersRoutes } from './customers/customers.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { inventoryRoutes } from './inventory/inventory.routes.ts';
import { managersRoutes } from './managers/managers.routes.ts';
import { receiptsRoutes } from './receipts/receipts.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { salesRoutes } from './sales/sales.routes.ts';
import { stockRoutes } from './stock/stock.routes.ts';
import { trialRoutes } from './trial/trial.routes.ts';

/** Every module of the API, mounted under /api: the whole surface in one place. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(businessAccessPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(googleRoutes, { prefix: '/auth' });
  await app.register(adminRoutes);
  await app.register(trialRoutes);
  await app.register(businessesRoutes);
  await app.register(managersRoutes);
  await app.register(inventoryRoutes);
  await app.register(categoriesRoutes);
  await app.register(stockRoutes);
  await app.register(reportsRoutes);
  await app.register(salesRoutes);
  await app.register(customersRoutes);
  await app.register(customersServiceRoutes);
  await app.register(receiptsRoutes);
};
