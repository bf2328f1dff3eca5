/**
 * Props for a Recharts series: a short entrance (a cheap phone draws the long default in
 * visible steps, and a page printed or captured right away shows half-drawn charts), none for
 * people whose system asks for reduced motion.
 */
export function chartMotion(): { isAnimationActive: boolean; animationDuration: number } {
  const reduce =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return { isAnimationActive: !reduce, animationDuration: 400 };
}
