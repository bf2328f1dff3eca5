/** Query keys of the receipts feature (STYLE.md: one factory per resource). */
export const receiptKeys = {
  all: ['receipts'] as const,
  /** The public check of a code: anyone, any business. */
  public: (code: string) => [...receiptKeys.all, 'public', code] as const,
  /** The owner's check of a code against their own business. */
  business: (businessId: string, code: string) =>
    [...receiptKeys.all, 'business', businessId, code] as const,
};
