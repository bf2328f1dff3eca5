import { formatAxisValue } from '#src/lib/axis-format.ts';

export const REVENUE_COLOUR = 'var(--primary)';
export const PROFIT_COLOUR = '#0284c7';
/** Mid-tone colours that read on both the light and the dark surface. */
export const SLICE_COLOURS = ['#059669', '#0284c7', '#d97706', '#7c3aed', '#db2777', '#0d9488'];

export const CHART_MARGIN = { top: 4, right: 4, bottom: 0, left: 0 };
/** Horizontal grid lines only, for charts whose values run up the Y axis. */
export const GRID_PROPS = { vertical: false, stroke: 'var(--border)' };
/** Axes without lines; ticks take the card's muted text colour. */
export const AXIS_PROPS = {
  tick: { fill: 'currentColor', fontSize: 11 },
  axisLine: false,
  tickLine: false,
};
/** A value axis labelled in K and M (SPEC section 9). */
export const VALUE_AXIS_PROPS = { ...AXIS_PROPS, tickFormatter: formatAxisValue, width: 40 };
