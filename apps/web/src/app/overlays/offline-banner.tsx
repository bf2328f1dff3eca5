import { MESSAGES } from '@app/contracts/messages';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '#src/lib/use-online-status.ts';

/**
 * SPEC section 2: shown while the device is offline. When the service worker controls the page the
 * app shell and visited data come from its cache; otherwise some features may be unavailable.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  const cached = Boolean(navigator.serviceWorker?.controller);
  return (
    <div
      role="status"
      className="relative z-50 flex items-center justify-center gap-2 bg-warning-soft px-4 py-2 text-center text-sm font-medium text-warning border-b border-warning/25"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      <span>{cached ? MESSAGES.offlineCached : MESSAGES.offlineLimited}</span>
    </div>
  );
}
