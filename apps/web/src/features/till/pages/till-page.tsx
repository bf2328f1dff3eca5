import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TillStaffEntry } from '@app/contracts/staff';
import { ArrowLeft, Store, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '#src/lib/api-client.ts';
import {
  clearTillStaff,
  forgetTillDevice,
  readTillDevice,
  readTillRoster,
  readTillStaff,
  saveTillRoster,
  type TillDevice,
} from '#src/lib/till.ts';
import { toast } from '#src/lib/toast.ts';
import { useOnlineStatus } from '#src/lib/use-online-status.ts';
import { getTillDevice, isDeviceRefused, lockedUntil, tillSignIn } from '../api/till.ts';
import { PinPad } from '../components/pin-pad.tsx';
import { checkPinOffline, lockLocally } from '../offline-pin.ts';
import {
  refreshTillRoster,
  serverOutOfReach,
  startOfflineTillSession,
  startTillSession,
} from '../offline-session.ts';

export const tillSalesPath = (businessId: string) => `/till/${encodeURIComponent(businessId)}`;

/**
 * /till: a till device with no one signed in (ADR 076). The staff picker, then the PIN
 * pad; a good PIN makes the member's token the app's session and opens the POS.
 */
export function TillPage() {
  const navigate = useNavigate();
  const [device] = useState(readTillDevice);
  const [staff] = useState(readTillStaff);
  // useNavigate, not <Navigate>: the shell's router chunk stays as it is.
  useEffect(() => {
    if (!device) void navigate('/login', { replace: true });
    else if (staff) void navigate(tillSalesPath(staff.businessId), { replace: true });
  }, [device, staff, navigate]);
  return device && !staff ? <TillSignIn device={device} /> : null;
}

function TillSignIn({ device }: { device: TillDevice }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [picked, setPicked] = useState<TillStaffEntry | null>(null);
  // The last picker this device was given: offline (or the server out of reach) it still shows.
  const [stored] = useState(() => readTillRoster(device.businessId));
  const query = useQuery({
    queryKey: ['till', 'device', device.deviceToken],
    queryFn: () => getTillDevice(device.deviceToken),
    retry: (count, err) => !(err instanceof ApiError) && count < 2,
  });
  const refused = query.isError && isDeviceRefused(query.error);
  const staff = query.data?.staff ?? (refused ? undefined : stored?.staff);

  useEffect(() => {
    if (query.data) saveTillRoster({ businessId: query.data.business.id, staff: query.data.staff });
  }, [query.data]);

  // A member's session that ended (expired, refused) leaves no member behind.
  useEffect(() => clearTillStaff(), []);

  useEffect(() => {
    if (!refused) return;
    forgetTillDevice();
    toast.warning(t`This device is no longer a till. Sign in with your account.`);
    void navigate('/login', { replace: true });
  }, [refused, navigate, t]);

  const business = query.data?.business.name ?? device.businessName;
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center bg-background px-4 pt-10 pb-8 text-foreground"
    >
      <div className="flex w-full max-w-md flex-1 flex-col gap-8">
        <header className="space-y-1 text-center">
          <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <Store className="size-4" aria-hidden />
            {business}
          </p>
          <h1 className="text-2xl font-semibold">
            {picked ? <Trans>Enter your PIN</Trans> : <Trans>Who is at the till?</Trans>}
          </h1>
          {!online && (
            <p
              className="mx-auto mt-3 flex w-fit items-center gap-2 rounded-full border border-warning/25 bg-warning-soft px-3 py-1 text-xs font-medium text-warning"
              data-testid="till-offline"
            >
              <WifiOff className="size-3.5" aria-hidden />
              <Trans>Offline: PINs are checked on this device</Trans>
            </p>
          )}
        </header>
        {picked ? (
          <PinStep device={device} member={picked} onBack={() => setPicked(null)} />
        ) : staff ? (
          staff.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              <Trans>
                No staff yet. The owner adds staff in Settings, Staff and tills, on their own
                device.
              </Trans>
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3" aria-label={t`Staff`}>
              {staff.map((member) => (
                <li key={member.id}>
                  <button
                    type="button"
                    onClick={() => setPicked(member)}
                    className="flex w-full flex-col items-center gap-2 rounded-2xl border border-border bg-surface p-4 text-center transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span
                      className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-xl font-semibold text-primary"
                      aria-hidden
                    >
                      {member.name.charAt(0).toUpperCase()}
                    </span>
                    <span className="w-full truncate font-medium">{member.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {member.role === 'manager' ? <Trans>Manager</Trans> : <Trans>Cashier</Trans>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : query.isError && !refused ? (
          <div className="space-y-3 text-center">
            <p role="alert" className="text-sm text-danger">
              {errorMessage(query.error, t`Could not load the staff. Try again.`)}
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        )}
      </div>
    </main>
  );
}

function PinStep({
  device,
  member,
  onBack,
}: {
  device: TillDevice;
  member: TillStaffEntry;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shake, setShake] = useState(0);
  const [busy, setBusy] = useState(false);
  const who = member.name;

  const lockedMessage = (until: Date | null) => {
    const minutes = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)) : 15;
    return t`${plural(minutes, {
      one: 'Too many wrong PINs. PIN sign-in is locked for # minute.',
      other: 'Too many wrong PINs. PIN sign-in is locked for # minutes.',
    })}`;
  };
  const refuse = (message: string) => {
    setPin('');
    setShake((n) => n + 1);
    setBusy(false);
    setError(message);
  };

  /** The server out of reach: the PIN is checked here, under this device's lockout. */
  const submitOffline = async () => {
    const check = await checkPinOffline(member, pin);
    if (check.kind === 'ok') {
      startOfflineTillSession(member, device.businessId, pin, i18n.locale);
      void navigate(tillSalesPath(device.businessId), { replace: true });
    } else if (check.kind === 'locked') refuse(lockedMessage(check.until));
    else if (check.kind === 'wrong') refuse(t`Wrong PIN. Try again.`);
    else refuse(t`This PIN cannot be checked offline yet. Sign in once while the till is online.`);
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    // An online attempt goes to the server first: its lockout and PIN changes are the rule.
    if (!navigator.onLine) return submitOffline();
    try {
      const answer = await tillSignIn({
        deviceToken: device.deviceToken,
        staffId: member.id,
        pin,
      });
      const signedIn = startTillSession(answer, i18n.locale);
      // A member from before verifiers has one now: the device keeps it for offline sign-in.
      void refreshTillRoster(device);
      void navigate(tillSalesPath(signedIn.businessId), { replace: true });
    } catch (err) {
      if (serverOutOfReach(err)) return submitOffline();
      if (isDeviceRefused(err)) {
        forgetTillDevice();
        void navigate('/login', { replace: true });
        return;
      }
      const until = lockedUntil(err);
      if (until) lockLocally(member.id, until);
      if (until || (err instanceof ApiError && err.status === 429)) refuse(lockedMessage(until));
      else if (err instanceof ApiError && err.status === 401) refuse(t`Wrong PIN. Try again.`);
      else refuse(errorMessage(err, t`Could not sign in. Try again.`));
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden />
          <Trans>Not {who}?</Trans>
        </Button>
        <span className="truncate font-medium">{member.name}</span>
      </div>
      <p role="alert" className="min-h-5 text-center text-sm font-medium text-danger">
        {error}
      </p>
      <PinPad
        value={pin}
        onChange={(next) => {
          setPin(next);
          if (next) setError(null);
        }}
        onSubmit={() => void submit()}
        disabled={busy}
        shakeKey={shake}
      />
    </div>
  );
}
