import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { operationIdFor, type OpenApiDocument } from './openapi-document.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('the OpenAPI document', () => {
  let t: TestContext;
  let doc: OpenApiDocument;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([m]) => METHODS.includes(m))
        .map(([method, op]) => ({ method, path: p, op })),
    );

  beforeAll(async () => {
    t = await createTestContext();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('names every operation once, says what it does and documents its errors', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const { method, path: p, op } of ops) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      expect(op.summary, where).toBeTruthy();
      expect(op.security, where).toBeDefined();
      const errors = Object.keys(op.responses ?? {}).filter((s) => /^4\d\d$/.test(s));
      expect(errors.length, where).toBeGreaterThan(0);
      expect(op.responses?.['400'], where).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      });
    }
    const byRoute = Object.fromEntries(
      ops.map(({ method, path: p, op }) => [`${method} ${p}`, op]),
    );
    expect(byRoute['post /api/businesses/{id}/sales']?.operationId).toBe('sales.create');
    expect(byRoute['get /api/businesses/{id}/sales']?.operationId).toBe('sales.list');
    expect(byRoute['get /api/businesses/{id}/sales/{saleId}']?.operationId).toBe('sales.get');
    expect(byRoute['post /api/auth/login']?.operationId).toBe('auth.login');
    // Public routes say so; signed-in ones name the bearer token and answer 401.
    expect(byRoute['get /api/shop/{identifier}']?.security).toEqual([]);
    expect(byRoute['get /api/businesses/{id}/sales']?.security).toEqual([{ bearer: [] }]);
    expect(byRoute['get /api/businesses/{id}/sales']?.responses?.['401']).toBeDefined();
  });

  it('derives ids that stay put: the path and its methods decide, not the order of routes', () => {
    expect(
      operationIdFor('put', '/api/businesses/{id}/logo', 'businesses', ['put', 'delete']),
    ).toBe('businesses.updateLogo');
    expect(operationIdFor('put', '/api/notifications/read-all', 'notifications', ['put'])).toBe(
      'notifications.readAll',
    );
    expect(
      operationIdFor('get', '/api/businesses/{id}/customers/{customerId}/payments', 'customers', [
        'get',
        'post',
      ]),
    ).toBe('customers.listPayments');
  });

  it("passes Redocly's recommended rules with no errors", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('generates a typed client (openapi-typescript) that compiles, and refuses a wrong body', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
    try {
      writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(doc as never)));
      writeFileSync(
        path.join(dir, 'client.ts'),
        `import type { paths } from './api';
type CreateSale = paths['/api/businesses/{id}/sales']['post'];
type Body = CreateSale['requestBody'] extends { content: { 'application/json': infer B } } ? B : never;
export const body: Body = { items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], paymentMethod: 'cash' };
// @ts-expect-error: not a payment method the API takes
export const wrong: Body = { items: [], paymentMethod: 'bitcoin' };
type Created = CreateSale['responses'][201]['content']['application/json'];
export const receiptNumber: Created['sale']['receiptNumber'] = 1;
type Refused = paths['/api/auth/login']['post']['responses'][429]['content']['application/json'];
export const refused: Refused = { error: 'Too Many Requests', message: 'Slow down', errorCode: 'RATE_LIMITED' };
`,
      );
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Type-checking the generated client takes a few seconds alone, much longer on a busy machine.
  }, 180_000);

  it('serves readable docs at /api/docs from our own origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).not.toMatch(/^(https?:)?\/\//);
    const script = await t.app.inject({
      method: 'GET',
      url: new URL(scripts[0]!, 'http://x/api/docs/').pathname,
    });
    expect(script.statusCode).toBe(200);
  });
});
