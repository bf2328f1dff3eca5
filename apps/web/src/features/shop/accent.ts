import type { CSSProperties } from 'react';

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#000000';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * White or black, whichever has the higher contrast on the accent. Pure black and white meet
 * WCAG AA (4.5:1) on any colour an owner picks (at worst 4.58:1, around luminance 0.18); a
 * cut-off at luminance 0.4 with a navy text put white on mid-tones such as #3b82f6 (3.7:1) and
 * #14b8a6 (2.5:1), and no navy or white reaches 4.5:1 on #8b5cf6.
 */
function textOn(accent: string): string {
  return contrastRatio(accent, LIGHT_TEXT) >= contrastRatio(accent, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/** The shop's accent as CSS variables: `bg-(--accent) text-(--on-accent)`. */
export function accentStyle(accent: string): CSSProperties {
  const hex = /^#[0-9a-f]{6}$/i.test(accent) ? accent : '#0f766e';
  return { '--accent': hex, '--on-accent': textOn(hex) } as CSSProperties;
}
