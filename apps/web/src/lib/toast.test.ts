import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast as sonnerToast } from 'sonner';
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
});
