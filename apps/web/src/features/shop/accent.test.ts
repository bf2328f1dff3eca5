import { describe, expect, it } from 'vitest';
import { accentStyle, contrastRatio } from './accent.ts';

const onAccent = (accent: string) =>
  (accentStyle(accent) as Record<string, string>)['--on-accent']!;

describe('accentStyle', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('keeps the text on the accent at WCAG AA (4.5:1) for any colour an owner picks', () => {
    // Every 8th value of each channel: 32768 colours, the mid-tones included.
    const low: string[] = [];
    for (let r = 0; r < 256; r += 8)
      for (let g = 0; g < 256; g += 8)
        for (let b = 0; b < 256; b += 8) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          if (contrastRatio(hex, onAccent(hex)) < 4.5) low.push(hex);
        }
    expect(low).toEqual([]);
  });

  it('reads mid-tone accents in dark text and deep ones in white', () => {
    expect(onAccent('#3b82f6')).toBe('#000000');
    expect(onAccent('#14b8a6')).toBe('#000000');
    expect(onAccent('#8b5cf6')).toBe('#000000');
    expect(onAccent('#0f766e')).toBe('#ffffff');
    expect(onAccent('#1e3a8a')).toBe('#ffffff');
  });

  it('falls back to the default teal for a value that is not a colour', () => {
    expect(accentStyle('teal')).toEqual({ '--accent': '#0f766e', '--on-accent': '#ffffff' });
  });
});
