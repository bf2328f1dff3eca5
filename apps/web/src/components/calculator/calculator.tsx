import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Delete, History } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { cn } from '#src/lib/cn.ts';
import { evaluate, keyFromKeyboard, type CalculatorKey } from './expression.ts';
import { useCalculator } from './use-calculator.ts';

type PadKey = CalculatorKey | 'clear' | 'erase' | 'equals';

const PAD: {
  key: PadKey;
  label: string;
  name?: MessageDescriptor;
  tone?: 'op' | 'fn' | 'equals';
}[] = [
  { key: 'clear', label: 'C', name: msg`Clear`, tone: 'fn' },
  { key: '(', label: '(', name: msg`Open bracket`, tone: 'fn' },
  { key: ')', label: ')', name: msg`Close bracket`, tone: 'fn' },
  { key: '÷', label: '÷', name: msg`Divide`, tone: 'op' },
  { key: '7', label: '7' },
  { key: '8', label: '8' },
  { key: '9', label: '9' },
  { key: '×', label: '×', name: msg`Multiply`, tone: 'op' },
  { key: '4', label: '4' },
  { key: '5', label: '5' },
  { key: '6', label: '6' },
  { key: '-', label: '−', name: msg`Minus`, tone: 'op' },
  { key: '1', label: '1' },
  { key: '2', label: '2' },
  { key: '3', label: '3' },
  { key: '+', label: '+', name: msg`Plus`, tone: 'op' },
  { key: '0', label: '0' },
  { key: '.', label: '.', name: msg`Decimal point` },
  { key: 'erase', label: '⌫', name: msg`Delete last`, tone: 'fn' },
  { key: 'equals', label: '=', name: msg`Equals`, tone: 'equals' },
];

/**
 * SPEC's 'Error: ...' texts of expression.ts, in the app's language. expression.ts keeps the
 * English (its tests and callers read it); the screen shows the translation.
 */
const ERROR_TEXT: Record<string, MessageDescriptor> = {
  'Error: Nothing to calculate': msg`Error: Nothing to calculate`,
  'Error: Close every bracket you opened': msg`Error: Close every bracket you opened`,
  'Error: The result is too large': msg`Error: The result is too large`,
  'Error: Cannot divide by zero': msg`Error: Cannot divide by zero`,
  'Error: This is not a complete calculation': msg`Error: This is not a complete calculation`,
};

const TONES = {
  digit: 'bg-surface text-foreground border border-border hover:bg-surface-muted',
  op: 'bg-primary-soft text-primary hover:bg-primary-soft/70 text-2xl',
  fn: 'bg-surface-muted text-foreground hover:bg-border',
  equals: 'bg-primary text-primary-foreground hover:bg-primary-hover text-2xl shadow-sm',
} as const;

export interface CalculatorProps {
  /** "Use as price" and the like: offered once there is a result (or a plain number entered). */
  onUse?: (value: string) => void;
  useLabel?: string;
  /** Escape closes (SPEC section 5) where the calculator can be closed. */
  onClose?: () => void;
  initial?: string;
  className?: string;
}

/**
 * The calculator of SPEC section 5: keypad and keyboard (digits, + - * x / ( ), Enter or =,
 * Backspace, Delete or c, Escape), a live preview, SPEC's 'Error: ...' alert, the last results,
 * copy, and "use" when a form opened it.
 */
