import { lazy, type ReactNode } from 'react';
import { AfterFirstScreen } from '#src/lib/first-screen.tsx';
import { AppErrorBoundary } from './overlays/app-error-boundary.tsx';
import type { UiLocale } from '#src/i18n/locales.ts';

// The toaster (and sonner) load once the first screen has shown: a toast raised earlier is
// replayed when it mounts, so nothing is lost, and the first screen does not share the connection
// with ~10 KiB of toast code (ADR 054).
const AppToaster = lazy(() => import('./app-toaster.tsx'));

/**
 * Everything outside the router: the language, error boundary, server-state cache, toasts. Async
 * because TanStack Query (~10 KiB) and the language's messages are not part of the shell: main.tsx
 * awaits this after creating the router, so they download beside the first screen's chunks, and
 * React renders once, with the providers in place. (Not a Suspense boundary around the router: RouterProvider would then render
 * in a retry that React may pause, and a router that finished loading in that pause never tells
 * it: the first screen stayed on its loading fallback.)
 */
export async function loadAppProviders(locale: UiLocale) {
  // Lingui's core (~4 KiB) and the language's messages come beside the query cache, not in the
  // shell: shell components only read the I18nProvider's context (`useLingui`, `<Trans>`).
  // @lingui/react itself is in the router's chunks (their `<Trans>` and `useLingui`); imported
  // here statically, the entry carried a second copy of it (~1.9 KiB).
  const [{ default: QueryProvider }, { I18nProvider }, { i18n }] = await Promise.all([
    import('./query-provider.tsx'),
    import('@lingui/react'),
    import('#src/i18n/activate.ts').then(async (module) => {
      await module.activateLocale(locale);
      return module;
    }),
  ]);
  return function AppProviders({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <QueryProvider>
            {children}
            <AfterFirstScreen>
              <AppToaster />
            </AfterFirstScreen>
          </QueryProvider>
        </AppErrorBoundary>
      </I18nProvider>
    );
  };
}
