import { Trans } from '@lingui/react/macro';

/**
 * Lucide's wifi-off, drawn inline: lucide-react's icon runtime would add ~1.5 KiB to this small
 * chunk for one icon.
 */
function WifiOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0"
      aria-hidden
    >
      <path d="M12 20h.01" />
      <path d="M8.5 16.429a5 5 0 0 1 7 0" />
      <path d="M5 12.859a10 10 0 0 1 5.17-2.69" />
      <path d="M19 12.859a10 10 0 0 0-2.007-1.523" />
      <path d="M2 8.82a15 15 0 0 1 4.177-2.643" />
      <path d="M22 8.82a15 15 0 0 0-11.288-3.764" />
      <path d="m2 2 20 20" />
    </svg>
  );
}

/**
 * SPEC section 2: shown while the device is offline. When the service worker controls the page the
 * app shell and visited data come from its cache; otherwise some features may be unavailable.
 */
export function OfflineBannerContent() {
  const cached = Boolean(navigator.serviceWorker?.controller);
  return (
    <div
      role="status"
      className="relative z-50 flex items-center justify-center gap-2 bg-warning-soft px-4 py-2 text-center text-sm font-medium text-warning border-b border-warning/25"
    >
      <WifiOffIcon />
      {/* SPEC's texts (MESSAGES.offlineCached, MESSAGES.offlineLimited). */}
      <span>
        {cached ? (
          <Trans>You are currently offline. Using cached resources.</Trans>
        ) : (
          <Trans>You are currently offline. Some features may be unavailable.</Trans>
        )}
      </span>
    </div>
  );
}
