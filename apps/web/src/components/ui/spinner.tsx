import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';

/**
 * A spinning ring; `className` sizes (size-4) or colours (text-primary) it. Its default size and
 * border live in the `.spinner` component class (styles.css), which any utility overrides, so a
 * plain clsx join is enough here: the shell uses it, and tailwind-merge stays out of the shell.
 */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <span
      role="status"
      aria-label={label ?? t`Loading`}
      className={clsx(
        'spinner inline-block animate-spin rounded-full border-current border-r-transparent',
        className,
      )}
    />
  );
}
