import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { AssistantSource } from '@app/contracts/assistant';
import { HowComputed } from './answer.tsx';
import { seriesOf } from './series.ts';

afterEach(cleanup);

const summary: AssistantSource = {
  tool: 'sales_summary',
  args: { period: 'this_week' },
  result: {
    currency: 'KES',
    timezone: 'Africa/Nairobi',
    rows: 5,
    period: { name: 'this_week', from: '2027-03-15', to: '2027-03-17', days: 3 },
    revenue: 1500,
    granularity: 'day',
    series: [
      { period: '2027-03-15', revenue: 1000, salesCount: 3 },
      { period: '2027-03-16', revenue: 0, salesCount: 0 },
      { period: '2027-03-17', revenue: 500, salesCount: 2 },
    ],
  },
};

describe('assistant answers', () => {
  it('list each tool with what it was asked, its period and the records it read', () => {
    render(<HowComputed sources={[summary]} />);
    expect(screen.getByText('How this was computed')).toBeTruthy();
    expect(screen.getByText('sales_summary')).toBeTruthy();
    expect(screen.getByText('period this_week')).toBeTruthy();
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'DD' && el.textContent === '2027-03-15 to 2027-03-17',
      ),
    ).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    expect(screen.getByText('KES, Africa/Nairobi')).toBeTruthy();
  });

  it('say so when no records were read', () => {
    render(<HowComputed sources={[]} />);
    expect(screen.getByText(/No tool was run and no records were read/)).toBeTruthy();
  });

  it('draw the period series of a sales summary and of a forecast, not of other tools', () => {
    expect(seriesOf(summary)).toEqual({
      title: 'Revenue by day',
      currency: 'KES',
      points: [
        { period: '2027-03-15', value: 1000, salesCount: 3 },
        { period: '2027-03-16', value: 0, salesCount: 0 },
        { period: '2027-03-17', value: 500, salesCount: 2 },
      ],
    });
    const oneDay = { ...summary, result: { ...summary.result, series: [] } };
    expect(seriesOf(oneDay)).toBeNull();
    const forecast: AssistantSource = {
      tool: 'forecast_next_week',
      args: {},
      result: {
        currency: 'KES',
        timezone: 'Africa/Nairobi',
        rows: 9,
        days: [
          { date: '2027-03-22', weekday: 'monday', forecast: 120 },
          { date: '2027-03-23', weekday: 'tuesday', forecast: 80.5 },
        ],
      },
    };
    expect(seriesOf(forecast)?.points.map((p) => p.value)).toEqual([120, 80.5]);
    expect(seriesOf({ tool: 'customers_owing', args: {}, result: { rows: 0 } })).toBeNull();
  });
});
