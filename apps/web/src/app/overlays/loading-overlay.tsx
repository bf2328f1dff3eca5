import { Spinner } from '#src/components/ui/spinner.tsx';
// clsx, not cn: these classes never conflict, and tailwind-merge stays out of the shell.
import { clsx } from 'clsx';
import { useLoadingOverlay } from '../loading-overlay-store.ts';

/** Covers the screen while something app-wide is in progress; see loading-overlay-store.ts. */
export function LoadingOverlay() {
  const { visible, message } = useLoadingOverlay();
  return (
    <div
      aria-hidden={!visible}
      className={clsx(
        'fixed inset-0 z-[70] flex items-center justify-center bg-background/70 backdrop-blur-[2px] transition-opacity duration-150',
        visible ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
    >
      {visible && (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface px-6 py-5 shadow-lg">
          <Spinner className="size-7 text-primary" label={message ?? 'Loading'} />
          {message && <p className="text-sm text-muted-foreground">{message}</p>}
        </div>
      )}
    </div>
  );
}
