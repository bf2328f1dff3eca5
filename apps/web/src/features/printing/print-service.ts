import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { chooseLibraryPrinter, reopenLibraryPrinter } from './connection/library-printer.ts';
import type { ChosenPrinter, PrinterConnection } from './connection/printer-connection.ts';
import { chooseSerialPrinter, reopenSerialPrinter } from './connection/serial.ts';
import { logoRaster } from './escpos/logo.ts';
import type { PrintDocument } from './escpos/print-document.ts';
import { drawerKick, printLines } from './escpos/print-lines.ts';
import { receiptToEscPos, type PrintableReceipt } from './escpos/receipt-document.ts';
import type { PrinterSettings, PrinterTransport } from './settings/printer-settings.ts';

/**
 * Everything that talks to the printer, loaded on demand (the encoder and the connection
 * libraries stay out of the app's first download): printer-actions.ts imports this module only
 * when something is printed.
 */

/** The printer stays open while the page lives: a sale prints at once, with no chooser. */
let open: { key: string; connection: PrinterConnection } | null = null;

const keyOf = (settings: Pick<PrinterSettings, 'transport' | 'device'>) =>
  `${settings.transport}:${JSON.stringify(settings.device)}`;

/** The printer was set up but cannot be reached (unplugged, switched off, permission gone). */
export class PrinterUnavailable extends Error {
  constructor() {
    super('The printer cannot be reached');
    this.name = 'PrinterUnavailable';
  }
}

async function connectionFor(settings: PrinterSettings): Promise<PrinterConnection> {
  const key = keyOf(settings);
  if (open?.key === key) return open.connection;
  const connection =
    settings.transport === 'serial'
      ? await reopenSerialPrinter(settings.device)
      : await reopenLibraryPrinter(settings.transport, settings.device);
  if (!connection) throw new PrinterUnavailable();
  open = { key, connection };
  return connection;
}

/** Writes the bytes; a connection that broke since (a printer switched off and on) is reopened once. */
async function send(settings: PrinterSettings, bytes: Uint8Array) {
  try {
    await (await connectionFor(settings)).write(bytes);
  } catch (err) {
    if (err instanceof PrinterUnavailable) throw err;
    const stale = open;
    open = null;
    await stale?.connection.close().catch(() => {});
    await (await connectionFor(settings)).write(bytes);
  }
}

/** The browser's chooser for the transport (needs a click), and the printer kept open. */
export async function choosePrinter(transport: PrinterTransport): Promise<ChosenPrinter> {
  const chosen =
    transport === 'serial' ? await chooseSerialPrinter() : await chooseLibraryPrinter(transport);
  const stale = open;
  open = { key: keyOf({ transport, device: chosen.device }), connection: chosen.connection };
  if (stale) await stale.connection.close().catch(() => {});
  return chosen;
}

/** Closes this page's connection (the printer is forgotten). */
export async function closePrinter() {
  const stale = open;
  open = null;
  await stale?.connection.close().catch(() => {});
}

export interface ReceiptCopies {
  receipt: PrintableReceipt;
  logoUrl?: string | null;
  /** How many copies (the setup's for an automatic print, one for a reprint). */
  copies: number;
  /** Open the drawer with the first copy (a cash sale, when the setup says so). */
  openDrawer: boolean;
}

/** Prints a receipt: logo (when it loads), lines, totals, QR, cut; each copy cut apart. */
export async function printReceipt(settings: PrinterSettings, job: ReceiptCopies) {
  const logo = await logoRaster(job.logoUrl, settings.paper);
  for (let copy = 0; copy < job.copies; copy++) {
    const bytes = receiptToEscPos(job.receipt, {
      paper: settings.paper,
      codepage: settings.codepage,
      logo,
      openDrawer: job.openDrawer && copy === 0,
    });
    await send(settings, bytes);
  }
}

export async function printDocument(settings: PrinterSettings, document: PrintDocument) {
  await send(
    settings,
    printLines(document, { paper: settings.paper, codepage: settings.codepage }),
  );
}

export async function openDrawer(settings: PrinterSettings) {
  await send(settings, drawerKick());
}

/** The test page: the setup's width and code page, the accents it prints, a QR code and a cut. */
export async function testPrint(settings: PrinterSettings, businessName: string, i18n: I18n) {
  const columns = settings.paper === 58 ? 32 : 48;
  const paper = `${settings.paper} mm`;
  await printDocument(settings, {
    blocks: [
      { kind: 'title', text: businessName },
      { kind: 'text', text: i18n._(msg`Printer test`), align: 'center', bold: true },
      { kind: 'separator' },
      { kind: 'row', label: i18n._(msg`Paper`), value: paper },
      { kind: 'row', label: i18n._(msg`Code page`), value: settings.codepage.toUpperCase() },
      { kind: 'text', text: '1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns) },
      { kind: 'text', text: 'àéèêëïôùç ÀÉÇ ñ ü ß ẹ ọ ṣ ɗ ƙ' },
      { kind: 'text', text: '₦ ₵ ₹ € £ “quotes” — …' },
      { kind: 'separator' },
      { kind: 'row', label: i18n._(msg`Total`), value: 'NGN 1,250.00', bold: true },
      { kind: 'qr', value: 'https://shopbook.app' },
    ],
  });
}
