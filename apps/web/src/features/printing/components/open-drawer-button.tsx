import { Trans } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { kickDrawer } from '../printer-actions.ts';
import { usePrinterSettings } from '../settings/printer-settings.ts';

/** The POS's "Open drawer" (ESC p through the receipt printer): shown once a printer is set up. */
export function OpenDrawerButton() {
  const settings = usePrinterSettings();
  const [busy, setBusy] = useState(false);
  if (!settings) return null;
  const open = async () => {
    setBusy(true);
    await kickDrawer();
    setBusy(false);
  };
  return (
    <Button variant="outline" className="h-10" loading={busy} onClick={() => void open()}>
      {!busy && <Inbox aria-hidden />}
      <Trans comment="a button: open the cash drawer">Open drawer</Trans>
    </Button>
  );
}
