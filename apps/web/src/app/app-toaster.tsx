import { TOAST_DURATION_MS } from '@app/contracts/constants';
import { Toaster } from 'sonner';
import { useTheme } from '#src/lib/theme.ts';
import { useIsMobile } from '#src/lib/use-media-query.ts';

/**
 * SPEC section 4: toasts of four types that go after 3 s; at the top on phones, above the thumb
 * zone. Loaded with sonner once the first screen has shown (providers.tsx), and with it what only
 * the toaster needs (the media query hook), outside the shell.
 */
export default function AppToaster() {
  const { resolved } = useTheme();
  const isMobile = useIsMobile();
  return (
    <Toaster
      // The app is written left to right (<html lang="en">). Without a `dir`, sonner reads the
      // document's computed direction at every render: a style recalculation of the whole page,
      // forced in the middle of the first screen's commit (~14 ms on a phone, ADR 023).
      dir="ltr"
      theme={resolved}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      position={isMobile ? 'top-center' : 'bottom-right'}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
