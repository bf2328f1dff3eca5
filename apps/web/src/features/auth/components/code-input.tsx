import { useLingui } from '@lingui/react/macro';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@app/contracts';
import { cn } from '#src/lib/cn.ts';

export function emptyCode(length = VERIFICATION_CODE_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

export function isCodeComplete(digits: string[]): boolean {
  return digits.every((d) => /^\d$/.test(d));
}

/** Writes `text`'s digits (everything else dropped) into the boxes from `start` on. */
export function fillDigits(digits: string[], start: number, text: string): string[] {
  const incoming = text.replace(/\D/g, '').split('');
  const next = [...digits];
  for (let i = 0; i < incoming.length && start + i < next.length; i++) {
    next[start + i] = incoming[i]!;
  }
  return next;
}

interface CodeInputProps {
  value: string[];
  onChange: (digits: string[]) => void;
  /** Called once the last box is filled (SPEC: the code is submitted when complete). */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  label?: string;
  'aria-describedby'?: string;
}

/**
 * SPEC section 2/5: six single-digit boxes. Non-digits are stripped, a paste (or the phone's
 * one-time-code autofill) fills every box, Backspace walks back, arrows move between boxes.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  disabled,
  invalid,
  autoFocus,
  label,
  'aria-describedby': describedBy,
}: CodeInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(index, value.length - 1))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[], focusIndex: number) => {
    onChange(next);
    focusBox(focusIndex);
    if (isCodeComplete(next) && next.join('') !== value.join('')) onComplete?.(next.join(''));
  };

  const handleInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 0) {
      // A non-digit was typed, or the box was cleared: keep the box empty.
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // One new digit typed into a box that already had one (caret not on a selection).
    const old = value[index];
    const typed = digits.length === 2 && old ? (digits[0] === old ? digits[1]! : digits[0]!) : null;
    if (digits.length === 1 || typed) {
      const next = [...value];
      next[index] = typed ?? digits;
      commit(next, index + 1);
      return;
    }
    // Several digits at once: autofill or a paste the browser delivered as input.
    const start = digits.length >= value.length ? 0 : index;
    commit(fillDigits(value, start, digits), start + digits.length);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    const start = digits.length >= value.length ? 0 : index;
    commit(fillDigits(value, start, digits), start + digits.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const { t } = useLingui();
  const count = value.length;
  const digitLabel = (index: number) => {
    const position = index + 1;
    return t`Digit ${position} of ${count}`;
  };
  return (
    <div
      role="group"
      aria-label={label ?? t`Verification code`}
      aria-describedby={describedBy}
      className="flex justify-center gap-2 sm:gap-2.5"
    >
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          aria-label={digitLabel(index)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onFocus={(e) => e.target.select()}
          onChange={(e) => handleInput(index, e.target.value)}
          onPaste={(e) => handlePaste(index, e)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          className={cn(
            'aspect-[5/6] w-full min-w-0 max-w-13 rounded-xl border border-input bg-surface text-center text-2xl font-semibold tabular-nums text-foreground shadow-xs',
            'caret-primary transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
            'disabled:cursor-not-allowed disabled:opacity-60',
            digit && 'border-primary/50 bg-primary-soft/40',
            invalid && 'border-danger focus-visible:border-danger focus-visible:ring-danger/30',
          )}
        />
      ))}
    </div>
  );
}
