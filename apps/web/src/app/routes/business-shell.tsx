import { useMemo } from 'react';
import { useCurrentBusinessSelection } from '#src/features/businesses/business-storage.ts';
import { useBusinessNotFoundRecovery } from '#src/features/businesses/use-business-not-found.ts';
import { useSession } from '#src/lib/session.ts';
import { CurrentBusinessProvider, type ShellBusiness } from '../current-business.tsx';
import { AppShell } from '../layouts/app-shell.tsx';
import { useRouteHandle } from '../route-handle.ts';

/**
 * The signed-in shell with the businesses plugged in. The guard rules of SPEC section 2 run in
 * each business screen's loader (businessRouteLoader), which makes the business of the route the
 * current one; here that current business is handed to the navbar and bottom navigation, and
 * business 404s from any screen are turned into SPEC's out-of-sync recovery.
 */
export function BusinessShell() {
  const selection = useCurrentBusinessSelection();
  const { isVerified } = useSession();
  const { requiresBusiness } = useRouteHandle();
  useBusinessNotFoundRecovery(Boolean(requiresBusiness));

  // Businesses are blocked until the email is verified (SPEC section 4).
  const business = useMemo<ShellBusiness | null>(
    () =>
      isVerified && selection
        ? {
            id: selection.id,
            name: selection.name,
            logoUrl: selection.logoUrl,
            country: selection.country,
          }
        : null,
    [isVerified, selection],
  );

  return (
    <CurrentBusinessProvider value={business}>
      <AppShell />
    </CurrentBusinessProvider>
  );
}
