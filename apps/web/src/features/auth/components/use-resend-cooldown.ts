import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@app/contracts';
import { readString, writeString } from '#src/lib/storage.ts';

function storedUntil(): number {
  const until = Number(readString(STORAGE_KEYS.resendCooldownUntil));
  return Number.isFinite(until) ? until : 0;
}

export function secondsUntil(until: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Starts the countdown outside React: registration has just sent a code, so resending waits. */
export function startResendCooldown(seconds: number): void {
  writeString(STORAGE_KEYS.resendCooldownUntil, String(Date.now() + seconds * 1000));
}

/**
 * SPEC section 4: after a resend the button waits (60 s by default); the end time is kept in local
 * storage, so a reload (or another tab) shows the same countdown.
 */
export function useResendCooldown() {
  const [until, setUntil] = useState(storedUntil);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = secondsUntil(until, now);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.resendCooldownUntil) setUntil(storedUntil());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const start = useCallback((seconds: number) => {
    const next = Date.now() + seconds * 1000;
    writeString(STORAGE_KEYS.resendCooldownUntil, String(next));
    setUntil(next);
    setNow(Date.now());
  }, []);

  return { secondsLeft, start };
}
