import { cn } from '#src/lib/cn.ts';

/** The ShopBook mark (the shopping bag of the app icon) and, unless iconOnly, the name. */
export function Logo({
  className,
  iconOnly = false,
  nameClassName,
}: {
  className?: string;
  iconOnly?: boolean;
  /** Classes for the name, e.g. to hide it on the narrowest phones. */
  nameClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark className="size-8 shrink-0" />
      {!iconOnly && <span className={cn('text-lg', nameClassName)}>ShopBook</span>}
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#059669" />
      <path d="M18 24h28l-3 22a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#fff" />
      <path
        d="M25 24v-3a7 7 0 0 1 14 0v3"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
