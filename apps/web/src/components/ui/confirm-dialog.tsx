import { deferredDialog } from './deferred-dialog.tsx';

/** Asks before an action (./confirm-dialog-radix.tsx), its code loaded when first needed (./deferred-dialog.tsx). */
export const ConfirmDialog = deferredDialog(() =>
  import('./confirm-dialog-radix.tsx').then((m) => m.ConfirmDialog),
);
