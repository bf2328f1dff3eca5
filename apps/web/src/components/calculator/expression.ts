import {
  add,
  divide,
  isRepresentable,
  multiply,
  negate,
  parseDecimal,
  subtract,
  toDecimalString,
  type Rational,
} from './rational.ts';

/**
 * The calculator's entry, SPEC section 5: digits and one decimal point per number, the operators
 * + - × ÷, no two operators in a row (a minus may start a number), balanced parentheses, '00' at
 * the start of a number becomes 0, results rounded to 10 decimals. Expressions are plain text
 * ("12.5×(3-1)"); keys are applied with `pressKey`, which refuses what the rules forbid instead of
 * letting the user build something that cannot be evaluated.
 */
export const OPERATORS = ['+', '-', '×', '÷'] as const;
export type Operator = (typeof OPERATORS)[number];
export type CalculatorKey = Operator | '.' | '(' | ')' | `${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

export const RESULT_DECIMALS = 10;
/** Long enough for any shop sum; keeps BigInt work trivially small. */
export const MAX_EXPRESSION_LENGTH = 120;

const isOperator = (ch: string | undefined): ch is Operator =>
  ch !== undefined && (OPERATORS as readonly string[]).includes(ch);
const isDigit = (ch: string | undefined): boolean =>
  ch !== undefined && ch.length === 1 && ch >= '0' && ch <= '9';

/** The number being typed at the end of the expression ("" when the last key was not part of one). */
function trailingNumber(expression: string): string {
  return /[\d.]*$/.exec(expression)?.[0] ?? '';
}

function openParentheses(expression: string): number {
  let depth = 0;
  for (const ch of expression) {
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
  }
  return depth;
}

function pressDigit(expression: string, digit: string): string {
  if (expression.endsWith(')')) return expression;
  // '00' (or '05') at the start of a number: the leading zero goes.
  if (trailingNumber(expression) === '0') return expression.slice(0, -1) + digit;
  return expression + digit;
}

function pressPoint(expression: string): string {
  if (expression.endsWith(')')) return expression;
  const number = trailingNumber(expression);
  if (number.includes('.')) return expression;
  return expression + (number === '' ? '0.' : '.');
}

function pressOperator(expression: string, operator: Operator): string {
  const entry = expression.replace(/\.$/, '');
  const last = entry.at(-1);
  if (last === undefined || last === '(') return operator === '-' ? entry + '-' : entry;
  if (!isOperator(last)) return entry + operator;
  if (operator === last) return entry;
  // "5×" then "-" starts a negative number; any other second operator replaces the first.
  if (operator === '-' && last !== '-') return entry + '-';
  const base = entry.replace(/[+\-×÷]+$/, '');
  if (base === '' || base.endsWith('(')) return operator === '-' ? base + '-' : base;
  return base + operator;
}

function pressOpen(expression: string): string {
  const last = expression.at(-1);
  if (last === undefined || last === '(' || isOperator(last)) return expression + '(';
  return expression;
}

function pressClose(expression: string): string {
  const entry = expression.replace(/\.$/, '');
  const last = entry.at(-1);
  if (openParentheses(entry) <= 0) return expression;
  if (!isDigit(last) && last !== ')') return expression;
  return entry + ')';
}

/** The expression after one key, or the same expression when the key is not allowed there. */
export function pressKey(expression: string, key: CalculatorKey): string {
  if (expression.length >= MAX_EXPRESSION_LENGTH) return expression;
  if (isDigit(key)) return pressDigit(expression, key);
  if (key === '.') return pressPoint(expression);
  if (key === '(') return pressOpen(expression);
  if (key === ')') return pressClose(expression);
  if (isOperator(key)) return pressOperator(expression, key);
  return expression;
}

export function backspace(expression: string): string {
  return expression.slice(0, -1);
}

/** A keyboard key as a calculator key: * and x multiply, / divides, a comma is a decimal point. */
export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (/^[0-9]$/.test(key)) return key as CalculatorKey;
  const aliases: Record<string, CalculatorKey> = {
    '.': '.',
    ',': '.',
    '+': '+',
    '-': '-',
    '*': '×',
    x: '×',
    X: '×',
    '×': '×',
    '/': '÷',
    '÷': '÷',
    '(': '(',
    ')': ')',
  };
  return aliases[key] ?? null;
}

export type Evaluation =
  | { ok: true; value: string }
  /** `clear`: SPEC's division by zero and non-finite results clear the entry. */
  | { ok: false; error: string; clear: boolean };

class Parser {
  private index = 0;
  constructor(private readonly text: string) {}

  parse(): Rational {
    const value = this.sum();
    if (this.index < this.text.length) throw new SyntaxError('Unexpected input');
    return value;
  }

  private peek() {
    return this.text[this.index];
  }

  private sum(): Rational {
    let value = this.product();
    while (this.peek() === '+' || this.peek() === '-') {
      const operator = this.text[this.index++];
      const right = this.product();
      value = operator === '+' ? add(value, right) : subtract(value, right);
    }
    return value;
  }

  private product(): Rational {
    let value = this.factor();
    while (this.peek() === '×' || this.peek() === '÷') {
      const operator = this.text[this.index++];
      const right = this.factor();
      value = operator === '×' ? multiply(value, right) : divide(value, right);
    }
    return value;
  }

  private factor(): Rational {
    const ch = this.peek();
    if (ch === '-') {
      this.index += 1;
      return negate(this.factor());
    }
    if (ch === '(') {
      this.index += 1;
      const value = this.sum();
      if (this.peek() !== ')') throw new SyntaxError('Missing )');
      this.index += 1;
      return value;
    }
    const match = /^\d*\.?\d*/.exec(this.text.slice(this.index))?.[0] ?? '';
    if (!/\d/.test(match)) throw new SyntaxError('Expected a number');
    this.index += match.length;
    return parseDecimal(match);
  }
}

/**
 * Evaluates an expression. A trailing operator or point is ignored ("5+" is 5), as on a pocket
 * calculator; unbalanced parentheses are refused without clearing, so the user can close them.
 */
export function evaluate(expression: string): Evaluation {
  const entry = expression.replace(/[+\-×÷.]+$/, '');
  if (entry === '') return { ok: false, error: 'Error: Nothing to calculate', clear: false };
  if (openParentheses(entry) !== 0) {
    return { ok: false, error: 'Error: Close every bracket you opened', clear: false };
  }
  try {
    const value = new Parser(entry).parse();
    if (!isRepresentable(value)) {
      return { ok: false, error: 'Error: The result is too large', clear: true };
    }
    return { ok: true, value: toDecimalString(value, RESULT_DECIMALS) };
  } catch (err) {
    if (err instanceof RangeError) {
      return { ok: false, error: 'Error: Cannot divide by zero', clear: true };
    }
    return { ok: false, error: 'Error: This is not a complete calculation', clear: false };
  }
}
