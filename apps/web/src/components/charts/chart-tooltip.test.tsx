import { CHART_TOOLTIP_MAX_WIDTH_PX } from '@app/contracts/constants';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activePoint, ChartTooltip } from './chart-tooltip.tsx';

afterEach(cleanup);

describe('activePoint', () => {
  const payload = [{ payload: { revenue: 5 } }, { payload: { revenue: 9 } }];

  it('is the first datum while the tooltip is active', () => {
    expect(activePoint({ active: true, payload })).toEqual({ revenue: 5 });
  });

  it('is undefined while the tooltip is hidden or has nothing under the pointer', () => {
    expect(activePoint({ active: false, payload })).toBeUndefined();
    expect(activePoint({ active: true, payload: [] })).toBeUndefined();
    expect(activePoint({ active: true })).toBeUndefined();
  });
});

describe('ChartTooltip', () => {
  it('pairs each label with its value, a dot only for series rows, within 220 px', () => {
    const { container } = render(
      <ChartTooltip
        title="3 May · 2 sales"
        rows={[
          { label: 'Revenue', value: '₦15,000.00', colour: 'var(--primary)' },
          { label: 'Net profit', value: '₦3,500.00' },
        ]}
      />,
    );
    expect(screen.getByText('3 May · 2 sales')).toBeInTheDocument();
    const terms = [...container.querySelectorAll('dt')];
    expect(terms.map((dt) => dt.textContent)).toEqual(['Revenue', 'Net profit']);
    expect(terms.map((dt) => dt.nextElementSibling?.textContent)).toEqual([
      '₦15,000.00',
      '₦3,500.00',
    ]);
    expect(terms[0]!.querySelector('span')).toHaveStyle({ background: 'var(--primary)' });
    expect(terms[1]!.querySelector('span')).toBeNull();
    expect(container.firstElementChild).toHaveStyle({
      maxWidth: `${CHART_TOOLTIP_MAX_WIDTH_PX}px`,
    });
  });
});
