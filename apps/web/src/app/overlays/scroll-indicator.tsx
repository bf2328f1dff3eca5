import { SCROLL_INDICATOR_BREAKPOINT_PX, SCROLL_INDICATOR_HIDE_MS } from '@app/contracts/constants';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { whenFirstScreenShown } from '#src/lib/first-screen.tsx';
import { useMediaQuery } from '#src/lib/use-media-query.ts';

type Direction = 'up' | 'down';

/** A page must be this much taller than the screen before the indicator is worth showing. */
const LONG_PAGE_SCREENS = 1.5;

/**
 * SPEC section 2's scroll up/down indicator (1024 px or less): while a long page scrolls, a button
 * offers to jump to its top (scrolling up) or its end (scrolling down); it hides 3 s after the last scroll.
 */
export function ScrollIndicator() {
  const small = useMediaQuery(`(max-width: ${SCROLL_INDICATOR_BREAKPOINT_PX}px)`);
  const { t } = useLingui();
  const [direction, setDirection] = useState<Direction | null>(null);
  useEffect(() => {
    if (!small) return;
    let lastY = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const long = document.documentElement.scrollHeight > window.innerHeight * LONG_PAGE_SCREENS;
      if (long && Math.abs(y - lastY) > 4) setDirection(y < lastY ? 'up' : 'down');
      lastY = y;
      clearTimeout(timer);
      timer = setTimeout(() => setDirection(null), SCROLL_INDICATOR_HIDE_MS);
    };
    // Listens once the first screen has painted (ADR 040): reading window.scrollY lays the page
    // out at once, which in the first commit is a second layout before the first paint (issue
    // 21). Straight from that moment, not through a render of what waited for it (a transition
    // that can take a while), so a scroll as soon as the grid appears is seen.
    let listening = true;
    void whenFirstScreenShown().then(() => {
      if (!listening) return;
      lastY = window.scrollY;
      window.addEventListener('scroll', onScroll, { passive: true });
    });
    return () => {
      listening = false;
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [small]);

  if (!small || !direction) return null;
  const up = direction === 'up';
  const Icon = up ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({
          top: up ? 0 : document.documentElement.scrollHeight,
          behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        });
        setDirection(null);
      }}
      className="fixed left-4 z-40 flex size-11 items-center justify-center rounded-full border border-border bg-surface/95 text-foreground shadow-lg backdrop-blur-md transition hover:bg-surface-muted bottom-[calc(var(--app-bottom-offset)+var(--app-bottom-bar)+1rem)]"
      aria-label={up ? t`Scroll to the top` : t`Scroll to the end`}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
