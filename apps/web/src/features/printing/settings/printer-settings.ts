import { useSyncExternalStore } from 'react';
import { CODE_PAGES, type CodePage, type PaperWidth } from '../escpos/print-document.ts';

/** How the browser reaches the printer. */
export type PrinterTransport = 'serial' | 'usb' | 'bluetooth';
export const PRINTER_TRANSPORTS: readonly PrinterTransport[] = ['serial', 'usb', 'bluetooth'];

/**
 * The receipt printer of THIS device (a till's printer is cabled to the till, not to the business):
 * kept in localStorage, never sent to the server. `device` is what the connection needs to find
 * the same printer again without asking (a serial port's USB ids, a Bluetooth device's id).
 */
export interface PrinterSettings {
  transport: PrinterTransport;
  device: Record<string, string | number>;
  /** For people: "USB printer (0416:5011)". */
  name: string;
  paper: PaperWidth;
  codepage: CodePage;
  autoPrint: boolean;
  /** Receipts printed each time (1-5). */
  copies: number;
  openDrawerOnCash: boolean;
}

export const MAX_COPIES = 5;
const KEY = 'shopbook:printer';

export const DEFAULT_PRINTER: Omit<PrinterSettings, 'transport' | 'device' | 'name'> = {
  paper: 80,
  codepage: 'cp858',
  autoPrint: false,
  copies: 1,
  openDrawerOnCash: false,
};

/** What is stored, checked field by field: an old or hand-edited entry never breaks the POS. */
export function parsePrinterSettings(raw: string | null): PrinterSettings | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!PRINTER_TRANSPORTS.includes(v.transport as PrinterTransport)) return null;
  const device =
    v.device && typeof v.device === 'object' ? (v.device as Record<string, string | number>) : {};
  const copies = Number.isInteger(v.copies)
    ? Math.min(Math.max(v.copies as number, 1), MAX_COPIES)
    : 1;
  return {
    transport: v.transport as PrinterTransport,
    device,
    name: typeof v.name === 'string' ? v.name : '',
    paper: v.paper === 58 ? 58 : 80,
    codepage: CODE_PAGES.includes(v.codepage as CodePage)
      ? (v.codepage as CodePage)
      : DEFAULT_PRINTER.codepage,
    autoPrint: v.autoPrint === true,
    copies,
    openDrawerOnCash: v.openDrawerOnCash === true,
  };
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: PrinterSettings | null } | null = null;

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The printer set up on this device, or null. */
export function printerSettings(): PrinterSettings | null {
  const raw = read();
  if (cached?.raw !== raw) cached = { raw, value: parsePrinterSettings(raw) };
  return cached.value;
}

/** Saves (or with null forgets) this device's printer; every screen showing it follows. */
export function savePrinterSettings(settings: PrinterSettings | null): void {
  try {
    if (settings) localStorage.setItem(KEY, JSON.stringify(settings));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the setup lasts as long as the page.
  }
  cached = { raw: settings ? JSON.stringify(settings) : null, value: settings };
  listeners.forEach((l) => l());
}

export function updatePrinterSettings(patch: Partial<PrinterSettings>): void {
  const current = printerSettings();
  if (current) savePrinterSettings({ ...current, ...patch });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the app set up or forgot the printer.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePrinterSettings(): PrinterSettings | null {
  return useSyncExternalStore(subscribe, printerSettings, () => null);
}
