import type { PrinterTransport } from '../settings/printer-settings.ts';

/** An open printer: bytes go out; nothing comes back (receipt printers answer little). */
export interface PrinterConnection {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** A printer just chosen: the open connection and what finds it again (printer-settings.ts). */
export interface ChosenPrinter {
  connection: PrinterConnection;
  device: Record<string, string | number>;
  name: string;
}

/**
 * The ways this browser can reach a printer: Web Serial (USB printers with a serial driver, and
 * Bluetooth SPP printers on Android Chrome), WebUSB (USB printers), Web Bluetooth (BLE printers).
 * Safari and Firefox have none: the browser print dialog remains.
 */
export function availableTransports(nav: Navigator = navigator): PrinterTransport[] {
  const found: PrinterTransport[] = [];
  if ('serial' in nav) found.push('serial');
  if ('usb' in nav) found.push('usb');
  if ('bluetooth' in nav) found.push('bluetooth');
  return found;
}

/** The user cancelled the browser's chooser, or chose nothing the library could open. */
export class NoPrinterChosen extends Error {
  constructor() {
    super('No printer was chosen');
  }
}
