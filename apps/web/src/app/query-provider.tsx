import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '#src/lib/query-client.ts';

/**
 * The server-state cache around the app. Its own chunk, loaded by loadAppProviders once the router
 * has started loading the first screen (and its loaders), so this comes in parallel instead of
 * weighing on the shell's first download (ADR 023: <= 100 KiB of JavaScript).
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
