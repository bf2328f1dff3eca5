import { TOAST_DURATION_MS } from '@app/contracts/constants';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTheme } from '#src/lib/theme.ts';
import { AppErrorBoundary } from './overlays/app-error-boundary.tsx';
import { useIsMobile } from '#src/lib/use-media-query.ts';

// The toaster (and sonner) load after the shell runs: a toast raised earlier is replayed when it
// mounts, so nothing is lost, and the first paint does not wait for ~10 KiB of toast code.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// TanStack Query (~10 KiB) loads beside the first screen rather than before the shell runs.
const QueryProvider = lazy(() => import('./query-provider.tsx'));

/** SPEC section 4: toasts of four types that go after 3 s; at the top on phones, above the thumb zone. */
function AppToaster() {
  const { resolved } = useTheme();
  const isMobile = useIsMobile();
  return (
    <Toaster
      theme={resolved}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      position={isMobile ? 'top-center' : 'bottom-right'}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

/** Everything outside the router: error boundary, server-state cache, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {/* No fallback: the HTML splash stays up until the first screen is ready (splash.ts). */}
      <Suspense fallback={null}>
        <QueryProvider>
          {children}
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </QueryProvider>
      </Suspense>
    </AppErrorBoundary>
  );
}
