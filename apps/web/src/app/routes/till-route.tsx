import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, Store } from 'lucide-react';
import { redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { useOutboxRunner } from '#src/features/sales/offline/use-outbox.ts';
import { useOfflineMemberReconnect } from '#src/features/till/use-offline-member-reconnect.ts';
import { TillPage } from '#src/features/till/pages/till-page.tsx';
import { switchStaff } from '#src/features/till/switch-staff.ts';
import { useIdleTimeout } from '#src/features/till/use-idle-timeout.ts';
import { getSession } from '#src/lib/session.ts';
import { readTillDevice, readTillIdleMinutes, readTillStaff } from '#src/lib/till.ts';
import { CurrentBusinessProvider } from '../current-business.tsx';
import { SalesRoute } from './sales-route.tsx';

/**
 * /till/{businessId}: only with a staff member of that business signed in at this till (else the
 * picker). /till itself decides in its page (features/till/pages/till-page.tsx).
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.businessId === undefined) return null;
  // A member signed in offline has the till's user without a token (ADR 076).
  const user = getSession().user;
  const staff = readTillStaff();
  if (!readTillDevice() || !staff || !user || params.businessId !== staff.businessId) {
    throw redirect('/till');
  }
  return null;
}

/**
 * The POS of a till device (ADR 076): the business and who is signed in, "Switch staff", and
 * nothing of the owner's account (no navigation, account menu or settings). After the device's
 * idle time without a touch it goes back to the staff picker.
 */
/** The till route of routes.tsx: the picker and PIN pad, or the member's POS. */
export function Component() {
  const { businessId } = useParams();
  return businessId === undefined ? <TillPage /> : <TillSalesRoute />;
}

function TillSalesRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const staff = readTillStaff();
  const device = readTillDevice();

  const lock = () => {
    switchStaff();
    void navigate('/till', { replace: true });
  };
  useIdleTimeout(readTillIdleMinutes() * 60_000, lock);
  // The till's queue (sales, refunds, shift operations) syncs while a member is signed in.
  useOutboxRunner();
  useOfflineMemberReconnect();

  if (!staff || !device) return null;
  const who = staff.name;
  return (
    <CurrentBusinessProvider value={{ id: staff.businessId, name: device.businessName }}>
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-border bg-surface px-4 py-2">
          <Store className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{device.businessName}</p>
            <p className="truncate text-xs text-muted-foreground" data-testid="till-staff">
              <Trans>Signed in: {who}</Trans>
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={lock} aria-label={t`Switch staff`}>
            <Lock aria-hidden />
            <Trans>Switch staff</Trans>
          </Button>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 pt-4 pb-10 focus:outline-none"
        >
          <SalesRoute />
        </main>
      </div>
    </CurrentBusinessProvider>
  );
}
