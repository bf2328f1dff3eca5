import { useCallback, useEffect, useState } from 'react';
import { onAppEvent } from '#src/lib/events.ts';
import { readString, removeKey, STORAGE_KEYS, writeString } from '#src/lib/storage.ts';
import { backspace, evaluate, pressKey, type CalculatorKey } from './expression.ts';

export interface HistoryEntry {
  expression: string;
  value: string;
}

export const HISTORY_LIMIT = 10;

function readHistory(): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(readString(STORAGE_KEYS.calculatorHistory) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (e): e is HistoryEntry =>
          typeof e === 'object' &&
          e !== null &&
          typeof (e as HistoryEntry).expression === 'string' &&
          typeof (e as HistoryEntry).value === 'string',
      )
      .slice(0, HISTORY_LIMIT);
  } catch {
    return [];
  }
}

// The history is the user's figures: it goes with the session, like every other user data.
if (typeof window !== 'undefined') {
  onAppEvent('session-ended', () => removeKey(STORAGE_KEYS.calculatorHistory));
}

/**
 * The calculator's state: the entry, the last result, an error (SPEC's 'Error: ...', shown as an
 * alert) and the history of the last results, kept on this device.
 */
export function useCalculator(initial = '') {
  const [entry, setEntry] = useState(initial);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>(readHistory);

  useEffect(() => {
    writeString(STORAGE_KEYS.calculatorHistory, JSON.stringify(history));
  }, [history]);

  const press = useCallback((key: CalculatorKey) => {
    setError(null);
    setResult(null);
    setEntry((current) => pressKey(current, key));
  }, []);

  const erase = useCallback(() => {
    setError(null);
    setResult(null);
    setEntry(backspace);
  }, []);

  const clear = useCallback(() => {
    setError(null);
    setResult(null);
    setEntry('');
  }, []);

  const calculate = useCallback(() => {
    const outcome = evaluate(entry);
    if (!outcome.ok) {
      setError(outcome.error);
      if (outcome.clear) setEntry('');
      return;
    }
    setError(null);
    setResult(outcome.value);
    // The result is the next entry, so a calculation can go on from it.
    setEntry(outcome.value);
    if (outcome.value !== entry) {
      setHistory((h) =>
        [{ expression: entry, value: outcome.value }, ...h].slice(0, HISTORY_LIMIT),
      );
    }
  }, [entry]);

  const recall = useCallback((value: string) => {
    setError(null);
    setResult(null);
    setEntry(value);
  }, []);

  const clearHistory = useCallback(() => setHistory([]), []);

  return { entry, result, error, history, press, erase, clear, calculate, recall, clearHistory };
}
