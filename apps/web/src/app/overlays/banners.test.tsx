import { UPDATE_BANNER_AUTO_DISMISS_MS, UPDATE_BANNER_REMINDER_MS } from '@app/contracts/constants';
import { MESSAGES } from '@app/contracts/messages';
import { STORAGE_KEYS } from '@app/contracts/storage-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner.tsx';
import { UpdateBanner } from './update-banner.tsx';

const sw = vi.hoisted(() => ({ needRefresh: true, update: vi.fn(async () => {}) }));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [sw.needRefresh, () => {}],
    offlineReady: [false, () => {}],
    updateServiceWorker: sw.update,
  }),
}));

/** The banner also asks the server for the released version (a query). */
function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('update banner (SPEC section 4)', () => {
  it('offers the new version; Update installs it', () => {
    renderWithQueries(<UpdateBanner />);
    expect(screen.getByText(MESSAGES.updateAvailable)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(sw.update).toHaveBeenCalledWith(true);
  });

  it('Later stores the dismissal time and hides it', () => {
    renderWithQueries(<UpdateBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(MESSAGES.updateAvailable)).not.toBeInTheDocument();
    const stored = Number(localStorage.getItem(STORAGE_KEYS.updateDismissedTime));
    expect(Math.abs(Date.now() - stored)).toBeLessThan(1_000);
  });

  it('dismisses itself after 30 s', () => {
    vi.useFakeTimers();
    renderWithQueries(<UpdateBanner />);
    act(() => vi.advanceTimersByTime(UPDATE_BANNER_AUTO_DISMISS_MS));
    expect(screen.queryByText(MESSAGES.updateAvailable)).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.updateDismissedTime)).not.toBeNull();
  });

  it('stays away for 4 hours after a dismissal, then comes back', () => {
    localStorage.setItem(STORAGE_KEYS.updateDismissedTime, String(Date.now() - 60_000));
    renderWithQueries(<UpdateBanner />);
    expect(screen.queryByText(MESSAGES.updateAvailable)).not.toBeInTheDocument();
    cleanup();

    localStorage.setItem(
      STORAGE_KEYS.updateDismissedTime,
      String(Date.now() - UPDATE_BANNER_REMINDER_MS - 1_000),
    );
    renderWithQueries(<UpdateBanner />);
    expect(screen.getByText(MESSAGES.updateAvailable)).toBeInTheDocument();
  });
});

describe('offline banner (SPEC section 2)', () => {
  function goOffline() {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
  }

  it('shows nothing while online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says features may be unavailable when no service worker controls the page', async () => {
    render(<OfflineBanner />);
    goOffline();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.offlineLimited);
  });

  it('says cached resources are used when the service worker controls the page', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    render(<OfflineBanner />);
    goOffline();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.offlineCached);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
