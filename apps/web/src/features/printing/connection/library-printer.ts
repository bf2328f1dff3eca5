import type WebBluetoothReceiptPrinter from '@point-of-sale/webbluetooth-receipt-printer';
import type WebUSBReceiptPrinter from '@point-of-sale/webusb-receipt-printer';
import {
  NoPrinterChosen,
  type ChosenPrinter,
  type PrinterConnection,
} from './printer-connection.ts';

type LibraryPrinter = WebUSBReceiptPrinter | WebBluetoothReceiptPrinter;

/**
 * The point-of-sale libraries' WebUSB and Web Bluetooth printers (they know each printer model's
 * USB interface and BLE service) as a PrinterConnection. They report a connection by an event and
 * keep failures to the console, so "connected" is whether the event came.
 */
async function connected(
  printer: LibraryPrinter,
  open: () => Promise<void>,
): Promise<Record<string, unknown> | null> {
  let device: Record<string, unknown> | null = null;
  printer.addEventListener('connected', (info) => {
    device = info;
  });
  await open();
  // Their events are dispatched on a timer of 0: one more turn and it has come, or never will.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return device;
}

function connection(printer: LibraryPrinter): PrinterConnection {
  return { write: (bytes) => printer.print(bytes), close: () => printer.disconnect() };
}

const KEPT = ['serialNumber', 'vendorId', 'productId', 'id', 'name', 'productName'];

async function make(transport: 'usb' | 'bluetooth'): Promise<LibraryPrinter> {
  return transport === 'usb'
    ? new (await import('@point-of-sale/webusb-receipt-printer')).default()
    : new (await import('@point-of-sale/webbluetooth-receipt-printer')).default();
}

export async function chooseLibraryPrinter(transport: 'usb' | 'bluetooth'): Promise<ChosenPrinter> {
  const printer = await make(transport);
  const info = await connected(printer, () => printer.connect());
  if (!info) throw new NoPrinterChosen();
  const device: Record<string, string | number> = {};
  for (const key of KEPT) {
    const value = info[key];
    if (typeof value === 'string' || typeof value === 'number') device[key] = value;
  }
  const name = [info.manufacturerName, info.productName ?? info.name].filter(Boolean).join(' ');
  return { connection: connection(printer), device, name };
}

export async function reopenLibraryPrinter(
  transport: 'usb' | 'bluetooth',
  device: Record<string, string | number>,
): Promise<PrinterConnection | null> {
  const printer = await make(transport);
  const info = await connected(printer, () => printer.reconnect(device));
  return info ? connection(printer) : null;
}
