import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface SelectProps extends Omit<ComponentProps<typeof RadixSelect.Root>, 'children'> {
  options: SelectOption[];
  placeholder?: string;
  /** Set by <Field>: links the trigger to its label and hint. */
  id?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
  invalid?: boolean;
  className?: string;
}

/** A styled single-choice list. Works inside <Field> like <Input>. */
export function Select({
  options,
  placeholder,
  id,
  invalid,
  className,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  ...rootProps
}: SelectProps) {
  return (
    <RadixSelect.Root {...rootProps}>
      <RadixSelect.Trigger
        id={id}
        aria-describedby={describedBy}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        className={cn(
          'flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-input bg-surface px-3 text-left text-base text-foreground shadow-xs sm:text-sm',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:border-ring',
          'data-[placeholder]:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60',
          invalid && 'border-danger',
          className,
        )}
      >
        <span className="min-w-0 truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[min(var(--radix-select-content-available-height),22rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex h-10 cursor-default items-center rounded-lg pr-8 pl-3 text-sm outline-none select-none',
                  'data-[highlighted]:bg-surface-muted data-[disabled]:opacity-50',
                )}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute right-2.5">
                  <Check className="size-4 text-primary" aria-hidden />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
