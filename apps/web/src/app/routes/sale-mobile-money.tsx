import { lazy, Suspense, type ReactNode } from 'react';
import {
  MobileMoneySlotContext,
  type MobileMoneyRequestProps,
} from '#src/features/sales/mobile-money-slot.ts';

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
