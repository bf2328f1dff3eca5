import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { getSession } from '#src/lib/session.ts';
import { redirectIfLoggedIn, requireAdmin, requireAuth, requireSuperAdmin } from './guards.ts';
import { PageErrorBoundary, RouteErrorBoundary } from './overlays/lazy-error-screens.tsx';
import type { RouteHandle } from './route-handle.ts';
import { AppLoading, RootLayout } from './root-layout.tsx';

/**
 * Every route of SPEC section 2 in one table. Each screen is its own chunk, loaded on first visit.
 *
 * To plug in a page: replace the route's `lazy: notAvailable` with
 *   lazy: page(() => import('#src/features/<feature>/pages/<name>-page.tsx'), '<Name>Page')
 * (a named export). Add a `loader` for data if the page needs it; keep the `handle`.
 */

/** Loads a module and hands its named component to the router. */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}

const notAvailable = page(() => import('./not-available-page.tsx'), 'NotAvailablePage');
const googleReturn = page(
  () => import('#src/features/auth/pages/google-return-page.tsx'),
  'GoogleReturnPage',
);

/** One import for the three subscription screens: one preload list in the shell, not three. */
const subscriptionsPage = (
  name: 'SubscriptionsRoute' | 'SubscriptionSuccessRoute' | 'SubscriptionCancelRoute',
) => page(() => import('./routes/subscriptions-route.tsx'), name);

const publicPage = (title: MessageDescriptor): RouteHandle => ({ public: true, title });
const businessPage = (title: MessageDescriptor): RouteHandle => ({ requiresBusiness: true, title });

/**
 * The businesses guard of SPEC section 2 (business resolution, unknown ids, verification), run as
 * the loader of every business screen. Its code loads with the first business screen.
 */
const businessGuard =
  (section: string, options?: { optional?: boolean }): LoaderFunction =>
  async (args) =>
    (await import('#src/features/businesses/business-route-loader.ts')).businessRouteLoader(
      section,
      options,
    )(args);

/**
 * The POS's loader: the business guard, and beside it the request for the grid's first products
 * (ADR 040: it no longer waits for the guard, the POS's code and its first render).
 * The grid's query takes that request; a guard that redirects drops it.
 */
const salesLoader: LoaderFunction = async (args) => {
  const id = args.params.businessId;
  const products =
    id && getSession().isVerified ? import('#src/features/sales/api/first-products.ts') : undefined;
  void products?.then((m) => m.startFirstProducts(id!));
  try {
    return await businessGuard('sales')(args);
  } catch (err) {
    void products?.then((m) => m.dropFirstProducts(id!));
    throw err;
  }
};

/** A business screen: /{section} and /{section}/{businessId}. */
function businessRoute(section: string, title: MessageDescriptor, extra = ''): RouteObject {
  return {
    path: `${section}/:businessId?${extra}`,
    handle: businessPage(title),
    loader: businessGuard(section),
    lazy: notAvailable,
  };
}

