import { useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  USERNAME_CHECK_DEBOUNCE_MS,
  sanitizeUsername,
  usernameProblem,
} from '@app/contracts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';
import { checkUsernameQueryOptions } from '../api/check-username.ts';

export type AvailabilityState = 'unknown' | 'checking' | 'available' | 'taken';

export interface UsernameAvailability {
  state: AvailabilityState;
  /** The rule the typed name breaks (SPEC section 5), checked before asking the server. */
  problem: string | null;
  /** The server's word on availability (available or taken), when it has spoken. */
  message: string | null;
  /** The trimmed name that was (or will be) checked. */
  candidate: string;
  /** False while the user is still typing (within the debounce). */
  settled: boolean;
}

/**
 * SPEC section 4/5: the live availability check, 500 ms after the last keystroke. `sanitize`
 * checks the rules on the name as the server will store it (sign-up), otherwise on the name as typed
 * (the change dialogs). A name equal to `current` is neither checked nor reported.
 */
export function useUsernameAvailability(
  value: string,
  options: { current?: string | null; sanitize?: boolean } = {},
): UsernameAvailability {
  const candidate = value.trim();
  const ruleTarget = options.sanitize ? sanitizeUsername(candidate) : candidate;
  const problem = candidate ? usernameProblem(ruleTarget) : null;
  const unchanged = Boolean(options.current) && candidate === options.current;
  const checkable = candidate !== '' && problem === null && !unchanged;
  const debounced = useDebouncedValue(candidate, USERNAME_CHECK_DEBOUNCE_MS);
  const settled = debounced === candidate;

  const query = useQuery({
    ...checkUsernameQueryOptions(debounced),
    enabled: checkable && settled,
  });

  if (!checkable) return { state: 'unknown', problem, message: null, candidate, settled };
  if (query.isError && settled && !query.isFetching) {
    return { state: 'unknown', problem, message: null, candidate, settled };
  }
  if (!settled || query.isFetching || !query.data) {
    return { state: 'checking', problem, message: null, candidate, settled };
  }
  return query.data.available
    ? { state: 'available', problem, message: query.data.message, candidate, settled }
    : {
        state: 'taken',
        problem,
        message: query.data.message || MESSAGES.usernameTakenShort,
        candidate,
        settled,
      };
}
