import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import * as oidc from 'openid-client';
// @ts-expect-error -- oidc-provider ships no type declarations; the few members used are typed below
import ProviderModule, { interactionPolicy as policyModule } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google: discovery,
 * authorization endpoint with a sign-in page, token endpoint, JWKS, RS256 ID tokens carrying
 * Google's claims (sub, email, email_verified, name). Independent of vitest so an end-to-end
 * journey can start it too and let a browser click through the sign-in page.
 */

export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface StartOidcProviderOptions {
  accounts?: OidcAccount[];
  /** The main client (the app under test); ids and secret are random when omitted. */
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
  /** Further registered clients, e.g. another application to mint tokens with a foreign audience. */
  otherClients?: OidcClient[];
  host?: string;
  port?: number;
}

export interface AuthorizationCodeOptions {
  /** A client other than the main one (its redirect URIs apply). */
  clientId?: string;
  scope?: string;
  nonce?: string;
  state?: string;
}

export interface IdTokenOptions {
  clientId?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The main client's first redirect URI. */
  redirectUri: string;
  accounts: Map<string, OidcAccount>;
  /** Adds or replaces an account (claims are read at each sign-in). */
  setAccount(account: OidcAccount): void;
  /**
   * Drives the real authorization endpoint and sign-in page over HTTP (manual redirects, a
   * cookie jar) as the given account, and returns the code the provider redirected back with.
   */
  getAuthorizationCode(
    accountSub: string,
    redirectUri?: string,
    codeChallenge?: string,
    options?: AuthorizationCodeOptions,
  ): Promise<string>;
  /** A genuine ID token: a code for the account exchanged at the token endpoint (PKCE S256). */
  getIdToken(accountSub: string, options?: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

interface Interaction {
  uid: string;
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, string | undefined>;
  grantId?: string;
  session?: { accountId?: string };
}
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(indicator: string, scope: string): void;
  save(): Promise<string>;
}
interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
}
interface PromptConstructor {
  new (init: { name: string; requestable: boolean }): unknown;
}
interface Policy extends Array<unknown> {
  add(prompt: unknown, index?: number): void;
}
const Provider = ProviderModule as new (
  issuer: string,
  configuration: Record<string, unknown>,
) => ProviderInstance;
const interactionPolicy = policyModule as { base(): Policy; Prompt: PromptConstructor };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) reject(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

function signInPage(uid: string, accounts: OidcAccount[], clientId: string): string {
  const buttons = accounts
    .map(
      (a) =>
        `<li><button type="submit" name="account" value="${escapeHtml(a.sub)}">` +
        `${escapeHtml(a.name ?? a.email)} &lt;${escapeHtml(a.email)}&gt;</button></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Choose an account</title></head>
<body><main><h1>Choose an account</h1><p>to continue to ${escapeHtml(clientId)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login"><ul>${buttons}</ul></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** Cookies by name and path, enough for the provider's interaction and session cookies. */
class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attr of attributes) {
        const [k, v = ''] = attr.split('=');
        const key = k!.toLowerCase();
        if (key === 'path') path = v;
        if (key === 'max-age' && Number(v) <= 0) expired = true;
        if (key === 'expires' && Date.parse(v) <= Date.now()) expired = true;
      }
      const id = `${name};${path}`;
      if (expired) this.cookies.delete(id);
      else this.cookies.set(id, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (c) => url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/')),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

export async function startOidcProvider(
  options: StartOidcProviderOptions = {},
): Promise<OidcTestProvider> {
  const accounts = new Map((options.accounts ?? []).map((a) => [a.sub, a]));
  const main: OidcClient = {
    clientId: options.clientId ?? `shopbook-${randomBytes(4).toString('hex')}`,
    clientSecret: options.clientSecret ?? randomBytes(24).toString('base64url'),
    redirectUris: options.redirectUris ?? ['http://127.0.0.1/auth/callback'],
  };
  const clients = [main, ...(options.otherClients ?? [])];

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'test-rs256',
    use: 'sig',
    alg: 'RS256',
  };

  const host = options.host ?? '127.0.0.1';
  // Listening first: the issuer URL carries the port the system picked.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const current = accounts.get(sub) ?? account;
          return { ...current, sub };
        },
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    // Google puts the profile and email claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    clientBasedCORS: () => false,
    async renderError(
      ctx: { type: string; body: string },
      out: { error: string; error_description?: string },
    ) {
      ctx.type = 'text/plain';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  });
  const providerCallback = provider.callback();

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, path: string) {
    const [, , uid, action] = path.split('/');
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== uid) throw new Error('interaction mismatch');
    const { prompt, params } = interaction;

    if (req.method === 'GET' && !action) {
      if (prompt.name === 'consent') return grantConsent(req, res, interaction);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(signInPage(interaction.uid, [...accounts.values()], params.client_id ?? ''));
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const sub = form.get('account') ?? '';
      if (!accounts.has(sub)) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('unknown account');
        return;
      }
      // Choosing an account answers both the login prompt and Google's prompt=select_account.
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub }, select_account: {} },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }

  /** Like Google for an app the user already approved: consent is granted without a page. */
  async function grantConsent(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const { details } = interaction.prompt;
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({
        accountId: interaction.session!.accountId!,
        clientId: interaction.params.client_id!,
      });
    const missingScope = details.missingOIDCScope as string[] | undefined;
    const missingClaims = details.missingOIDCClaims as string[] | undefined;
    const missingResource = details.missingResourceScopes as Record<string, string[]> | undefined;
    if (missingScope) grant.addOIDCScope(missingScope.join(' '));
    if (missingClaims) grant.addOIDCClaims(missingClaims);
    for (const [indicator, scopes] of Object.entries(missingResource ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/interaction/')) {
      handleInteraction(req, res, path).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(`interaction failed: ${(err as Error).message}`);
      });
      return;
    }
    providerCallback(req, res);
  });

  function clientFor(clientId?: string): OidcClient {
    const client = clients.find((c) => c.clientId === (clientId ?? main.clientId));
    if (!client) throw new Error(`unknown client ${clientId}`);
    return client;
  }

  async function getAuthorizationCode(
    accountSub: string,
    redirectUri?: string,
    codeChallenge?: string,
    opts: AuthorizationCodeOptions = {},
  ): Promise<string> {
    const client = clientFor(opts.clientId);
    const redirect = new URL(redirectUri ?? client.redirectUris[0]!);
    const authorize = new URL('/auth', issuer);
    authorize.search = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: redirect.href,
      scope: opts.scope ?? 'openid email profile',
      prompt: 'select_account',
      ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
      ...(opts.nonce ? { nonce: opts.nonce } : {}),
      ...(opts.state ? { state: opts.state } : {}),
    }).toString();

    const jar = new CookieJar();
    let url = authorize;
    let init: RequestInit = { method: 'GET' };
    for (let hop = 0; hop < 12; hop++) {
      const res = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
      });
      jar.store(res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        const next = new URL(location, url);
        if (next.origin + next.pathname === redirect.origin + redirect.pathname) {
          const code = next.searchParams.get('code');
          if (!code) {
            throw new Error(
              `provider refused: ${next.searchParams.get('error')} ${next.searchParams.get('error_description') ?? ''}`,
            );
          }
          return code;
        }
        url = next;
        init = { method: 'GET' };
        continue;
      }
      const body = await res.text();
      const action = /<form method="post" action="([^"]+\/login)"/.exec(body)?.[1];
      if (res.status === 200 && action) {
        // The sign-in page: press the button of the chosen account, as a person would.
        url = new URL(action, url);
        init = {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ account: accountSub }).toString(),
        };
        continue;
      }
      throw new Error(`unexpected provider answer ${res.status} at ${url.pathname}: ${body}`);
    }
    throw new Error('too many redirects at the provider');
  }

  const rpConfigs = new Map<string, Promise<oidc.Configuration>>();
  function rpConfig(client: OidcClient) {
    let config = rpConfigs.get(client.clientId);
    if (!config) {
      config = oidc.discovery(new URL(issuer), client.clientId, client.clientSecret, undefined, {
        execute: [oidc.allowInsecureRequests],
      });
      rpConfigs.set(client.clientId, config);
    }
    return config;
  }

  async function getIdToken(accountSub: string, opts: IdTokenOptions = {}): Promise<string> {
    const client = clientFor(opts.clientId);
    const config = await rpConfig(client);
    const verifier = oidc.randomPKCECodeVerifier();
    const redirectUri = client.redirectUris[0]!;
    const code = await getAuthorizationCode(
      accountSub,
      redirectUri,
      await oidc.calculatePKCECodeChallenge(verifier),
      { clientId: client.clientId },
    );
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('iss', issuer);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      idTokenExpected: true,
    });
    return tokens.id_token!;
  }

  return {
    issuer,
    clientId: main.clientId,
    clientSecret: main.clientSecret,
    redirectUri: main.redirectUris[0]!,
    accounts,
    setAccount: (account) => {
      accounts.set(account.sub, account);
    },
    getAuthorizationCode,
    getIdToken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
