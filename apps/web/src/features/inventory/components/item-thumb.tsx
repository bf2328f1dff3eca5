import { Package } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#src/lib/cn.ts';

const sizes = {
  sm: 'size-10 rounded-lg text-xs',
  md: 'size-14 rounded-xl text-sm',
  lg: 'size-20 rounded-xl text-lg',
} as const;

/** A product's photo, or its initials on a soft tile when it has none (or it fails to load). */
export function ItemThumb({
  name,
  imageUrl,
  size = 'sm',
  className,
}: {
  name: string;
  imageUrl: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cn('shrink-0 border border-border', sizes[size], className);
  if (imageUrl && failed !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(imageUrl)}
        className={cn(classes, 'bg-surface-muted object-cover')}
      />
    );
  }
  const words = name.split(/[\s\-–/]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const lettered = words.filter((w) => /^\p{L}/u.test(w));
  const initials = (lettered.length > 0 ? lettered : words)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className={cn(
        classes,
        'flex items-center justify-center bg-primary-soft font-semibold text-primary',
      )}
    >
      {initials || <Package className="size-1/2" />}
    </span>
  );
}
