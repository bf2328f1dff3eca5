import type { ChosenPrinter, PrinterConnection } from './printer-connection.ts';

// The Web Serial API's shape, as far as printing needs it (lib.dom has no types for it yet).
interface SerialPortLike {
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
}
interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}

const serial = () => (navigator as Navigator & { serial: SerialLike }).serial;
/** Receipt printers on a serial line run at 9600 baud unless set otherwise; USB ones ignore it. */
const BAUD_RATE = 9600;

async function opened(port: SerialPortLike): Promise<PrinterConnection> {
  try {
    await port.open({ baudRate: BAUD_RATE });
  } catch (err) {
    // Already open in this page (a second print while the first is kept open) is fine.
    if (!(err instanceof DOMException && err.name === 'InvalidStateError')) throw err;
  }
  return {
    async write(bytes) {
      const writable = port.writable;
      if (!writable) throw new Error('The printer port is not open');
      const writer = writable.getWriter();
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
    close: () => port.close(),
  };
}

const hex = (n: number | undefined) => (n ?? 0).toString(16).padStart(4, '0');

/** Asks the person to choose the port (a user gesture), then opens it. */
export async function chooseSerialPrinter(): Promise<ChosenPrinter> {
  const port = await serial().requestPort();
  const info = port.getInfo();
  const device: Record<string, number> = {};
  if (info.usbVendorId !== undefined) device.usbVendorId = info.usbVendorId;
  if (info.usbProductId !== undefined) device.usbProductId = info.usbProductId;
  return {
    connection: await opened(port),
    device,
    name:
      info.usbVendorId !== undefined ? `${hex(info.usbVendorId)}:${hex(info.usbProductId)}` : '',
  };
}

/**
 * The port chosen before, without asking: the one with the same USB ids among the ports this site
 * may use; a Bluetooth serial port has no ids, so the only one granted.
 */
export async function reopenSerialPrinter(
  device: Record<string, string | number>,
): Promise<PrinterConnection | null> {
  const ports = await serial().getPorts();
  const port =
    device.usbVendorId !== undefined
      ? ports.find((p) => {
          const info = p.getInfo();
          return (
            info.usbVendorId === device.usbVendorId && info.usbProductId === device.usbProductId
          );
        })
      : ports.length === 1
        ? ports[0]
        : undefined;
  return port ? opened(port) : null;
}
