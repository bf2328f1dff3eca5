import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from 'react-router';

/**
 * What a route tells the shell about itself (`handle` in routes.tsx). SPEC section 2 names two flags.
 * - public: reachable while logged out; the footer shows on these routes.
 * - requiresBusiness: a business screen; moving between two of these is a tab move (no full overlay).
 * - title: the page name, used for document.title and by the "not available yet" screen.
 * - holdsFirstScreen: the screen's content arrives after it mounts, and the screen calls
 *   firstScreenShown() (lib/first-screen.tsx) once it is on screen; until then what no first
 *   screen needs waits.
 */
export interface RouteHandle {
  public?: boolean;
  requiresBusiness?: boolean;
  /** A message (`msg`), shown in the app's language. */
  title?: MessageDescriptor;
  holdsFirstScreen?: boolean;
}

/** The handle of the deepest matched route, with flags inherited from its parents. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    Object.assign(merged, match.handle as RouteHandle | undefined);
  }
  return merged;
}
