import { lazy, Suspense, type ReactNode } from 'react';
import { MobileMoneySlotContext } from '#src/features/sales/mobile-money-slot.ts';
import type { MobileMoneyRequestProps } from '#src/lib/mobile-money-request.ts';

// Loaded when the till picks mobile money (features/payments, ADR 077).
const MobileMoneyRequest = lazy(() =>
  import('#src/features/payments/components/mobile-money-request.tsx').then((m) => ({
    default: m.MobileMoneyRequest,
  })),
);

const request = (props: MobileMoneyRequestProps) => (
  <Suspense fallback={null}>
    <MobileMoneyRequest {...props} />
  </Suspense>
);

/** The payments feature's mobile-money request in the POS checkout (features/sales/mobile-money-slot.ts). */
export function WithMobileMoney({ children }: { children: ReactNode }) {
  return <MobileMoneySlotContext value={request}>{children}</MobileMoneySlotContext>;
}
