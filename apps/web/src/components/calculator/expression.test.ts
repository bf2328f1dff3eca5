import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, keyFromKeyboard, pressKey, type CalculatorKey } from './expression.ts';

/** Types a string of keys from an empty entry, as a user tapping the keypad would. */
function type(keys: string): string {
  let entry = '';
  for (const ch of keys) entry = pressKey(entry, ch as CalculatorKey);
  return entry;
}

describe('calculator entry rules (SPEC section 5)', () => {
  it.each([
    // rule, keys typed, entry shown
    ['digits build a number', '123', '123'],
    ['one decimal point per number', '1.2.3', '1.23'],
    ['each number has its own point', '1.5+2.5', '1.5+2.5'],
    ['a point without digits starts 0.', '.5', '0.5'],
    ['the four operators', '1+2-3×4÷5', '1+2-3×4÷5'],
    ['no consecutive operators: the second replaces the first', '5+×3', '5×3'],
    ['no consecutive operators: three in a row keep the last', '5+×÷3', '5÷3'],
    ['a minus may start a number after an operator', '5×-3', '5×-3'],
    ['a minus may start the expression', '-3+1', '-3+1'],
    ['no other operator may start the expression', '×3', '3'],
    ['a minus after a sign minus is not doubled', '5×--3', '5×-3'],
    ['an operator after a sign minus replaces both', '5×-+3', '5+3'],
    ["'00' at the start becomes 0", '00', '0'],
    ["'00' at the start of a later number becomes 0", '5+00', '5+0'],
    ['a leading zero gives way to the next digit', '07', '7'],
    ['zeros after a point stay', '0.00', '0.00'],
    ['zeros inside a number stay', '100', '100'],
    ['an opening parenthesis after an operator', '2×(3+4)', '2×(3+4)'],
    ['a closing parenthesis only when one is open', '3)', '3'],
    ['a closing parenthesis only after a number', '(3+)', '(3+'],
    ['no digit straight after a closing parenthesis', '(3)4', '(3)'],
    ['no opening parenthesis straight after a number', '3(', '3'],
    ['a minus may start a bracketed number', '(-3)', '(-3)'],
  ])('%s: %s -> %s', (_rule, keys, entry) => {
    expect(type(keys)).toBe(entry);
  });
});

describe('evaluate', () => {
  it.each([
    ['1+2×3', '7'],
    ['(1+2)×3', '9'],
    ['0.1+0.2', '0.3'],
    ['1÷3', '0.3333333333'],
    ['2÷3', '0.6666666667'],
    ['-2÷3', '-0.6666666667'],
    ['10÷4', '2.5'],
    ['-3+1', '-2'],
    ['5×-3', '-15'],
    ['1.1×1.1', '1.21'],
    ['0.00000000004', '0'],
    ['0.00000000005', '0.0000000001'],
    ['999999999999×999999999999', '999999999998000000000001'],
    ['5+', '5'],
    ['5.', '5'],
  ])('%s = %s', (expression, value) => {
    expect(evaluate(expression)).toEqual({ ok: true, value });
  });

  it('division by zero is an error that clears the entry', () => {
    expect(evaluate('5÷0')).toEqual({
      ok: false,
      error: 'Error: Cannot divide by zero',
      clear: true,
    });
    expect(evaluate('5÷(2-2)')).toMatchObject({ ok: false, clear: true });
  });

  it('a result past what a number can hold is a non-finite error that clears', () => {
    const huge = `${'9'.repeat(60)}×${'9'.repeat(60)}×${'9'.repeat(60)}×${'9'.repeat(60)}×${'9'.repeat(60)}×${'9'.repeat(60)}`;
    expect(evaluate(huge)).toEqual({
      ok: false,
      error: 'Error: The result is too large',
      clear: true,
    });
  });

  it('unbalanced parentheses are refused without clearing', () => {
    expect(evaluate('(1+2')).toEqual({
      ok: false,
      error: 'Error: Close every bracket you opened',
      clear: false,
    });
  });

  it('an empty entry has nothing to calculate', () => {
    expect(evaluate('')).toMatchObject({ ok: false, clear: false });
  });
});