/** A screen that fails keeps its layout, so the navigation still works around the error. */
function withinLayout(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: PageErrorBoundary, children }];
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoading,
    children: [
      // The public shop: the business's own storefront, with no ShopBook chrome around it.
      {
        path: 'shop/:identifier',
        id: 'ShopCatalog',
        handle: publicPage(msg`The shop catalogue`),
        ErrorBoundary: PageErrorBoundary,
        lazy: page(() => import('./routes/shop-route.tsx'), 'ShopRoute'),
      },
      // Public routes: top bar with Sign in / Get started, footer.
      {
        // Its own chunk, loaded with the page it frames (the router fetches both at once).
        lazy: page(() => import('./layouts/public-layout.tsx'), 'PublicLayout'),
        children: withinLayout([
          {
            index: true,
            id: 'LandingPage',
            loader: redirectIfLoggedIn,
            // No title: the landing is the app itself (document.title "ShopBook").
            handle: { public: true },
            lazy: page(() => import('#src/features/landing/landing-page.tsx'), 'LandingPage'),
          },
          {
            path: 'login',
            loader: redirectIfLoggedIn,
            handle: publicPage(msg`Sign in`),
            lazy: page(() => import('#src/features/auth/pages/login-page.tsx'), 'LoginPage'),
          },
          {
            path: 'register',
            loader: redirectIfLoggedIn,
            handle: publicPage(msg`Create your account`),
            lazy: page(() => import('#src/features/auth/pages/register-page.tsx'), 'RegisterPage'),
          },
          {
            path: 'verify-email',
            id: 'VerifyEmail',
            handle: publicPage(msg`Verify your email`),
            lazy: page(
              () => import('#src/features/auth/pages/verify-email-page.tsx'),
              'VerifyEmailPage',
            ),
          },
          {
            path: 'forgot-password',
            handle: publicPage(msg`Forgot password`),
            lazy: page(
              () => import('#src/features/auth/pages/forgot-password-page.tsx'),
              'ForgotPasswordPage',
            ),
          },
          {
            path: 'reset-password',
            handle: publicPage(msg`Reset password`),
            lazy: page(
              () => import('#src/features/auth/pages/reset-password-page.tsx'),
              'ResetPasswordPage',
            ),
          },
          { path: 'auth/callback', handle: publicPage(msg`Signing in`), lazy: googleReturn },
          { path: 'auth/google/callback', handle: publicPage(msg`Signing in`), lazy: googleReturn },
          { path: 'auth/success', handle: publicPage(msg`Signing in`), lazy: googleReturn },
          {
            path: 'terms',
            handle: publicPage(msg`Terms of Service`),
            lazy: page(() => import('#src/features/legal/terms-page.tsx'), 'TermsPage'),
          },
          {
            path: 'privacy',
            handle: publicPage(msg`Privacy Policy`),
            lazy: page(() => import('#src/features/legal/privacy-page.tsx'), 'PrivacyPage'),
          },
          {
            path: 'account-deletion',
            handle: publicPage(msg`Account deletion`),
            lazy: page(
              () => import('#src/features/legal/account-deletion-page.tsx'),
              'AccountDeletionPage',
            ),
          },
          {
            path: 'unsubscribe',
            handle: publicPage(msg`Email Policy`),
            lazy: page(
              () => import('#src/features/legal/email-policy-page.tsx'),
              'EmailPolicyPage',
            ),
          },
          {
            path: 'verify-receipt',
            handle: publicPage(msg`Receipt verification`),
            lazy: page(
              () => import('#src/features/receipts/pages/verify-receipt-page.tsx'),
              'VerifyReceiptPage',
            ),
          },
          // SPEC: any other path shows a not-found screen.
          {
            path: '*',
            handle: { title: msg`Page not found` },
            lazy: page(() => import('#src/features/not-found/not-found-page.tsx'), 'NotFoundPage'),
          },
        ]),
      },

      // A till device (ADR 076): /till the staff picker and PIN pad, /till/{id} the member's POS.
      {
        path: 'till/:businessId?',
        handle: { title: msg`The till` },
        ErrorBoundary: PageErrorBoundary,
        lazy: () => import('./routes/till-route.tsx'),
      },

      // Signed-in routes: a logged-out visitor is sent to /login and brought back afterwards.
      {
        loader: requireAuth,
        // Its own chunk: visitors of the public pages never download the signed-in shell.
        lazy: page(() => import('./routes/business-shell.tsx'), 'BusinessShell'),
        children: withinLayout([
          {
            path: 'businesses',
            id: 'BusinessList',
            handle: { title: msg`Your businesses` },
            lazy: page(
              () => import('#src/features/businesses/pages/businesses-page.tsx'),
              'BusinessesPage',
            ),
          },
          {
            ...businessRoute('dashboard', msg`The dashboard`),
            lazy: page(() => import('./routes/dashboard-route.tsx'), 'DashboardRoute'),
          },
          {
            ...businessRoute('sales', msg`Sales`),
            // The POS says when its product grid is on screen (lib/first-screen.tsx).
            handle: { ...businessPage(msg`Sales`), holdsFirstScreen: true },
            loader: salesLoader,
            lazy: page(() => import('./routes/sales-route.tsx'), 'SalesRoute'),
          },
          {
            ...businessRoute('inventory', msg`Inventory`),
            lazy: page(() => import('./routes/inventory-route.tsx'), 'InventoryRoute'),
          },
          {
            ...businessRoute('customers', msg`Customers`),
            lazy: page(() => import('./routes/customers-route.tsx'), 'CustomersRoute'),
          },
          {
            ...businessRoute('settings', msg`Business settings`),
            // Without any business, settings still holds the account section.
            loader: businessGuard('settings', { optional: true }),
            lazy: page(() => import('./routes/settings-route.tsx'), 'SettingsRoute'),
          },
          {
            ...businessRoute('analytics', msg`Analytics`),
            lazy: page(() => import('./routes/analytics-route.tsx'), 'AnalyticsRoute'),
          },
          {
            ...businessRoute('catalog', msg`The catalogue manager`),
            lazy: page(() => import('./routes/catalog-route.tsx'), 'CatalogRoute'),
          },
          {
            ...businessRoute('orders', msg`Shop orders`),
            lazy: page(() => import('./routes/orders-route.tsx'), 'OrdersRoute'),
          },
          {
            ...businessRoute('tools', msg`Tools`),
            lazy: page(() => import('./routes/tools-route.tsx'), 'ToolsRoute'),
          },
          {
            ...businessRoute('calculator', msg`The calculator`, '/:toolId?'),
            lazy: page(() => import('./routes/calculator-route.tsx'), 'CalculatorRoute'),
          },
          {
            ...businessRoute('shifts', msg`Shifts`),
            lazy: page(() => import('./routes/shifts-route.tsx'), 'ShiftsRoute'),
          },
          {
            ...businessRoute('payments', msg`Payments`),
            lazy: page(() => import('./routes/payments-route.tsx'), 'PaymentsRoute'),
          },
          {
            ...businessRoute('expenses', msg`Expenses`),
            lazy: page(() => import('./routes/expenses-route.tsx'), 'ExpensesRoute'),
          },
          {
            ...businessRoute('purchasing', msg`Purchasing`),
            lazy: page(() => import('./routes/purchasing-route.tsx'), 'PurchasingRoute'),
          },
          {
            ...businessRoute('ai-assistant', msg`The AI assistant`),
            lazy: page(() => import('./routes/assistant-route.tsx'), 'AssistantRoute'),
          },
          {
            ...businessRoute('financial-stock-reports', msg`Stock reports`),
            lazy: page(() => import('./routes/stock-report-route.tsx'), 'StockReportRoute'),
          },
          {
            ...businessRoute('price-list-generator', msg`The price list generator`),
            lazy: page(() => import('./routes/price-list-route.tsx'), 'PriceListRoute'),
          },
          {
            ...businessRoute('labels', msg`Barcode labels`),
            lazy: page(() => import('./routes/labels-route.tsx'), 'LabelsRoute'),
          },
          {
            ...businessRoute('stock-counts', msg`Stock counts`, '/:countId?'),
            lazy: page(() => import('./routes/stock-counts-route.tsx'), 'StockCountsRoute'),
          },
          {
            ...businessRoute('transfers', msg`Transfers`),
            lazy: page(() => import('./routes/transfers-route.tsx'), 'TransfersRoute'),
          },
          {
            ...businessRoute('stock-history', msg`Stock history`),
            lazy: page(() => import('./routes/stock-history-route.tsx'), 'StockHistoryRoute'),
          },
          {
            path: 'verify/:businessId',
            handle: businessPage(msg`Receipt verification`),
            loader: businessGuard('verify'),
            lazy: page(() => import('./routes/verify-route.tsx'), 'VerifyRoute'),
          },
          {
            path: 'subscriptions',
            handle: { title: msg`Subscriptions` },
            lazy: subscriptionsPage('SubscriptionsRoute'),
          },
          {
            path: 'subscriptions/success',
            handle: { title: msg`Payment` },
            lazy: subscriptionsPage('SubscriptionSuccessRoute'),
          },
          {
            path: 'subscriptions/cancel',
            handle: { title: msg`Payment cancelled` },
            lazy: subscriptionsPage('SubscriptionCancelRoute'),
          },
          {
            path: 'notifications/:notificationId?',
            handle: { title: msg`Notifications` },
            lazy: page(() => import('./routes/notifications-route.tsx'), 'NotificationsRoute'),
          },

          // Admin routes.
          {
            loader: requireAdmin,
            children: [
              {
                path: 'admin',
                handle: { title: msg`Admin` },
                lazy: page(() => import('#src/features/admin/pages/admin-page.tsx'), 'AdminPage'),
              },
              {
                path: 'admin/notifications',
                handle: { title: msg`Notification admin` },
                lazy: page(
                  () => import('./routes/admin-notifications-route.tsx'),
                  'AdminNotificationsRoute',
                ),
              },
            ],
          },
          {
            loader: requireSuperAdmin,
            children: [
              {
                path: 'admin/app-versions',
                handle: { title: msg`App versions` },
                lazy: page(
                  () => import('#src/features/admin/pages/app-versions-page.tsx'),
                  'AppVersionsPage',
                ),
              },
              {
                path: 'test-backend',
                handle: { title: msg`Backend test` },
                lazy: page(
                  () => import('#src/features/admin/pages/test-backend-page.tsx'),
                  'TestBackendPage',
                ),
              },
            ],
          },
        ]),
      },
    ],
  },
];
