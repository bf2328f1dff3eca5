import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { hideLoadingOverlay, showLoadingOverlay } from '../loading-overlay-store.ts';
import { isTabMove } from '../business-sections.ts';

/** Navigations quicker than this never flash an overlay. */
const SHOW_AFTER_MS = 150;

/**
 * SPEC section 2: moving between business tabs shows no full overlay (only a thin progress bar);
 * any other move that takes a moment shows the route-transition overlay.
 */
export function RouteTransition() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location;
  const tabMove = target ? isTabMove(location.pathname, target.pathname) : false;
  const busy = navigation.state !== 'idle';
  const shown = useRef(false);

  useEffect(() => {
    if (!busy || tabMove) return;
    const timer = setTimeout(() => {
      shown.current = true;
      showLoadingOverlay('route');
    }, SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (shown.current) {
        shown.current = false;
        hideLoadingOverlay();
      }
    };
  }, [busy, tabMove]);

  const active = busy && tabMove;
  // Plain template strings, not cn or clsx: the classes never conflict.
  return (
    <div
      aria-hidden
      className={`pointer-events-none fixed inset-x-0 top-0 z-[80] h-0.5 overflow-hidden transition-opacity ${active ? 'opacity-100' : 'opacity-0'}`}
    >
      {/* Animated only while shown: an endless animation under opacity 0 still costs frames. */}
      <div className={`h-full w-1/3 rounded-full bg-primary${active ? ' route-progress' : ''}`} />
    </div>
  );
}
