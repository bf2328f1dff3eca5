import { DropdownMenu as RadixMenu } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#src/lib/cn.ts';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-56 overflow-hidden rounded-xl border border-border bg-surface p-1 text-foreground shadow-lg',
          'max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

const itemClasses = cn(
  'relative flex min-h-10 cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none',
  'data-[highlighted]:bg-surface-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
  '[&_svg]:size-4 [&_svg]:shrink-0 [&>svg]:text-muted-foreground',
);

export function DropdownMenuItem({
  className,
  destructive,
  ...props
}: ComponentProps<typeof RadixMenu.Item> & { destructive?: boolean }) {
  return (
    <RadixMenu.Item
      className={cn(itemClasses, destructive && 'text-danger [&>svg]:text-danger', className)}
      {...props}
    />
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem className={cn(itemClasses, 'pr-8', className)} {...props}>
      {children}
      <RadixMenu.ItemIndicator className="absolute right-2.5 flex items-center">
        <span className="size-2 rounded-full bg-primary" aria-hidden />
      </RadixMenu.ItemIndicator>
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixMenu.CheckboxItem>) {
  return (
    <RadixMenu.CheckboxItem className={cn(itemClasses, 'pr-8', className)} {...props}>
      {children}
      <RadixMenu.ItemIndicator className="absolute right-2.5 flex items-center">
        <Check className="size-4 text-primary" aria-hidden />
      </RadixMenu.ItemIndicator>
    </RadixMenu.CheckboxItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return (
    <RadixMenu.Label
      className={cn('px-2.5 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
