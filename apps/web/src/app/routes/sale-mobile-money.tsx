import { lazy, Suspense, type ReactNode } from 'react';
import {
  MobileMoneySlotContext,
  type MobileMoneyRequestProps,
} from '#src/features/sales/mobile-money-slot.ts';

// Loaded when a KES till picks mobile money (features/payments, ADR 077).
const MpesaRequest = lazy(() =>
  import('#src/features/payments/components/mpesa-request.tsx').then((m) => ({
    default: m.MpesaRequest,
  })),
);

const request = (props: MobileMoneyRequestProps) => (
  <Suspense fallback={null}>
    <MpesaRequest {...props} />
  </Suspense>
);

/** The payments feature's M-Pesa request in the POS checkout (features/sales/mobile-money-slot.ts). */
export function WithMobileMoney({ children }: { children: ReactNode }) {
  return <MobileMoneySlotContext value={request}>{children}</MobileMoneySlotContext>;
}
