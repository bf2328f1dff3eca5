import { TOAST_DURATION_MS } from '@app/contracts/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '#src/lib/query-client.ts';
import { useTheme } from '#src/lib/theme.ts';
import { AppErrorBoundary } from './overlays/app-error-boundary.tsx';
import { useIsMobile } from '#src/lib/use-media-query.ts';

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
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
