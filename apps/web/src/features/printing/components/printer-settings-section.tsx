import type { Business } from '@app/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bluetooth, Cable, Printer, Usb } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { toast } from '#src/lib/toast.ts';
import { availableTransports } from '../connection/printer-connection.ts';
import { CODE_PAGES } from '../escpos/print-document.ts';
import {
  DEFAULT_PRINTER,
  MAX_COPIES,
  savePrinterSettings,
  updatePrinterSettings,
  usePrinterSettings,
  type PrinterSettings,
  type PrinterTransport,
} from '../settings/printer-settings.ts';

const service = () => import('../print-service.ts');

const CODE_PAGE_NAMES: Record<(typeof CODE_PAGES)[number], string> = {
  cp437: 'CP437 (USA)',
  cp850: 'CP850 (Latin 1)',
  cp858: 'CP858 (Latin 1 + €)',
  windows1252: 'Windows-1252',
  cp860: 'CP860 (Portuguese)',
  cp863: 'CP863 (Canadian French)',
  cp865: 'CP865 (Nordic)',
};

/**
 * Printer settings (a section of settings, /settings/{businessId}?section=printer): the receipt
 * printer of this device, connected through what the browser offers, with its paper, code page,
 * automatic printing, copies and the cash drawer. Each change applies at once: there is nothing
 * to save, it lives on this device.
 */
export function PrinterSettingsSection({ business }: { business: Business }) {
  const settings = usePrinterSettings();
  const transports = availableTransports();
  return settings ? (
    <ConnectedPrinter settings={settings} businessName={business.name} />
  ) : (
    <ConnectPrinter transports={transports} />
  );
}

