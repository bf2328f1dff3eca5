import { deferredDialog } from './deferred-dialog.tsx';

/** A bottom sheet (./sheet-radix.tsx), its code loaded when first needed (./deferred-dialog.tsx). */
export const Sheet = deferredDialog(() => import('./sheet-radix.tsx').then((m) => m.Sheet));
