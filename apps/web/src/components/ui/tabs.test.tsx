import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

afterEach(cleanup);

function Three({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="one" onValueChange={onChange}>
      <TabsList aria-label="Numbers">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the selected tab’s panel only, labelled by its tab', () => {
    render(<Three />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy();
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    expect(tab('Two').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('First panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('One').id);
    expect(tab('One').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Second panel')).toBeNull();
  });

  it('selects a tab on click and reports it', async () => {
    const onChange = vi.fn();
    render(<Three onChange={onChange} />);
    await userEvent.click(tab('Two'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    expect(tab('Two').getAttribute('data-state')).toBe('active');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('two');
  });

  it('is one tab stop; arrows, Home and End move between tabs and select them', async () => {
    const user = userEvent.setup();
    render(<Three />);
    await user.tab();
    expect(document.activeElement).toBe(tab('One'));
    expect(tab('Two').tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Two'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('One'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Three'));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    // Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('follows the value its parent holds', async () => {
    function Held() {
      const [value, setValue] = useState('two');
      return (
        <>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList>
              <TabsTrigger value="one">One</TabsTrigger>
              <TabsTrigger value="two">Two</TabsTrigger>
            </TabsList>
            <TabsContent value="one">First panel</TabsContent>
            <TabsContent value="two">Second panel</TabsContent>
          </Tabs>
          <button type="button" onClick={() => setValue('one')}>
            Back to one
          </button>
        </>
      );
    }
    render(<Held />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    await userEvent.click(screen.getByRole('button', { name: 'Back to one' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    await userEvent.click(tab('Two'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
  });
});
