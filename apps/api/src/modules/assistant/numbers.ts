/*
 * The number check: every number in an answer must be one the tools computed (or one the owner
 * wrote in the question, such as "top 5" or "last 30 days"). Numbers are compared by value, so
 * "KES 1,830.40" matches the result 1830.4 and "-12.5%" matches -12.5; signs are ignored, since
 * an answer says "down 1,200" for a difference of -1200.
 */

/** The numbers written in a text: "1,830.40" -> 1830.4, "2027-03-15" -> 2027, 3, 15. */
export function numbersInText(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
    const value = Number(match[0].replace(/,/g, ''));
    if (Number.isFinite(value)) found.push(value);
  }
  return found;
}

/** Every number in a JSON value: numbers, and numbers written inside strings (dates, methods). */
export function numbersInValue(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'number') into.add(key(value));
  else if (typeof value === 'string') for (const n of numbersInText(value)) into.add(key(n));
  else if (Array.isArray(value)) for (const v of value) numbersInValue(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) numbersInValue(v, into);
  return into;
}

const key = (n: number) => String(Math.round(Math.abs(n) * 100) / 100);

/** The numbers of `answer` found in none of `allowed` (the tool calls and the question). */
export function unverifiedNumbers(answer: string, allowed: unknown[]): number[] {
  const known = new Set<string>();
  for (const a of allowed) numbersInValue(a, known);
  return [...new Set(numbersInText(answer).filter((n) => !known.has(key(n))))];
}
