import { CATEGORY_NAME_MAX_LENGTH, CreateCategoryBodySchema } from '@app/contracts/categories';
import { useLingui } from '@lingui/react/macro';
import { Check, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';

const NameSchema = CreateCategoryBodySchema.shape.name;

interface CategoryNameFormProps {
  initialName?: string;
  /** The accessible name of the field. */
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Saves the (trimmed, valid) name; a thrown error's text is shown under the field. */
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
  /** Fallback text for a failure the server does not word. */
  failureText?: string;
  autoFocus?: boolean;
  className?: string;
}

/** One name field, checked with the contract's rule: adds a category, or renames one in place. */
export function CategoryNameForm({
  initialName = '',
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  failureText,
  autoFocus,
  className,
}: CategoryNameFormProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const adding = !onCancel;
  const inputRef = useRef<HTMLInputElement>(null);

  // Escape cancels the rename only. The dialog around listens on the document (capture), so this
  // listens one step earlier, on the window, and keeps the dialog open.
  useEffect(() => {
    if (!onCancel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault();
      onCancel();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onCancel]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = NameSchema.safeParse(name);
    if (!parsed.success) {
      // The contract's two rules, worded in the reader's language (English: the contract's text).
      const max = CATEGORY_NAME_MAX_LENGTH;
      setError(
        parsed.error.issues[0]?.code === 'too_big'
          ? t`Must be at most ${max} characters`
          : t`Name is required`,
      );
      return;
    }
    setPending(true);
    const submitted = name;
    try {
      await onSubmit(parsed.data);
      setError(null);
      // The save ends after the list's refetch: a next name typed meanwhile stays.
      if (adding) setName((current) => (current === submitted ? '' : current));
    } catch (err) {
      setError(errorMessage(err, failureText ?? t`Could not save the category. Please try again.`));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={cn('space-y-1.5', className)}>
      <div className="flex items-center gap-2">
        <Input
          aria-label={label}
          placeholder={placeholder}
          value={name}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          autoFocus={autoFocus}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
          ref={inputRef}
          className={cn(!adding && 'h-10')}
        />
        {adding ? (
          <Button type="submit" loading={pending} className="shrink-0">
            {!pending && <Plus aria-hidden />}
            {submitLabel}
          </Button>
        ) : (
          <>
            <Button
              type="submit"
              size="icon"
              loading={pending}
              aria-label={submitLabel}
              className="size-10 shrink-0"
            >
              {!pending && <Check aria-hidden />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Cancel`}
              className="size-10 shrink-0"
              disabled={pending}
              onClick={onCancel}
            >
              <X aria-hidden />
            </Button>
          </>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
