import { createContext, type ReactNode } from 'react';
import type { MobileMoneyRequestProps } from '#src/lib/mobile-money-request.ts';

/**
 * The POS's mobile-money request (ADR 077: M-Pesa, Paystack): the payments feature fills it in
 * and src/app composes the two. Without a provider, the checkout has none.
 */
export const MobileMoneySlotContext = createContext<
  ((props: MobileMoneyRequestProps) => ReactNode) | null
>(null);
