import { Trans, useLingui } from '@lingui/react/macro';
import { Delete } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '#src/lib/cn.ts';

export const PIN_MIN = 4;
export const PIN_MAX = 6;

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled?: boolean;
  /** Changes on each refusal: the dots shake once. */
  shakeKey: number;
}

/**
 * Big keys for a PIN of 4 to 6 digits. The physical keyboard works too: digits, Backspace and
 * Enter, wherever the focus is on the page.
 */
export function PinPad({ value, onChange, onSubmit, disabled, shakeKey }: Props) {
  const { t } = useLingui();
  const dots = useRef<HTMLDivElement>(null);
  const press = (digit: string) => {
    if (!disabled && value.length < PIN_MAX) onChange(value + digit);
  };
  const erase = () => !disabled && onChange(value.slice(0, -1));
  const submit = () => !disabled && value.length >= PIN_MIN && onSubmit();

  // The latest handlers, for the one keyboard listener.
  const latest = useRef({ press, erase, submit });
  useEffect(() => {
    latest.current = { press, erase, submit };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (/^\d$/.test(event.key)) latest.current.press(event.key);
      else if (event.key === 'Backspace') latest.current.erase();
      else if (event.key === 'Enter') latest.current.submit();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (shakeKey === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    dots.current?.animate?.(
      [0, -10, 10, -8, 8, -4, 0].map((x) => ({ transform: `translateX(${x}px)` })),
      { duration: 400, easing: 'ease-out' },
    );
  }, [shakeKey]);

  const count = value.length;
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const key =
    'flex h-16 items-center justify-center rounded-2xl bg-surface-muted text-2xl font-semibold ' +
    'text-foreground transition-colors hover:bg-border active:bg-border disabled:opacity-50 ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
  return (
    <div className="mx-auto w-full max-w-xs space-y-6">
      <div
        ref={dots}
        className="flex h-6 items-center justify-center gap-3"
        role="status"
        aria-label={t`${count} digits entered`}
        data-testid="pin-dots"
      >
        {Array.from({ length: Math.max(PIN_MIN, Math.min(PIN_MAX, count + 1)) }, (_, i) => (
          <span
            key={i}
            className={cn(
              'size-4 rounded-full border-2 border-primary',
              i < count ? 'bg-primary' : 'bg-transparent',
            )}
          />
        ))}
      </div>
      <div className="grid grid-cols-3 gap-3">
        {keys.map((digit) => (
          <button
            key={digit}
            type="button"
            className={key}
            disabled={disabled}
            onClick={() => press(digit)}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={key}
          disabled={disabled || count === 0}
          onClick={erase}
          aria-label={t`Delete the last digit`}
        >
          <Delete className="size-6" aria-hidden />
        </button>
        <button type="button" className={key} disabled={disabled} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className={cn(key, 'bg-primary text-base text-primary-foreground hover:bg-primary-hover')}
          disabled={disabled || count < PIN_MIN}
          onClick={submit}
        >
          <Trans>OK</Trans>
        </button>
      </div>
    </div>
  );
}
