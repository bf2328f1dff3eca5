import { lazy, Suspense, useEffect } from 'react';
import { whenFirstScreenShown } from '#src/lib/first-screen.tsx';
import { useOnlineStatus } from '#src/lib/use-online-status.ts';

/**
 * The banner's markup is a chunk of its own, out of the shell's JavaScript (ADR 023: <= 100
 * KiB), which no first screen shows while online. Offline at start, the service worker has it;
 * online, it is fetched once the first screen has shown, so a till that loses its connection
 * later has it too.
 */
const loadContent = () => import('./offline-banner-content.tsx');
const OfflineBannerContent = lazy(() =>
  loadContent().then((m) => ({ default: m.OfflineBannerContent })),
);

/** SPEC section 2: shown while the device is offline (offline-banner-content.tsx). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  useEffect(() => {
    void whenFirstScreenShown()
      .then(loadContent)
      .catch(() => {});
  }, []);
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBannerContent />
    </Suspense>
  );
}
