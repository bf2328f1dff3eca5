import { isFirstScreenShown } from './first-screen.ts';
import { readString, STORAGE_KEYS } from './storage.ts';

/** What src/first-requests.ts leaves on `window`, by API path (without `/api/`). */
interface EarlyRequest {
  token: string;
  at: number;
  response: Promise<Response>;
}
type EarlyWindow = Window & { shopbookEarlyRequests?: Record<string, EarlyRequest> };

/** An answer asked for this long ago or more is not used: the app asks afresh. */
const EARLY_FOR_MS = 15_000;

/**
 * The body of the request the page's first-requests script sent for this path (ADR 050), once:
 * only for the first screen, with the session the app has now, while recent, and a success.
 * Anything else is undefined, and the caller sends its own request through the API client as
 * usual (whose handling of a 401, a 403 or a network failure then applies).
 */
export async function takeEarlyAnswer(path: string): Promise<unknown> {
  const requests = (window as EarlyWindow).shopbookEarlyRequests;
  if (!requests) return undefined;
  if (isFirstScreenShown()) {
    // They are the first screen's answers: a later call (a refetch after the user created a
    // business, say) must not be handed the list as it was when the page loaded.
    delete (window as EarlyWindow).shopbookEarlyRequests;
    return undefined;
  }
  const early = requests[path];
  if (!early) return undefined;
  delete requests[path];
  if (early.token !== readString(STORAGE_KEYS.token) || Date.now() - early.at >= EARLY_FOR_MS) {
    return undefined;
  }
  try {
    const response = await early.response;
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}
