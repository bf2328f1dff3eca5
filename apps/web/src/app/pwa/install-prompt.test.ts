import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: captureInstallPrompt keeps the offer and the listeners it adds. */
async function freshModule() {
  vi.resetModules();
  return import('./install-prompt.ts');
}

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the install offer', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('waits for the first tap before offering installation (not over a loading first screen)', async () => {
    const { captureInstallPrompt, useCanInstall } = await freshModule();
    captureInstallPrompt();
    const { result } = renderHook(() => useCanInstall());
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(result.current).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(result.current).toBe(true);
  });

  it('counts a key press as starting to use the page', async () => {
    const { captureInstallPrompt, useCanInstall } = await freshModule();
    captureInstallPrompt();
    const { result } = renderHook(() => useCanInstall());
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(result.current).toBe(false);
    offerInstall();
    expect(result.current).toBe(true);
  });
});
