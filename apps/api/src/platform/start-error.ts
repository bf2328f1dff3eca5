/**
 * What the server prints when it cannot start: the error's message and each cause beneath it
 * (a PGlite data directory it cannot open says where and why in the message, and keeps PGlite's
 * own error as the cause). Never "[object Object]": a thrown non-Error is shown as JSON.
 */
export function startErrorText(err: unknown): string {
  const lines: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current !== undefined && depth < 5; depth++) {
    const text =
      current instanceof Error
        ? `${depth === 0 ? '' : `${current.name}: `}${current.message}`
        : typeof current === 'string'
          ? current
          : safeJson(current);
    lines.push(depth === 0 ? text : `  caused by ${text}`);
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.join('\n');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
