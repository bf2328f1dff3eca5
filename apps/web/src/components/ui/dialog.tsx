import { deferredDialog } from './deferred-dialog.tsx';

/** A centred dialog (./dialog-radix.tsx), its code loaded when first needed (./deferred-dialog.tsx). */
export const Dialog = deferredDialog(() => import('./dialog-radix.tsx').then((m) => m.Dialog));