export function Calculator({ onUse, useLabel, onClose, initial, className }: CalculatorProps) {
  const { t } = useLingui();
  const calc = useCalculator(initial);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.focus({ preventScroll: true });
  }, []);

  const run = (key: PadKey) => {
    if (key === 'clear') calc.clear();
    else if (key === 'erase') calc.erase();
    else if (key === 'equals') calc.calculate();
    else calc.press(key);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    // A focused button keeps its own Enter and Space; every other key works from anywhere inside.
    const onButton = (event.target as HTMLElement).closest('button') !== null;
    if (onButton && (key === 'Enter' || key === ' ')) return;
    let action: PadKey | null = null;
    if (key === 'Enter' || key === '=') action = 'equals';
    else if (key === 'Backspace') action = 'erase';
    else if (key === 'Delete' || key === 'c' || key === 'C') action = 'clear';
    else if (key === 'Escape') {
      if (onClose) {
        event.preventDefault();
        onClose();
      }
      return;
    } else action = keyFromKeyboard(key);
    if (!action) return;
    event.preventDefault();
    run(action);
  };

  const preview = calc.result === null && calc.entry ? evaluate(calc.entry) : null;
  const usable = calc.result ?? (/^-?\d+(\.\d+)?$/.test(calc.entry) ? calc.entry : null);

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t`Copied ${value}`);
    } catch {
      toast.error(t`Could not copy: select the figure and copy it yourself`);
    }
  };

  return (
    <div
      ref={root}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      className={cn('flex flex-col gap-4 outline-none', className)}
      aria-label={t`Calculator`}
      role="group"
      data-calculator
    >
      <div className="rounded-2xl border border-border bg-surface-muted/60 px-4 py-3 text-right">
        <output
          aria-live="polite"
          aria-label={t({
            message: 'Entry',
            comment: "the calculator's display: what has been typed",
          })}
          data-testid="calculator-entry"
          className="block min-h-10 overflow-x-auto text-3xl font-semibold tracking-tight tabular-nums whitespace-nowrap"
        >
          {calc.entry || '0'}
        </output>
        <p className="min-h-5 text-sm text-muted-foreground tabular-nums" aria-hidden>
          {preview?.ok && preview.value !== calc.entry ? `= ${preview.value}` : ' '}
        </p>
      </div>

      {calc.error && (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
        >
          {ERROR_TEXT[calc.error] ? t(ERROR_TEXT[calc.error]!) : calc.error}
        </p>
      )}

      <div className="grid grid-cols-4 gap-2">
        {PAD.map(({ key, label, name, tone }) => (
          <button
            key={key}
            type="button"
            aria-label={name ? t(name) : label}
            onClick={() => run(key)}
            className={cn(
              'flex h-14 items-center justify-center rounded-xl text-xl font-medium transition select-none active:scale-95',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              TONES[tone ?? 'digit'],
            )}
          >
            {key === 'erase' ? <Delete className="size-5" aria-hidden /> : label}
          </button>
        ))}
      </div>

      <div className="flex flex-wrap gap-2">
        {usable && (
          <Button variant="outline" size="sm" onClick={() => void copy(usable)}>
            <Copy aria-hidden />
            <Trans>Copy {usable}</Trans>
          </Button>
        )}
        {onUse && (
          <Button
            size="sm"
            disabled={!usable}
            onClick={() => usable && onUse(usable)}
            className="ml-auto"
          >
            <Check aria-hidden />
            {useLabel ?? t`Use this figure`}
          </Button>
        )}
      </div>

      <section aria-label={t`Last results`} className="space-y-2">
        <div className="flex items-center justify-between">
          <h3 className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <History className="size-4" aria-hidden />
            <Trans>Last results</Trans>
          </h3>
          {calc.history.length > 0 && (
            <Button
              variant="link"
              size="sm"
              onClick={calc.clearHistory}
              aria-label={t`Clear the last results`}
            >
              <Trans>Clear</Trans>
            </Button>
          )}
        </div>
        {calc.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Results you calculate appear here.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {calc.history.map(({ value, expression }, i) => (
              <li key={`${i}-${expression}`}>
                <button
                  type="button"
                  onClick={() => calc.recall(value)}
                  className="flex w-full items-baseline justify-between gap-3 px-3 py-2 text-left hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none"
                  aria-label={t`Use ${value} (${expression})`}
                >
                  <span className="truncate text-sm text-muted-foreground tabular-nums">
                    {expression}
                  </span>
                  <span className="font-semibold tabular-nums">{value}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
