import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES, STORAGE_KEYS, type User } from '@app/contracts';
import { jsonResponse, stubFetch } from '#src/lib/test-fetch.ts';
import { makeToken } from '#src/lib/test-tokens.ts';
import { VerifyEmailPanel } from './verify-email-panel.tsx';

const user: User = {
  id: '6c01c7b0-b1f9-4ce7-9449-426b49fa644a',
  username: 'amina',
  email: 'amina@example.com',
  is_verified: false,
  is_admin: false,
  admin_role: null,
  created_at: '2026-01-01T00:00:00.000Z',
  username_changed: false,
  needs_username: false,
  language: 'en',
};

function renderPanel(onVerified = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VerifyEmailPanel user={user} onVerified={onVerified} />
    </QueryClientProvider>,
  );
  return onVerified;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const resendButton = () => screen.getByRole('button', { name: /resend|sending/i });
let restore: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  restore();
  vi.useRealTimers();
});

describe('Verify Your Email: the code', () => {
  it('submits the six digits as soon as the last box is filled', async () => {
    const stub = stubFetch(() =>
      jsonResponse(200, {
        verified: true,
        access_token: makeToken({ sub: user.id }),
        username_changed: false,
        username: 'amina',
        user: { ...user, is_verified: true },
      }),
    );
    restore = stub.restore;
    const onVerified = renderPanel();
    fireEvent.change(boxes()[0]!, { target: { value: '123456' } });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(stub.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/auth/verify-email'],
    ]);
    expect(stub.requests[0]!.body).toEqual({ user_id: user.id, verification_code: '123456' });
    expect(stub.requests[0]!.headers.has('idempotency-key')).toBe(false);
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('shows the expired text and empties the boxes for a new try', async () => {
    restore = stubFetch(() =>
      jsonResponse(400, {
        error: MESSAGES.codeExpired,
        message: MESSAGES.codeExpired,
        errorCode: 'VERIFICATION_CODE_EXPIRED',
        expired: true,
      }),
    ).restore;
    renderPanel();
    fireEvent.change(boxes()[0]!, { target: { value: '123456' } });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.codeExpired);
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '', '', '']);
  });

  it('a 500 shows the server-error text', async () => {
    restore = stubFetch(() =>
      jsonResponse(500, { error: 'x', message: 'x', errorCode: 'INTERNAL_ERROR' }),
    ).restore;
    renderPanel();
    fireEvent.change(boxes()[0]!, { target: { value: '123456' } });
    // The API client retries a 5xx only for requests it may replay; verification is not one.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });
});

describe('Verify Your Email: resend (SPEC section 4)', () => {
  it('waits 2 s, sends, then counts down 60 s, and the countdown survives a reload', async () => {
    const stub = stubFetch(() =>
      jsonResponse(200, { message: 'A new code is on its way.', cooldown_seconds: 60 }),
    );
    restore = stub.restore;
    renderPanel();
    fireEvent.click(resendButton());
    expect(resendButton()).toHaveTextContent('Sending…');
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(stub.requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(stub.requests.map((r) => r.path)).toEqual(['/api/auth/resend-verification']);
    expect(stub.requests[0]!.body).toEqual({ user_id: user.id });
    expect(resendButton()).toHaveTextContent('Resend in 60s');
    expect(resendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(resendButton()).toHaveTextContent('Resend in 45s');

    // A reload: everything in memory is gone, local storage stays.
    cleanup();
    renderPanel();
    expect(resendButton()).toHaveTextContent('Resend in 45s');
    expect(resendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(resendButton()).toHaveTextContent('Resend code');
    expect(resendButton()).toBeEnabled();
  });

  it('a 429 cooldown answer starts the countdown the server asks for', async () => {
    restore = stubFetch(() =>
      jsonResponse(429, {
        error: 'Please wait 42 seconds before requesting a new code.',
        message: 'Please wait 42 seconds before requesting a new code.',
        errorCode: 'RESEND_COOLDOWN',
        cooldown_seconds: 42,
      }),
    ).restore;
    renderPanel();
    fireEvent.click(resendButton());
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(resendButton()).toHaveTextContent('Resend in 42s');
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 42 seconds');
  });

  it('another failure shows the resend failure text', async () => {
    restore = stubFetch(() => jsonResponse(404, {})).restore;
    renderPanel();
    fireEvent.click(resendButton());
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resendFailed);
    expect(resendButton()).toBeEnabled();
  });
});
