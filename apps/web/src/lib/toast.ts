import type { ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { languageShown, specText } from './error-translator.ts';

/**
 * The app's toasts (SPEC section 4), sonner's `toast` API loaded on first use (ADR
 * 054): the first screens import toasts for their rare failures (a business not found), and a
 * static import made sonner (~10 KiB brotli) part of what the POS downloads before its grid.
 * The toaster (app/providers.tsx) loads it after the first screen anyway; a toast raised before it
 * mounts is replayed when it does. Each call returns the toast's id at once, as sonner's does:
 * the caller's own `id`, or one made here.
 */
type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

let sonner: Promise<Sonner> | undefined;
// Sonner, once the language is shown too (see `show`): toasts and dismissals all chain on this
// one promise, so they run in call order.
const loadSonner = () =>
  (sonner ??= Promise.all([import('sonner'), languageShown]).then(([m]) => m.toast));
let lastId = 0;

function show(kind: Kind) {
  return (message: ReactNode, options: ExternalToast = {}): string | number => {
    const id = options.id ?? `toast-${++lastId}`;
    // SPEC's texts raised as they are (MESSAGES.outOfSync...) show in the reader's language,
    // once it is loaded (a toast raised as the app starts waits for it). In call order: each
    // call chains on the same promises.
    void loadSonner().then((toast) =>
      toast[kind](typeof message === 'string' ? specText(message) : message, { ...options, id }),
    );
    return id;
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
  dismiss: (id?: string | number) => void loadSonner().then((toast) => toast.dismiss(id)),
};