function ConnectPrinter({ transports }: { transports: PrinterTransport[] }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<PrinterTransport | null>(null);
  const labels: Record<PrinterTransport, { label: string; hint: string; icon: ReactNode }> = {
    serial: {
      label: t`Connect a USB or Bluetooth serial printer`,
      hint: t`Most USB thermal printers, and Bluetooth printers paired with an Android phone.`,
      icon: <Cable aria-hidden />,
    },
    usb: {
      label: t`Connect a USB printer directly`,
      hint: t`Epson, Star and other USB printers the browser reaches without a driver.`,
      icon: <Usb aria-hidden />,
    },
    bluetooth: {
      label: t`Connect a Bluetooth LE printer`,
      hint: t`Small portable printers that pair over Bluetooth Low Energy.`,
      icon: <Bluetooth aria-hidden />,
    },
  };

  const connect = async (transport: PrinterTransport) => {
    setBusy(transport);
    try {
      const chosen = await (await service()).choosePrinter(transport);
      savePrinterSettings({
        ...DEFAULT_PRINTER,
        transport,
        device: chosen.device,
        name: chosen.name,
      });
      toast.success(t`Printer connected. Print a test page to check it.`);
    } catch (err) {
      // Closing the browser's chooser is a choice, not a failure.
      const cancelled =
        err instanceof Error &&
        (err.name === 'NotFoundError' || err.message === 'No printer was chosen');
      if (!cancelled)
        toast.error(t`Could not connect to the printer. Check that it is on and try again.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-4 rounded-xl bg-surface-muted p-4">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface text-muted-foreground shadow-xs">
          <Printer className="size-5" aria-hidden />
        </div>
        <div className="min-w-0 space-y-1">
          <p className="font-medium">
            <Trans>No receipt printer on this device</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Connect a 58 or 80 mm thermal printer (ESC/POS) and receipts print straight to it,
              with the cash drawer. Without one, Print opens the browser's print dialog.
            </Trans>
          </p>
        </div>
      </div>
      {transports.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning"
        >
          <Trans>
            This browser cannot reach printers directly. Use Chrome or Edge on a computer or an
            Android phone, or keep printing with the browser's print dialog.
          </Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {transports.map((transport) => (
            <li key={transport}>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void connect(transport)}
                className="flex w-full items-center gap-3 rounded-xl border border-border p-4 text-left transition-colors hover:border-primary/40 hover:bg-primary-soft/40 disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary"
              >
                {labels[transport].icon}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{labels[transport].label}</span>
                  <span className="block text-sm text-muted-foreground">
                    {labels[transport].hint}
                  </span>
                </span>
                {busy === transport && (
                  <span className="text-sm text-muted-foreground">
                    <Trans>Connecting…</Trans>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <DeviceNote />
    </div>
  );
}

function DeviceNote() {
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Kept on this device only: each till or phone sets up its own printer.</Trans>
    </p>
  );
}

function ConnectedPrinter({
  settings,
  businessName,
}: {
  settings: PrinterSettings;
  businessName: string;
}) {
  const { t, i18n } = useLingui();
  const [testing, setTesting] = useState(false);
  const autoId = useId();
  const drawerId = useId();
  const transportLabel: Record<PrinterTransport, string> = {
    serial: t`Serial`,
    usb: 'USB',
    bluetooth: 'Bluetooth',
  };

  const test = async () => {
    setTesting(true);
    try {
      await (await service()).testPrint(settings, businessName, i18n);
      toast.success(t`Test page sent to the printer.`);
    } catch {
      toast.error(t`The test page did not print. Check that the printer is on and connected.`);
    } finally {
      setTesting(false);
    }
  };

  const forget = async () => {
    await (await service()).closePrinter();
    savePrinterSettings(null);
    toast.success(t`Printer forgotten on this device.`);
  };

  const copies = Array.from({ length: MAX_COPIES }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-xl border border-primary/25 bg-primary-soft/50 p-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Printer className="size-5" aria-hidden />
          </div>
          <div className="min-w-0">
            <p className="truncate font-medium">
              {settings.transport === 'serial'
                ? t`Serial printer`
                : settings.name || t`Receipt printer`}
              {/* A serial port names no model: its USB ids tell two printers apart. */}
              {settings.transport === 'serial' && settings.name && (
                <span className="font-normal text-muted-foreground"> · {settings.name}</span>
              )}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="primary">{transportLabel[settings.transport]}</Badge>
              <Trans>Set up on this device</Trans>
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" loading={testing} onClick={() => void test()}>
            <Trans>Test print</Trans>
          </Button>
          <Button
            variant="ghost"
            className="text-danger hover:bg-danger-soft"
            onClick={() => void forget()}
          >
            <Trans>Forget</Trans>
          </Button>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={<Trans>Paper width</Trans>}>
          <Select
            value={String(settings.paper)}
            onValueChange={(v) => updatePrinterSettings({ paper: v === '58' ? 58 : 80 })}
            options={[
              { value: '58', label: t`58 mm (32 characters)` },
              { value: '80', label: t`80 mm (48 characters)` },
            ]}
          />
        </Field>
        <Field
          label={<Trans>Code page</Trans>}
          hint={
            <Trans>If accents print wrong, choose the one on the printer's self-test page.</Trans>
          }
        >
          <Select
            value={settings.codepage}
            onValueChange={(v) =>
              updatePrinterSettings({ codepage: v as PrinterSettings['codepage'] })
            }
            options={CODE_PAGES.map((value) => ({ value, label: CODE_PAGE_NAMES[value] }))}
          />
        </Field>
      </div>

      <div className="divide-y divide-border rounded-xl border border-border">
        <ToggleRow
          id={autoId}
          label={<Trans>Print automatically after each sale</Trans>}
          hint={<Trans>Also for sales saved offline: they print marked as pending sync.</Trans>}
          checked={settings.autoPrint}
          onChange={(autoPrint) => updatePrinterSettings({ autoPrint })}
        />
        <div className="flex items-center justify-between gap-4 p-4">
          <div className="min-w-0">
            <p className="font-medium">
              <Trans>Copies</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>Receipts printed after each sale, each cut apart.</Trans>
            </p>
          </div>
          <Select
            aria-label={t`Copies`}
            className="w-20"
            value={String(settings.copies)}
            onValueChange={(v) => updatePrinterSettings({ copies: Number(v) })}
            options={copies}
          />
        </div>
        <ToggleRow
          id={drawerId}
          label={<Trans>Open the drawer on cash sales</Trans>}
          hint={<Trans>For a cash drawer plugged into the printer's drawer port.</Trans>}
          checked={settings.openDrawerOnCash}
          onChange={(openDrawerOnCash) => updatePrinterSettings({ openDrawerOnCash })}
        />
      </div>
      <DeviceNote />
    </div>
  );
}

function ToggleRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 p-4">
      <div className="min-w-0 space-y-0.5">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