describe('keyboard', () => {
  it.each([
    ['7', '7'],
    ['*', '×'],
    ['x', '×'],
    ['/', '÷'],
    [',', '.'],
    ['(', '('],
    ['a', null],
    ['Enter', null],
  ])('%s -> %s', (key, calculatorKey) => {
    expect(keyFromKeyboard(key)).toBe(calculatorKey);
  });
});

/** An independent reference: integers scaled by 10^k, exact for + - × of 2-decimal numbers. */
interface Scaled {
  units: bigint;
  scale: number;
}
const align = (a: Scaled, b: Scaled): [bigint, bigint, number] => {
  const scale = Math.max(a.scale, b.scale);
  return [
    a.units * 10n ** BigInt(scale - a.scale),
    b.units * 10n ** BigInt(scale - b.scale),
    scale,
  ];
};
function referenceText(value: Scaled): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  const text = `${whole}${fraction ? `.${fraction}` : ''}`;
  return negative && text !== '0' ? `-${text}` : text;
}

type Tree = { leaf: string } | { op: '+' | '-' | '×'; left: Tree; right: Tree };
const numberText = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }))
  .map(([whole, cents]) => (cents ? `${whole}.${String(cents).padStart(2, '0')}` : `${whole}`));
const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    numberText.map((leaf) => ({ leaf })),
    fc.record({
      op: fc.constantFrom('+' as const, '-' as const, '×' as const),
      left: tie('node'),
      right: tie('node'),
    }),
  ),
})).node;

function render(node: Tree): string {
  return 'leaf' in node ? node.leaf : `(${render(node.left)}${node.op}${render(node.right)})`;
}
function reference(node: Tree): Scaled {
  if ('leaf' in node) {
    const [whole = '', fraction = ''] = node.leaf.split('.');
    return { units: BigInt(whole + fraction), scale: fraction.length };
  }
  const left = reference(node.left);
  const right = reference(node.right);
  if (node.op === '×') return { units: left.units * right.units, scale: left.scale + right.scale };
  const [a, b, scale] = align(left, right);
  return { units: node.op === '+' ? a + b : a - b, scale };
}

describe('fuzzed expressions against a decimal reference', () => {
  it('+, - and × of 2-decimal numbers are exact (no 0.1 + 0.2 artefacts)', () => {
    fc.assert(
      fc.property(tree, (node) => {
        const expected = reference(node);
        // Products of up to a few 2-decimal numbers stay within 10 decimals only when shallow.
        fc.pre(expected.scale <= 10);
        expect(evaluate(render(node))).toEqual({ ok: true, value: referenceText(expected) });
      }),
      { numRuns: 300 },
    );
  });

  it('division undoes multiplication by a non-zero number', () => {
    fc.assert(
      fc.property(numberText, numberText, (a, b) => {
        fc.pre(Number(b) !== 0);
        const back = evaluate(`${a}×${b}÷${b}`);
        expect(back).toEqual(evaluate(a));
      }),
      { numRuns: 300 },
    );
  });

  it('whatever keys are pressed, the entry either evaluates or gives an Error: message', () => {
    const keys = fc.array(
      fc.constantFrom<CalculatorKey>('0', '1', '5', '9', '.', '+', '-', '×', '÷', '(', ')'),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(keys, (pressed) => {
        const entry = pressed.reduce(pressKey, '');
        const result = evaluate(entry);
        if (result.ok) expect(result.value).toMatch(/^-?\d+(\.\d{1,10})?$/);
        else expect(result.error).toMatch(/^Error: /);
        // The rules never let two binary operators stand together.
        expect(entry).not.toMatch(/[+×÷][+×÷]|--/);
      }),
      { numRuns: 500 },
    );
  });
});
