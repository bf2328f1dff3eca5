import type { CSSProperties } from 'react';

/** Black or white, whichever reads better on the accent (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.4 ? '#111827' : '#ffffff';
}

/** The shop's accent as CSS variables: `bg-(--accent) text-(--on-accent)`. */
export function accentStyle(accent: string): CSSProperties {
  const hex = /^#[0-9a-f]{6}$/i.test(accent) ? accent : '#0f766e';
  return { '--accent': hex, '--on-accent': textOn(hex) } as CSSProperties;
}
