import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Faq } from './faq.tsx';

afterEach(cleanup);

function renderFaq() {
  const router = createMemoryRouter([{ path: '/', element: <Faq /> }]);
  return render(<RouterProvider router={router} />);
}

describe('Faq', () => {
  it('shows each question closed, in one group of native disclosures', () => {
    const { container } = renderFaq();
    const items = [...container.querySelectorAll('details')];
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect(item.open).toBe(false);
      // Shared name: the browser keeps one answer open at a time.
      expect(item.getAttribute('name')).toBe('faq');
    }
  });

  it('opens a question from its summary, and the answer is there', async () => {
    const user = userEvent.setup();
    renderFaq();
    const question = screen.getByText('Who can see my data?');
    const item = question.closest('details')!;
    await user.click(question);
    expect(item.open).toBe(true);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeVisible();
  });
});
