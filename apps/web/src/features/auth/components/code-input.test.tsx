import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeInput, emptyCode, fillDigits } from './code-input.tsx';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyCode);
  return <CodeInput value={digits} onChange={setDigits} onComplete={onComplete} autoFocus />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((b) => b.value);

afterEach(cleanup);

describe('the six-box code input (SPEC sections 2 and 5)', () => {
  it('shows six single-digit boxes, the first focused', () => {
    render(<Harness onComplete={() => undefined} />);
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('typing puts one digit per box, moves on and submits once when complete', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.keyboard('12345');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(boxes()[5]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('strips non-digits: letters and symbols never enter a box', async () => {
    render(<Harness onComplete={() => undefined} />);
    await userEvent.keyboard('a-1 b2');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('a paste fills every box, whatever box has the focus, and submits', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    boxes()[3]!.focus();
    await userEvent.paste('Your code: 987 654');
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('the phone autofill delivering all digits into one box fills them all', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: '246810' } });
    expect(values()).toEqual(['2', '4', '6', '8', '1', '0']);
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('Backspace on an empty box clears the previous one and moves back', async () => {
    render(<Harness onComplete={() => undefined} />);
    await userEvent.keyboard('123');
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('retyping a box replaces its digit', async () => {
    render(<Harness onComplete={() => undefined} />);
    await userEvent.keyboard('123');
    await userEvent.click(boxes()[1]!);
    await userEvent.keyboard('7');
    expect(values()).toEqual(['1', '7', '3', '', '', '']);
  });

  it('fillDigits ignores everything but digits and stops at the last box', () => {
    expect(fillDigits(emptyCode(), 4, 'x1y2z3')).toEqual(['', '', '', '', '1', '2']);
  });
});
