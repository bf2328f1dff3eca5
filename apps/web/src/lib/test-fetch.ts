/** A recorded request of the fetch stand-in. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  at: number;
}

type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces global fetch with `handler` (real Request/Response objects, no mocking library) and
 * records every request. Returns the records and a restore function.
 */
export function stubFetch(handler: Handler) {
  const original = globalThis.fetch;
  const requests: RecordedRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), window.location.origin), init);
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: kept as text.
    }
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body,
      at: Date.now(),
    });
    return handler(request);
  };
  return { requests, restore: () => (globalThis.fetch = original) };
}
