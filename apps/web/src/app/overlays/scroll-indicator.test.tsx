import { SCROLL_INDICATOR_HIDE_MS } from '@app/contracts/constants';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenShown, resetFirstScreenForTests } from '#src/lib/first-screen.tsx';
import { ScrollIndicator } from './scroll-indicator.tsx';

/** jsdom has no layout: a phone-sized window over a page four screens long. */
function phonePage(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: () => {}, removeEventListener: () => {} })),
  );
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 4 * window.innerHeight,
  });
}

/** Rendered, and listening once the promise of the first screen's moment has settled. */
async function renderIndicator() {
  render(<ScrollIndicator />);
  await act(async () => {});
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // The indicator listens once the first screen has painted (the next frame, then a task).
  resetFirstScreenForTests();
  firstScreenShown();
  vi.runAllTimers();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('scroll indicator (SPEC section 2, 1024 px or less)', () => {
  it('offers the end while scrolling down, the top while scrolling up, and hides 3 s after', async () => {
    phonePage(true);
    await renderIndicator();
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(300);
    expect(screen.getByRole('button', { name: 'Scroll to the end' })).toBeInTheDocument();
    scrollTo(100);
    expect(screen.getByRole('button', { name: 'Scroll to the top' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCROLL_INDICATOR_HIDE_MS - 1));
    expect(screen.getByRole('button')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('jumps to the top when tapped', async () => {
    phonePage(true);
    await renderIndicator();
    scrollTo(500);
    scrollTo(200);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to the top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('waits for the first screen to paint before it reads the scroll position', async () => {
    resetFirstScreenForTests();
    phonePage(true);
    await renderIndicator();
    scrollTo(300);
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => {
      firstScreenShown();
      vi.runAllTimers();
    });
    scrollTo(600);
    expect(screen.getByRole('button', { name: 'Scroll to the end' })).toBeInTheDocument();
  });

  it('stays away on wider screens', async () => {
    phonePage(false);
    await renderIndicator();
    scrollTo(300);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
