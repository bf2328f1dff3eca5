/**
 * The POS page's first requests, sent while its code downloads (issue 21, ADR 050). On the POS
 * (`/sales/{businessId}`) the grid waits for two answers: the user's businesses (the route's
 * guard) and the grid's first products. The app asks for them once all of its code has arrived
 * and run, which on a slow phone is a second or more after the HTML; this script (a few hundred
 * bytes, `async` in the page's head, compiled on its own by scripts/route-pages.mjs) asks for
 * them as soon as the HTML is in, with the session the app keeps in local storage. The app takes
 * each answer once, for the same path and token (lib/early-requests.ts); an answer that is not a
 * success, or that the app does not take, changes nothing: the app then asks as it always did.
 *
 * It must not import anything (one file, no module runtime). The paths are the app's own, and
 * lib/early-requests.test.ts fails when they drift apart.
 */
(() => {
  const segment = /^\/sales\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  let token: string | null = null;
  try {
    token = localStorage.getItem('token');
  } catch {
    // Blocked storage: no session to send.
  }
  if (!segment || !token || navigator.onLine === false) return;
  let businessId: string;
  try {
    // As the app writes it: the route's parameter (decoded), encoded again.
    businessId = encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return; // Not a path the app can have written (a malformed escape).
  }
  const paths = ['businesses', `businesses/${businessId}/inventory?limit=24&sort=name&order=asc`];
  const requests: Record<string, { token: string; at: number; response: Promise<Response> }> = {};
  for (const path of paths) {
    const response = fetch(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
    // A failure is nobody's: the app sends its own request instead.
    response.catch(() => {});
    requests[path] = { token, at: Date.now(), response };
  }
  (window as unknown as { shopbookEarlyRequests?: typeof requests }).shopbookEarlyRequests =
    requests;
})();
