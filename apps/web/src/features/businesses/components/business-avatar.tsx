import { Store } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#src/lib/cn.ts';

const sizes = {
  sm: 'size-8 rounded-lg text-xs',
  md: 'size-12 rounded-xl text-base',
  lg: 'size-20 rounded-2xl text-2xl',
} as const;

/** Soft backgrounds that read well in light and dark; picked from the name so each stays put. */
const tones = [
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return tones[hash % tones.length]!;
}

/** The business logo, or its initials when it has none (or the image fails to load offline). */
export function BusinessAvatar({
  name,
  logoUrl,
  size = 'md',
  className,
}: {
  name: string;
  logoUrl: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = logoUrl && failed !== logoUrl;
  const unnamed = name.trim() === '';
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden font-semibold select-none',
        sizes[size],
        showImage
          ? 'border border-border bg-surface'
          : unnamed
            ? 'bg-surface-muted text-muted-foreground'
            : toneOf(name),
        className,
      )}
      aria-hidden
    >
      {showImage ? (
        <img
          src={logoUrl}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
          onError={() => setFailed(logoUrl)}
        />
      ) : unnamed ? (
        <Store className="size-1/2" />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
