import { lazy, Suspense, useState } from 'react';
import { useAppEvent } from '#src/lib/events.ts';
import type { CalculatorRequest } from './calculator-dialog.tsx';

const CalculatorDialog = lazy(() =>
  import('./calculator-dialog.tsx').then((m) => ({ default: m.CalculatorDialog })),
);

/**
 * Listens for 'open-calculator' from anywhere (the quick-action menu, a price field) and shows the
 * modal; the calculator's code loads on first use.
 */
export function CalculatorHost() {
  const [request, setRequest] = useState<CalculatorRequest | null>(null);
  useAppEvent('open-calculator', (detail) => setRequest({ ...detail }));
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <CalculatorDialog request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
