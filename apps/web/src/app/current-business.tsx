import { createContext, useContext, type ReactNode } from 'react';

/** What the shell needs to know about the business being worked on. */
export interface ShellBusiness {
  id: string;
  name: string;
  logoUrl?: string | null;
}

const CurrentBusinessContext = createContext<ShellBusiness | null>(null);

/**
 * The plug for the businesses feature. Until it exists there is no current business and the shell
 * shows its reduced navigation (Businesses + account menu).
 *
 * To plug it in, wrap the signed-in shell in routes.tsx:
 *   element: <BusinessesProvider><AppShell /></BusinessesProvider>
 * where BusinessesProvider resolves the business (SPEC section 2 guard rules) and renders
 *   <CurrentBusinessProvider value={business}>{children}</CurrentBusinessProvider>.
 * The navbar, bottom navigation and quick actions then link to /dashboard/{id}, /sales/{id}, ...
 */
export function CurrentBusinessProvider({
  value,
  children,
}: {
  value: ShellBusiness | null;
  children: ReactNode;
}) {
  return <CurrentBusinessContext.Provider value={value}>{children}</CurrentBusinessContext.Provider>;
}

export function useCurrentBusiness(): ShellBusiness | null {
  return useContext(CurrentBusinessContext);
}
