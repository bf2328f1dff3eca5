import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_TEXTS, type AssistantAnswer } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';
import { numbersInText } from './numbers.ts';

/*
 * The model path against a scripted OpenAI-compatible server started here: it asks for tools in
 * turn, then answers from what the tools returned (or, in one script, invents a figure).
 */
interface ChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
}
type Step = (request: ChatRequest) => object;

const toolCall = (name: string, args: object) => () => ({
  role: 'assistant',
  content: null,
  tool_calls: [
    { id: `call_${name}`, type: 'function', function: { name, arguments: JSON.stringify(args) } },
  ],
});
const say = (write: (results: Record<string, unknown>[]) => string) => (r: ChatRequest) => ({
  role: 'assistant',
  content: write(
    r.messages
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content!) as Record<string, unknown>),
  ),
});

describe('assistant: the model path (OpenAI-compatible, scripted)', () => {
  let t: TestContext;
  let server: Server;
  let shop: Shop;
  let script: Step[] = [];
  const requests: { body: ChatRequest; auth: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        const body = JSON.parse(data) as ChatRequest;
        requests.push({ body, auth: req.headers.authorization });
        const step = script.shift();
        if (!req.url?.endsWith('/chat/completions') || !step) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'script ended' } }));
          return;
        }
        const message = step(body);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [
              {
                index: 0,
                message,
                finish_reason: 'tool_calls' in message ? 'tool_calls' : 'stop',
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestContext({
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'scripted-model',
      AI_API_KEY: 'test-key',
    });
    shop = await createShop(t, await createUser(t));
    const rice = await createItem(t, shop, { name: 'Rice 2kg', price: 320, cost: 260, stock: 50 });
    const salt = await createItem(t, shop, { name: 'Salt', price: 30.5, cost: 18, stock: 50 });
    await recordSale(t, shop, { items: [{ productId: rice.id, quantity: 3 }] });
    await recordSale(t, shop, { items: [{ productId: salt.id, quantity: 2 }] });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const ask = async (message: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/assistant/messages'),
      headers: shop.owner.headers,
      payload: { message },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AssistantAnswer>();
  };

  it('runs the tools the model asks for in turn and passes on an answer whose numbers all come from them', async () => {
    requests.length = 0;
    script = [
      toolCall('sales_summary', { period: 'today' }),
      toolCall('top_products', { period: 'today', limit: 1 }),
      say(([summary, top]) => {
        const best = (top!.products as { name: string; revenue: number }[])[0]!;
        return `Today you sold ${summary!.currency} ${(summary!.revenue as number).toLocaleString('en-US', { minimumFractionDigits: 2 })} in ${summary!.salesCount} sales; ${best.name} brought ${best.revenue}.`;
      }),
    ];
    const r = await ask('How did today go, and what sold best?');
    expect(r.engine).toBe('model');
    expect(r.answer).toBe('Today you sold NGN 1,021.00 in 2 sales; Rice 2kg brought 960.');
    expect(r.sources.map((s) => s.tool)).toEqual(['sales_summary', 'top_products']);
    expect(r.sources[0]!.result).toMatchObject({ revenue: 1021, salesCount: 2 });
    // The same table as the built-in analyst's, made from the tool the model called.
    expect(r.tables).toEqual([
      {
        columns: ['Product', 'Quantity', 'Revenue', 'Profit'],
        rows: [['Rice 2kg', 3, 'NGN 960.00', expect.any(String)]],
      },
    ]);
    for (const n of numbersInText(r.answer))
      expect(JSON.stringify(r.sources.map((s) => s.result))).toContain(String(n));
    // Three requests, each offering at most eight tools with the key and the model configured.
    expect(requests).toHaveLength(3);
    for (const { body, auth } of requests) {
      expect(body.model).toBe('scripted-model');
      expect(auth).toBe('Bearer test-key');
      expect(body.tools!.length).toBeLessThanOrEqual(8);
    }
    // Tool results go back as compact JSON, answering the call by its id.
    const toolMessages = requests[2]!.body.messages.filter((m) => m.role === 'tool');
    expect(toolMessages.map((m) => m.tool_call_id)).toEqual([
      'call_sales_summary',
      'call_top_products',
    ]);
    for (const m of toolMessages) expect(m.content).toBe(JSON.stringify(JSON.parse(m.content!)));
  });

  it("tells the model to answer in the asker's account language", async () => {
    const prefer = async (language: string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/preferences',
        headers: shop.owner.headers,
        payload: { language },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const systemOf = (request: (typeof requests)[number]) =>
      request.body.messages.find((m) => m.role === 'system')!.content!;
    try {
      await prefer('sw');
      requests.length = 0;
      script = [say(() => 'Habari njema.')];
      expect((await ask('Leo imekuwaje?')).answer).toBe('Habari njema.');
      expect(requests).toHaveLength(1);
      expect(systemOf(requests[0]!)).toContain('The person asking reads Swahili');
      expect(systemOf(requests[0]!)).toContain('in Swahili');
      await prefer('fr');
      requests.length = 0;
      script = [say(() => 'Bonne journée.')];
      await ask('Comment va la boutique ?');
      expect(systemOf(requests[0]!)).toContain('in French');
      expect(systemOf(requests[0]!)).not.toContain('Swahili');
    } finally {
      await prefer('en');
    }
    requests.length = 0;
    script = [say(() => 'All good.')];
    await ask('How is the shop?');
    expect(systemOf(requests[0]!)).toContain('The person asking reads English');
  });

  it('catches a number the model invented and does not pass it on', async () => {
    script = [
      toolCall('sales_summary', { period: 'today' }),
      say(
        ([summary]) =>
          `You sold ${summary!.revenue} today, about 15% more than usual, so 1,174.15 next week.`,
      ),
    ];
    const r = await ask('How much did I sell today?');
    expect(r.answer.startsWith(ASSISTANT_TEXTS.cantTell)).toBe(true);
    expect(r.answer).not.toContain('1,174.15');
    expect(r.answer).toContain('15, 1174.15');
    expect(r.sources).toHaveLength(1);
    // The refusal is what the conversation keeps.
    const detail = await t.app.inject({
      method: 'GET',
      url: shop.url(`/assistant/conversations/${r.conversationId}`),
      headers: shop.owner.headers,
    });
    expect(detail.json().messages[1].content).toBe(r.answer);
  });

  it('tells the model about bad tool arguments instead of failing, and reports a provider that fails', async () => {
    script = [
      toolCall('top_products', { limit: 500 }),
      toolCall('no_such_tool', {}),
      say(() => ASSISTANT_TEXTS.cantTell),
    ];
    const r = await ask('Top 500 products');
    expect(r.answer).toBe(ASSISTANT_TEXTS.cantTell);
    expect(r.sources).toEqual([]);
    const last = requests.at(-1)!.body.messages.filter((m) => m.role === 'tool');
    expect(last.every((m) => 'error' in JSON.parse(m.content!))).toBe(true);
    script = [];
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/assistant/messages'),
      headers: shop.owner.headers,
      payload: { message: 'Anything?' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ errorCode: 'AI_UNAVAILABLE' });
  });
});
