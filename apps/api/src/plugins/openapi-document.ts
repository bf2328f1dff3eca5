/*
 * Finishes the OpenAPI document @fastify/swagger builds from the routes' zod schemas, so that
 * clients can build on it without every route repeating boilerplate:
 * - `operationId` `<module>.<action>` (e.g. `sales.create`, `sales.get`, `auth.login`), derived
 *   from the method and the path so it stays put when other routes come and go; a route may set
 *   its own in `schema.operationId`. Uniqueness is checked by the tests (openapi.test.ts).
 * - a `summary` in words when the route gives none;
 * - every error status the route can answer, each with the one error shape (`Error`);
 * - `security: []` on public routes (the others declare `bearer`), and a `servers` entry.
 */

type Json = Record<string, unknown>;
export interface OpenApiOperation extends Json {
  tags?: string[];
  summary?: string;
  operationId?: string;
  security?: Json[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, Json>;
}
export interface OpenApiDocument extends Json {
  info: Json;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Json; securitySchemes?: Json } & Json;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

const isParam = (segment: string) => segment.startsWith('{');
const camel = (words: string[]) =>
  words
    .flatMap((w) => w.split(/[-_.]/))
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The path's segments after /api and a business scope (`/businesses/{id}/...`). */
function resourceSegments(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  if (segments[0] === 'businesses' && segments[1] === '{id}' && segments.length > 2) {
    segments.splice(0, 2);
  }
  return segments;
}

/**
 * `<module>.<action>`: the module is the route's first tag; the action is made of the path's
 * words after the module's own word, with a verb where the path alone would be ambiguous.
 */
export function operationIdFor(
  method: Method,
  path: string,
  tag: string,
  methodsOnPath: Method[],
  /** Whether `<path>/{param}` exists too: then this path is a collection of those. */
  isCollection = false,
): string {
  const segments = resourceSegments(path);
  const words = segments.filter((s) => !isParam(s));
  // The module's own word goes (`customers-service` routes live under /customers).
  if (words[0] === tag || words[0] === tag.split('-')[0]) words.shift();
  const endsWithParam = segments.length > 0 && isParam(segments.at(-1)!);
  const verbs: Record<Method, string> = {
    get: !endsWithParam && (isCollection || methodsOnPath.includes('post')) ? 'list' : 'get',
    post: 'create',
    put: 'update',
    patch: 'update',
    delete: 'delete',
  };
  // An action path (`/auth/login`, `/notifications/read-all`): its words say it all.
  const isAction = method === 'post' || method === 'put' || method === 'patch';
  if (isAction && !endsWithParam && methodsOnPath.length === 1 && words.length > 0) {
    return `${camel([tag])}.${camel(words)}`;
  }
  // One of a collection: `getUser`, `updateOrder`.
  const noun = capital(camel(words));
  return `${camel([tag])}.${verbs[method]}${endsWithParam ? singular(noun) : noun}`;
}

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** "List sales", "Get sale", "Auth: login": plain words from the operation id. */
function summaryFor(operationId: string): string {
  const [module, action] = operationId.split('.') as [string, string];
  const words = action.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${capital(module.replace(/([A-Z])/g, ' $1').toLowerCase())}: ${words}`;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Invalid input (`VALIDATION_FAILED` with a message per field, or another 4xx code)',
  '401': 'Not signed in, or the session has ended',
  '403': 'Not allowed: unverified email, a role or plan this needs (`requiredOperation`)',
  '404': 'Not found, or not yours (the same answer either way)',
  '429': 'Too many requests: try again after `Retry-After` seconds',
  '503': 'A dependency (the database) is unavailable: retry later',
};
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Which error statuses an operation can answer, from what it takes and who may call it. */
function errorStatuses(op: OpenApiOperation, path: string): string[] {
  const statuses = ['400', '429', '503'];
  const secured = (op.security ?? []).length > 0;
  if (secured) statuses.push('401', '403');
  if (path.includes('{')) statuses.push('404');
  return statuses.sort();
}

export function finishOpenApiDocument(
  doc: OpenApiDocument,
  errorSchema: Json,
  serverUrl: string,
): OpenApiDocument {
  doc.servers = [{ url: serverUrl, description: 'This ShopBook server' }];
  doc.info.description ??=
    'The ShopBook API. Every error has one shape (`Error`); writes that create money or stock ' +
    'records accept an `Idempotency-Key` header.';
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, Error: errorSchema },
  };
  const paths = Object.keys(doc.paths);
  for (const [path, item] of Object.entries(doc.paths)) {
    const methods = METHODS.filter((m) => item[m]);
    const isCollection = paths.some(
      (p) => p.startsWith(`${path}/{`) && !p.slice(path.length + 1).includes('/'),
    );
    for (const method of methods) {
      const op = item[method]!;
      const tag = op.tags?.[0] ?? 'api';
      op.operationId ??= operationIdFor(method, path, tag, methods, isCollection);
      op.summary ??= summaryFor(op.operationId);
      op.security ??= [];
      op.responses ??= {};
      for (const status of errorStatuses(op, path)) {
        op.responses[status] ??= errorResponse(ERROR_RESPONSES[status]!);
      }
    }
  }
  return doc;
}
