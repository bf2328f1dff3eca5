import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { setFormatRegion } from '#src/lib/format-settings.ts';

/** What the shell needs to know about the business being worked on. */
export interface ShellBusiness {
  id: string;
  name: string;
  logoUrl?: string | null;
  /** ISO 3166 code: money and dates are written as in this country (sw-KE, fr-CI). */
  country?: string | null;
}

const CurrentBusinessContext = createContext<ShellBusiness | null>(null);

/**
 * The plug for the businesses feature: routes/business-shell.tsx wraps the signed-in shell in it
 * with the current business (resolved by the SPEC section 2 guard rules in each business screen's
 * loader). Without one the shell shows its reduced navigation (Businesses + account menu); with
 * one the navbar, bottom navigation and quick actions link to /dashboard/{id}, /sales/{id}, ...
 */
export function CurrentBusinessProvider({
  value,
  children,
}: {
  value: ShellBusiness | null;
  children: ReactNode;
}) {
  const country = value?.country ?? null;
  // Set while rendering, before the screens below format anything (the same value each time);
  // the effect keeps it after a remount and clears it when the shell of a business goes.
  setFormatRegion(country);
  useEffect(() => {
    setFormatRegion(country);
    return () => setFormatRegion(null);
  }, [country]);
  return (
    <CurrentBusinessContext.Provider value={value}>{children}</CurrentBusinessContext.Provider>
  );
}

export function useCurrentBusiness(): ShellBusiness | null {
  return useContext(CurrentBusinessContext);
}
