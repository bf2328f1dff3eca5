// The sister printer libraries ship no types: the part of their API this feature uses.
declare module '@point-of-sale/webusb-receipt-printer' {
  export default class WebUSBReceiptPrinter {
    connect(): Promise<void>;
    reconnect(device: Record<string, unknown>): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected', listener: (device: Record<string, unknown>) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}

declare module '@point-of-sale/webbluetooth-receipt-printer' {
  export default class WebBluetoothReceiptPrinter {
    connect(): Promise<void>;
    reconnect(device: Record<string, unknown>): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected', listener: (device: Record<string, unknown>) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}
