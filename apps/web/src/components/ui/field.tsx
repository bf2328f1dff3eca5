import { useLingui } from '@lingui/react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { cn } from '#src/lib/cn.ts';
import { errorTranslator } from '#src/lib/error-translator.ts';

interface FieldProps {
  label: ReactNode;
  /**
   * The error text under the control; also marks the control invalid. A schema's English (the
   * contracts' field messages, zod's own) shows in the reader's language (lib/contract-texts.ts).
   */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; invalid?: boolean }>;
}

/** Label + control + hint/error, wired with ids for screen readers. */
export function Field({ label, error: problem, hint, className, children }: FieldProps) {
  const id = useId();
  // Read for its language: the text follows a switch.
  useLingui();
  const error = problem ? (errorTranslator()?.detail(problem) ?? problem) : problem;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
