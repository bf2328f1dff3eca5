import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast as sonnerToast } from 'sonner';
import { SESSION_MESSAGES } from '@app/contracts/session-messages';
import { i18nFor } from '#src/i18n/for-language.ts';
import { errorTranslator } from './error-messages.ts';
import { toast } from './toast.ts';

afterEach(() => vi.restoreAllMocks());

describe('toast', () => {
  it("answers the toast's id at once and shows it through sonner once loaded, in call order", async () => {
    const shown: string[] = [];
    vi.spyOn(sonnerToast, 'success').mockImplementation((message, options) => {
      shown.push(`success ${String(message)} ${String(options?.id)}`);
      return options!.id!;
    });
    vi.spyOn(sonnerToast, 'error').mockImplementation((message, options) => {
      shown.push(`error ${String(message)} ${String(options?.id)}`);
      return options!.id!;
    });

    const first = toast.success('Saved', { description: 'Sale 12' });
    const second = toast.error('Not saved', { id: 'save' });

    expect(second).toBe('save');
    expect(typeof first).toBe('string');
    expect(first).not.toBe(toast.success('Saved again'));
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown.slice(0, 2)).toEqual([`success Saved ${first}`, 'error Not saved save']);
    expect(sonnerToast.success).toHaveBeenCalledWith('Saved', {
      description: 'Sale 12',
      id: first,
    });
  });

  it('updates and dismisses a loading toast by the id it answered', async () => {
    const loading = vi.spyOn(sonnerToast, 'loading').mockReturnValue('x');
    const dismiss = vi.spyOn(sonnerToast, 'dismiss').mockReturnValue('x');

    const id = toast.loading('Preparing the CSV file…');
    toast.dismiss(id);

    await vi.waitFor(() => expect(dismiss).toHaveBeenCalledWith(id));
    expect(loading).toHaveBeenCalledWith('Preparing the CSV file…', { id });
    expect(loading.mock.invocationCallOrder[0]).toBeLessThan(dismiss.mock.invocationCallOrder[0]!);
  });

  it('holds a text raised before the language is shown (the session-expired notice), then shows it in that language', async () => {
    vi.resetModules();
    const translator = await import('./error-translator.ts');
    const { toast: starting } = await import('./toast.ts');
    const warning = vi.spyOn(sonnerToast, 'warning').mockReturnValue('x');

    starting.warning(SESSION_MESSAGES.sessionExpired);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warning).not.toHaveBeenCalled();

    const sw = await i18nFor('sw');
    translator.setErrorTranslator(errorTranslator(sw));
    translator.noteLanguageShown();
    await vi.waitFor(() => expect(warning).toHaveBeenCalledOnce());
    const shown = warning.mock.calls[0]![0];
    expect(shown).not.toBe(SESSION_MESSAGES.sessionExpired);
    expect(shown).toBe(errorTranslator(sw).known(SESSION_MESSAGES.sessionExpired));
    expect(shown).toMatch(/\w/);
  });
});
