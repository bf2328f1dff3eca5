import { t } from '@lingui/core/macro';
import type { PrintDocument } from '#src/lib/print-document.ts';
import { toast } from '#src/lib/toast.ts';
import type { PrintableReceipt } from './escpos/receipt-document.ts';
import { printerSettings, type PrinterSettings } from './settings/printer-settings.ts';

/**
 * What the POS calls to print. Light on purpose: the encoder and the connection code
 * (print-service.ts) load the first time something prints.
 */
const service = () => import('./print-service.ts');

/** A receipt made ready to print (its words need the business's language loaded first). */
export interface ReceiptJob {
  receipt: PrintableReceipt;
  logoUrl?: string | null;
}

/** Why it did not print, in the seller's words; the sale itself is never affected. */
function reportFailure(err: unknown) {
  const unreachable = err instanceof Error && err.name === 'PrinterUnavailable';
  toast.error(
    unreachable
      ? t`The receipt printer cannot be reached. Check that it is on and connected, or connect it again in Printer settings.`
      : t`The receipt did not print. Check the printer and try again.`,
  );
}

async function print(
  settings: PrinterSettings,
  job: ReceiptJob,
  copies: number,
  openDrawer: boolean,
) {
  const { printReceipt } = await service();
  await printReceipt(settings, { ...job, copies, openDrawer });
}

/**
 * After a sale (recorded, or kept on this device to sync): the receipt prints when the setup says
 * so (its copies), and a cash sale opens the drawer when set, with the receipt or alone.
 */
export async function afterSale(job: () => Promise<ReceiptJob>, cash: boolean) {
  const settings = printerSettings();
  if (!settings) return;
  const drawer = settings.openDrawerOnCash && cash;
  try {
    if (settings.autoPrint) await print(settings, await job(), settings.copies, drawer);
    else if (drawer) await (await service()).openDrawer(settings);
  } catch (err) {
    reportFailure(err);
  }
}

/** The receipt screen's and the history's Print: one copy, no drawer. True when it printed. */
export async function printReceiptNow(job: () => Promise<ReceiptJob>): Promise<boolean> {
  const settings = printerSettings();
  if (!settings) return false;
  try {
    await print(settings, await job(), 1, false);
    return true;
  } catch (err) {
    reportFailure(err);
    return false;
  }
}

/** Another till document (a shift's X/Z report): one copy, no drawer. True when it printed. */
export async function printDocumentNow(document: PrintDocument): Promise<boolean> {
  const settings = printerSettings();
  if (!settings) return false;
  try {
    await (await service()).printDocument(settings, document);
    return true;
  } catch (err) {
    reportFailure(err);
    return false;
  }
}

/** The POS's "Open drawer". */
export async function kickDrawer(): Promise<boolean> {
  const settings = printerSettings();
  if (!settings) return false;
  try {
    await (await service()).openDrawer(settings);
    return true;
  } catch {
    toast.error(t`The drawer did not open. Check the receipt printer it is plugged into.`);
    return false;
  }
}
