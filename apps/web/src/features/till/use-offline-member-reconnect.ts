import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#src/lib/api-client.ts';
import { forgetTillDevice, readOfflineTillMember, readTillDevice } from '#src/lib/till.ts';
import { toast } from '#src/lib/toast.ts';
import { isDeviceRefused, lockedUntil } from './api/till.ts';
import { reconnectOfflineMember } from './offline-session.ts';
import { switchStaff } from './switch-staff.ts';

/** How often a member signed in offline tries for a token while the connection seems up. */
const RETRY_MS = 15_000;

const MESSAGES = {
  deviceRefused: msg`This device is no longer a till. Sign in with your account.`,
  locked: msg`Too many wrong PINs: your PIN sign-in is locked. Your sales wait on this till.`,
  gone: msg`You are no longer on this till’s staff. Your sales wait on this till.`,
  wrongPin: msg`Your PIN was not accepted now that the till is online. Enter it again.`,
};

/**
 * On the till's POS: a member signed in offline gets their token when the connection returns
 * (on `online`, at once, and every 15 s). If the server refuses the PIN held in memory (changed,
 * locked, the member deleted, the device revoked) the till goes back to the picker and says why.
 */
export function useOfflineMemberReconnect(): void {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const latest = useRef({ i18n, navigate });
  useEffect(() => {
    latest.current = { i18n, navigate };
  });
  useEffect(() => {
    let busy = false;
    let stopped = false;
    const attempt = async () => {
      const device = readTillDevice();
      if (busy || stopped || !navigator.onLine || !device || !readOfflineTillMember()) return;
      busy = true;
      const result = await reconnectOfflineMember(device, latest.current.i18n.locale);
      busy = false;
      if (stopped || result.kind !== 'refused') return;
      const { i18n: current, navigate: go } = latest.current;
      const { error } = result;
      switchStaff();
      if (isDeviceRefused(error)) {
        forgetTillDevice();
        toast.warning(current._(MESSAGES.deviceRefused));
        void go('/login', { replace: true });
        return;
      }
      const status = error instanceof ApiError ? error.status : 0;
      const reason =
        lockedUntil(error) || status === 429
          ? MESSAGES.locked
          : status === 404
            ? MESSAGES.gone
            : MESSAGES.wrongPin;
      toast.warning(current._(reason));
      void go('/till', { replace: true });
    };
    const onOnline = () => void attempt();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_MS);
    onOnline();
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, []);
}
