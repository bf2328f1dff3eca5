import { Suspense, type ReactNode } from 'react';
import { useFirstScreenShown } from '#src/lib/first-screen.ts';

/**
 * Its children (lazy components) once the first screen has shown its content (issue 21,
 * lib/first-screen.ts). A component of its own so that this moment re-renders it alone, not the
 * layout around it with everything that layout renders.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  if (!useFirstScreenShown()) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
