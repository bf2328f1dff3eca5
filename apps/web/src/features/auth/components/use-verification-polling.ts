import { useEffect, useRef } from 'react';
import { toast } from '#src/lib/toast.ts';
import {
  VERIFICATION_POLL_GROWTH,
  VERIFICATION_POLL_MAX_MS,
  VERIFICATION_POLL_MS,
  VERIFICATION_POLL_STOP_AT_ERRORS,
  VERIFICATION_POLL_WARN_AT_ERRORS,
  type User,
} from '@app/contracts';
import { getCurrentUser } from '../api/get-current-user.ts';
import { i18n } from '#src/i18n/activate.ts';
import { authText } from '../messages.ts';

export const POLL_WARNING = 'Having trouble checking your verification status. Still trying…';
export const POLL_STOPPED =
  'Stopped checking your verification status. Enter the code from the email to continue.';

/** The wait after a failed check: 1.5 times the last one, at most 30 s. */
export function nextPollDelay(current: number): number {
  return Math.min(current * VERIFICATION_POLL_GROWTH, VERIFICATION_POLL_MAX_MS);
}

/**
 * SPEC section 4: while the dialog is open, GET /auth/check every 5 s so that a code entered on
 * another device (or the email link) is noticed. After an error the wait grows 1.5x up to 30 s;
 * the 3rd error in a row warns, the 5th stops polling with an error notice.
 */
export function useVerificationPolling(enabled: boolean, onVerified: (user: User) => void) {
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    let delay = VERIFICATION_POLL_MS;
    let errors = 0;

    const tick = async () => {
      try {
        const user = await getCurrentUser({ retry: false });
        if (cancelled) return;
        errors = 0;
        delay = VERIFICATION_POLL_MS;
        if (user.is_verified) {
          onVerifiedRef.current(user);
          return;
        }
      } catch {
        if (cancelled) return;
        errors += 1;
        if (errors >= VERIFICATION_POLL_STOP_AT_ERRORS) {
          toast.error(authText(i18n, POLL_STOPPED), { id: 'verification-poll' });
          return;
        }
        if (errors === VERIFICATION_POLL_WARN_AT_ERRORS) {
          toast.warning(authText(i18n, POLL_WARNING), { id: 'verification-poll' });
        }
        delay = nextPollDelay(delay);
      }
      timer = setTimeout(() => void tick(), delay);
    };

    timer = setTimeout(() => void tick(), delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled]);
}
