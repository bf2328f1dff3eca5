import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRINTER,
  parsePrinterSettings,
  printerSettings,
  savePrinterSettings,
  updatePrinterSettings,
  type PrinterSettings,
} from './printer-settings.ts';

const printer: PrinterSettings = {
  ...DEFAULT_PRINTER,
  transport: 'serial',
  device: { usbVendorId: 0x0416, usbProductId: 0x5011 },
  name: '0416:5011',
};

afterEach(() => localStorage.clear());

describe("this device's printer setup", () => {
  it('is kept in localStorage and read back', () => {
    expect(printerSettings()).toBeNull();
    savePrinterSettings(printer);
    expect(JSON.parse(localStorage.getItem('shopbook:printer')!)).toMatchObject({
      transport: 'serial',
    });
    expect(printerSettings()).toEqual(printer);
  });

  it('changes one setting at a time, and forgets the printer', () => {
    savePrinterSettings(printer);
    updatePrinterSettings({ paper: 58, autoPrint: true, copies: 2, openDrawerOnCash: true });
    expect(printerSettings()).toMatchObject({
      paper: 58,
      autoPrint: true,
      copies: 2,
      openDrawerOnCash: true,
      codepage: 'cp858',
    });
    savePrinterSettings(null);
    expect(printerSettings()).toBeNull();
    expect(localStorage.getItem('shopbook:printer')).toBeNull();
  });

  it('reads a broken or hand-edited entry safely', () => {
    expect(parsePrinterSettings('not json')).toBeNull();
    expect(parsePrinterSettings('{"transport":"parallel"}')).toBeNull();
    expect(
      parsePrinterSettings(
        JSON.stringify({
          transport: 'usb',
          paper: 66,
          codepage: 'klingon',
          copies: 40,
          autoPrint: 'yes',
        }),
      ),
    ).toEqual({
      transport: 'usb',
      device: {},
      name: '',
      paper: 80,
      codepage: 'cp858',
      autoPrint: false,
      copies: 5,
      openDrawerOnCash: false,
    });
  });
});
