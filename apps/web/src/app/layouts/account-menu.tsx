import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deferredMenu } from '#src/components/ui/deferred-menu.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { requestOutboxSync } from '#src/features/sales/offline/outbox-runner.ts';
import { queuedSales } from '#src/features/sales/offline/outbox-store.ts';
import { useSession } from '#src/lib/session.ts';

/** Its items and Radix's menu load after the first screen (ADR 045). */
const AccountMenuDropdown = deferredMenu(() => import('./account-menu-dropdown.tsx'));

/** The avatar button: who is signed in, account pages, theme, version and log out. */
export function AccountMenu() {
  const { t } = useLingui();
  const { user, logout } = useSession();
  const name = user?.username || user?.email || t`Account`;
  const initial = name.charAt(0).toUpperCase();

  const [waitingSales, setWaitingSales] = useState(0);
  /** A sale that has not reached the server would be stranded by logging out. */
  const guardedLogout = async () => {
    const waiting = user ? await queuedSales(user.id).catch(() => []) : [];
    if (waiting.length > 0) setWaitingSales(waiting.length);
    else logout();
  };

  return (
    <>
      <AccountMenuDropdown
        trigger={
          <button
            type="button"
            aria-label={t`Account menu for ${name}`}
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary ring-1 ring-primary/15 transition hover:ring-primary/40 data-[state=open]:ring-2 data-[state=open]:ring-primary/50"
          >
            {initial}
          </button>
        }
        onLogout={() => void guardedLogout()}
      />
      <Dialog
        open={waitingSales > 0}
        onOpenChange={(open) => !open && setWaitingSales(0)}
        title={t`Sales are waiting to sync`}
        description={t`${plural(waitingSales, {
          one: '# sale was recorded on this phone and has not reached the server yet. Logging out would leave it behind on this phone: sync first, then log out.',
          other:
            '# sales were recorded on this phone and have not reached the server yet. Logging out would leave them behind on this phone: sync first, then log out.',
        })}`}
        footer={
          <>
            <Button variant="outline" onClick={() => setWaitingSales(0)}>
              <Trans>Stay signed in</Trans>
            </Button>
            <Button
              onClick={() => {
                requestOutboxSync();
                setWaitingSales(0);
              }}
            >
              <Trans>Sync now</Trans>
            </Button>
          </>
        }
      />
    </>
  );
}
