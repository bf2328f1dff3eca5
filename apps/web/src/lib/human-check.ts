import { solveAltchaChallenge } from './altcha.ts';
import { ApiError, errorMessage } from './api-client.ts';

/** What a form shows of the human check the server asked for (ADR 065). */
export interface HumanCheck {
  state: 'idle' | 'checking' | 'passed' | 'failed';
  /** The server's reason for asking. */
  message: string | null;
}

export const NO_HUMAN_CHECK: HumanCheck = { state: 'idle', message: null };

/** 428 CAPTCHA_REQUIRED: the server wants the check before it looks at the request. */
export function isHumanCheckRequest(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 428 && err.errorCode === 'CAPTCHA_REQUIRED';
}

/**
 * Sends the request; when the server asks for the human check, shows it (`onChange`), solves
 * the server's puzzle in the page and sends the request once more with the solution. With
 * `asked` (the server asked on an earlier try) the puzzle is solved before sending: each
 * solution is good once. A puzzle that cannot be solved leaves the server's answer standing.
 */
export async function sendWithHumanCheck<T>(
  send: (token: string | undefined) => Promise<T>,
  options: { token?: string; asked?: HumanCheck; onChange: (check: HumanCheck) => void },
): Promise<T> {
  const { onChange } = options;
  const solve = async (message: string | null, refusal?: unknown) => {
    onChange({ state: 'checking', message });
    const token = await solveAltchaChallenge().catch(() => undefined);
    onChange({ state: token ? 'passed' : 'failed', message });
    if (!token) throw refusal ?? new Error(message ?? 'Human check failed');
    return token;
  };
  let token = options.token;
  if (!token && options.asked && options.asked.state !== 'idle') {
    token = await solve(options.asked.message);
  }
  try {
    return await send(token);
  } catch (err) {
    if (!isHumanCheckRequest(err) || token) throw err;
    // The server's reason, in the reader's language where its code is known.
    return send(await solve(errorMessage(err, err.message), err));
  }
}
