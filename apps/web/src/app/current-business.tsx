import { createContext, useContext, type ReactNode } from 'react';

/** What the shell needs to know about the business being worked on. */
export interface ShellBusiness {
  id: string;
  name: string;
  logoUrl?: string | null;
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
  return (
    <CurrentBusinessContext.Provider value={value}>{children}</CurrentBusinessContext.Provider>
  );
}

export function useCurrentBusiness(): ShellBusiness | null {
  return useContext(CurrentBusinessContext);
}
