import { Trans, useLingui } from '@lingui/react/macro';
import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { LogoMark } from '#src/components/ui/logo.tsx';
import { promptInstall, useCanInstall } from '../pwa/install-prompt.ts';
import { useUpdateBannerVisible } from './banner-slot.ts';

/** "Not Now" keeps the banner away for two weeks on this device (our choice; SPEC is silent). */
const DISMISSED_KEY = 'pwa_install_dismissed_time';
const SNOOZE_MS = 14 * 24 * 60 * 60_000;

function snoozed() {
  const at = Number(localStorage.getItem(DISMISSED_KEY));
  return Number.isFinite(at) && Date.now() - at < SNOOZE_MS;
}

/** SPEC section 2: the PWA install banner (Install / Not Now), when the browser offers installation. */
export function InstallBanner() {
  const canInstall = useCanInstall();
  const { t } = useLingui();
  const [hidden, setHidden] = useState(snoozed);
  const updateShowing = useUpdateBannerVisible();
  if (!canInstall || hidden || updateShowing) return null;

  const notNow = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setHidden(true);
  };

  return (
    <aside
      aria-label={t`Install ShopBook`}
      className="banner-enter fixed inset-x-3 bottom-[calc(var(--app-bottom-offset)+0.75rem)] z-[60] mx-auto max-w-md rounded-2xl border border-border bg-surface p-4 shadow-xl"
    >
      <div className="flex items-start gap-3">
        <LogoMark className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <Trans>Install ShopBook</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Open it from your home screen like any app. It starts faster and keeps working when
              the connection drops.
            </Trans>
          </p>
        </div>
        <button
          type="button"
          onClick={notNow}
          aria-label={t`Close`}
          className="-mt-1 -mr-1 rounded-lg p-1.5 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
        >
          <X className="size-4" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={notNow}>
          <Trans>Not Now</Trans>
        </Button>
        <Button size="sm" onClick={() => void promptInstall()}>
          <Download aria-hidden />
          <Trans comment="a button: install the app on this device">Install</Trans>
        </Button>
      </div>
    </aside>
  );
}
