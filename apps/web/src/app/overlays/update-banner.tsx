import { UPDATE_BANNER_AUTO_DISMISS_MS, UPDATE_BANNER_REMINDER_MS } from '@app/contracts/constants';
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '#src/components/ui/button.tsx';
import { useAppVersionStatus } from '#src/lib/app-version.ts';
import { showLoadingOverlay } from '../loading-overlay-store.ts';
import { setUpdateBannerVisible } from './banner-slot.ts';

/** Installed apps stay open for days: look for a new version every hour as well as on each load. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

function dismissedAt(): number {
  const value = Number(localStorage.getItem(STORAGE_KEYS.updateDismissedTime));
  return Number.isFinite(value) ? value : 0;
}

/** Time left before a dismissed banner may come back (0: it may show now). */
function snoozeLeft(now = Date.now()) {
  return Math.max(0, dismissedAt() + UPDATE_BANNER_REMINDER_MS - now);
}

/**
 * SPEC section 4: 'A new version is available!' with Update and Later, once the new service worker
 * is waiting. It dismisses itself after 30 s; a dismissal is stored and the banner comes back when it
 * is more than 4 hours old.
 */
export function UpdateBanner() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
  const versions = useAppVersionStatus();
  const [snoozed, setSnoozed] = useState(() => snoozeLeft() > 0);
  // A build below the released minimumSupported is told to update and cannot snooze it.
  const required = versions.required;
  const visible = required || ((needRefresh || versions.newer) && !snoozed);

  // Wake up when the snooze runs out while the app stays open.
  useEffect(() => {
    if (!snoozed) return;
    const timer = setTimeout(() => setSnoozed(false), snoozeLeft());
    return () => clearTimeout(timer);
  }, [snoozed]);

  const dismiss = useCallback(() => {
    localStorage.setItem(STORAGE_KEYS.updateDismissedTime, String(Date.now()));
    setSnoozed(true);
  }, []);

  useEffect(() => {
    if (!visible || required) return;
    const timer = setTimeout(dismiss, UPDATE_BANNER_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [visible, required, dismiss]);

  useEffect(() => {
    setUpdateBannerVisible(visible);
    return () => setUpdateBannerVisible(false);
  }, [visible]);

  if (!visible) return null;
  const releasedVersion = versions.released?.version;

  const update = () => {
    showLoadingOverlay('default');
    // A waiting service worker takes over and reloads; without one, a reload fetches the new build.
    if (needRefresh) void updateServiceWorker(true);
    else window.location.reload();
  };

  return (
    <div
      role="status"
      className="banner-enter fixed inset-x-3 bottom-[calc(var(--app-bottom-offset)+0.75rem)] z-[65] mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-border bg-surface p-3 pl-4 shadow-xl"
    >
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <RefreshCw className="size-4" aria-hidden />
      </div>
      <p className="min-w-0 flex-1 text-sm font-medium">
        {/* SPEC's texts (APP_VERSION_MESSAGES.updateRequired, MESSAGES.updateAvailable). */}
        {required ? (
          <Trans>This version of the app is no longer supported. Please update to continue.</Trans>
        ) : (
          <Trans>A new version is available!</Trans>
        )}
        {versions.released && (
          <span className="block text-xs font-normal text-muted-foreground">
            <Trans>Version {releasedVersion}</Trans>
          </span>
        )}
      </p>
      {!required && (
        <Button variant="ghost" size="sm" onClick={dismiss}>
          <Trans comment="a button: remind me about the update later">Later</Trans>
        </Button>
      )}
      <Button size="sm" onClick={update}>
        {required ? (
          <Trans>Update now</Trans>
        ) : (
          <Trans comment="a button: install the new version of the app">Update</Trans>
        )}
      </Button>
    </div>
  );
}
