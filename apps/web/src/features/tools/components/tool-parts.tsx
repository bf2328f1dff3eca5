import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field } from '#src/components/ui/field.tsx';
import { Input, type InputProps } from '#src/components/ui/input.tsx';
import { cn } from '#src/lib/cn.ts';

/** What a typed figure means: a number, or null while empty or not a number. */
export function toNumber(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '' || cleaned === '-' || cleaned === '.') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** An input with a currency or unit drawn inside it; takes Field's id and aria props. */
function AdornedInput({
  prefix,
  suffix,
  ...props
}: InputProps & { prefix?: string; suffix?: string }) {
  return (
    <div className="relative">
      <Input
        inputMode="decimal"
        autoComplete="off"
        className="tabular-nums"
        style={{
          paddingLeft: prefix ? `calc(1.25rem + ${prefix.length}ch)` : undefined,
          paddingRight: suffix ? `calc(1.25rem + ${suffix.length}ch)` : undefined,
        }}
        {...props}
      />
      {prefix && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        >
          {prefix}
        </span>
      )}
      {suffix && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
        >
          {suffix}
        </span>
      )}
    </div>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  prefix,
  suffix,
  hint,
  min,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  prefix?: string;
  suffix?: string;
  hint?: ReactNode;
  /** Below it the field says so (a negative price, say). */
  min?: number;
}) {
  const { t } = useLingui();
  const n = toNumber(value);
  const error =
    value.trim() !== '' && n === null
      ? t`Type a number`
      : min !== undefined && n !== null && n < min
        ? t`At least ${min}`
        : undefined;
  return (
    <Field label={label} hint={hint} error={error}>
      <AdornedInput
        prefix={prefix}
        suffix={suffix}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export interface ResultLine {
  label: string;
  value: string | null;
  /** The figure the tool is for, shown large. */
  main?: boolean;
}

/** The answers of a tool; a null value says what is missing instead of showing NaN. */
export function Results({ lines, empty }: { lines: ResultLine[]; empty: string }) {
  const shown = lines.filter((l) => l.value !== null);
  if (shown.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
        {empty}
      </div>
    );
  }
  return (
    <dl
      aria-live="polite"
      className="divide-y divide-border rounded-xl border border-border bg-surface-muted/40"
    >
      {shown.map((line) => (
        <div key={line.label} className="flex items-baseline justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-muted-foreground">{line.label}</dt>
          <dd
            className={cn(
              'text-right font-semibold tabular-nums',
              line.main ? 'text-2xl tracking-tight text-primary' : 'text-base',
            )}
          >
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A short "how it works" line under each tool. */
export function Explanation({ children }: { children: ReactNode }) {
  return <p className="text-sm leading-relaxed text-muted-foreground text-pretty">{children}</p>;
}
