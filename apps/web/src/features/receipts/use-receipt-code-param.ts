import { useSearchParams } from 'react-router';
import { parseCodeInput } from './code-input.ts';

export interface ReceiptCodeParam {
  /** The ?code= in the address, as it came (a QR scan puts it there). */
  raw: string;
  /** The code to check, or null when there is none or it cannot be one. */
  code: string | null;
  /** The address holds something that cannot be a receipt code. */
  malformed: boolean;
  setCode: (code: string) => void;
}

/** The receipt code kept in the address, so a QR code link lands on its answer. */
export function useReceiptCodeParam(): ReceiptCodeParam {
  const [params, setParams] = useSearchParams();
  const raw = params.get('code') ?? '';
  const parsed = raw ? parseCodeInput(raw) : null;
  return {
    raw,
    code: parsed && 'code' in parsed ? parsed.code : null,
    malformed: Boolean(parsed && 'error' in parsed),
    setCode: (code) => setParams({ code }),
  };
}
