import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@app/contracts';
import { users } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { call, check, PASSWORD, uniqueName, type SmtpSink } from './test-support.ts';

/** The account's language, how a new one is chosen, and the emails that follow it. */
describe('the account language', () => {
  let t: TestContext;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const register = (body: Record<string, unknown> = {}, acceptLanguage?: string) => {
    const payload = {
      username: uniqueName(),
      email: `${uniqueName('u')}@example.com`,
      password: PASSWORD,
      ...body,
    };
    return call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    }).then((res) => ({ res, payload }));
  };
  const preferences = (token: string | undefined, payload: unknown) =>
    call(t, { method: 'PUT', url: '/api/auth/preferences', token, payload: payload as object });
  const storedLanguage = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.language;

  it('is English without a choice or a header, and /check answers it', async () => {
    const { res } = await register();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.language).toBe('en');
    const me = await check(t, res.json().access_token);
    expect(me.json().user.language).toBe('en');
  });

  it('takes the best match of Accept-Language (q-values, regions) and writes the email in it', async () => {
    const { res, payload } = await register({}, 'fr-CI,fr;q=0.9,en;q=0.8');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.language).toBe('fr');
    // The API's own message stays English (SPEC's texts).
    expect(res.json().message).toBe(AUTH_MESSAGES.registered);
    const email = await sink.waitForEmail(payload.email);
    expect(email.subject).toBe('Vérifiez votre e-mail pour ShopBook');
    expect(email.text).toContain(`Bonjour ${payload.username},`);
    expect(email.text).toContain('Le code expire dans 15 minutes.');
    expect(email.text).toContain('L’équipe ShopBook');
    expect(email.text).toContain('<html lang="fr">');
    expect(email.text).not.toContain('The ShopBook team');

    const swahili = await register({}, 'de-DE;q=0.9,sw-KE;q=0.95');
    expect(swahili.res.json().user.language).toBe('sw');
    const german = await register({}, 'de');
    expect(german.res.json().user.language).toBe('en');
    expect((await sink.waitForEmail(german.payload.email)).subject).toBe(
      'Verify your email for ShopBook',
    );
  });

  it('takes the language chosen in the form over the header', async () => {
    const { res, payload } = await register({ language: 'yo' }, 'fr');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.language).toBe('yo');
    const email = await sink.waitForEmail(payload.email);
    expect(email.subject).toBe('Jẹ́rìísí ímeèlì rẹ fún ShopBook');
    expect(email.text).toContain('Ẹgbẹ́ ShopBook');
  });

  it('refuses a registration with an unknown language, creating nothing', async () => {
    for (const language of ['de', 'EN', '', 7]) {
      const { res, payload } = await register({ language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(res.json().details).toEqual([{ field: 'language', message: expect.any(String) }]);
      const found = await t.database.db.select().from(users).where(eq(users.email, payload.email));
      expect(found).toEqual([]);
    }
  });

  it('changes through PUT /api/auth/preferences, and refuses anything else', async () => {
    const { res } = await register();
    const token = res.json().access_token as string;
    const id = res.json().user.id as string;
    expect((await preferences(undefined, { language: 'fr' })).statusCode).toBe(401);

    const changed = await preferences(token, { language: 'sw' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ language: 'sw' });
    expect((await check(t, token)).json().user.language).toBe('sw');
    expect(await storedLanguage(id)).toBe('sw');

    for (const bad of [
      { language: 'de' },
      { language: 'SW' },
      { language: 'fr-FR' },
      { language: 42 },
      { language: null },
      {},
      { language: 'fr', theme: 'dark' },
    ]) {
      const refused = await preferences(token, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().errorCode).toBe('VALIDATION_FAILED');
      expect(refused.json().details.map((d: { field: string }) => d.field)).toContain('language');
      expect(await storedLanguage(id)).toBe('sw');
    }
    expect((await check(t, token)).json().user.language).toBe('sw');
  });

  it('sends later emails in the language chosen since (a password reset in Swahili)', async () => {
    const { res, payload } = await register();
    await sink.waitForEmail(payload.email);
    await preferences(res.json().access_token, { language: 'sw' });
    const asked = await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: payload.email },
    });
    expect(asked.statusCode).toBe(200);
    const email = await sink.waitForEmail(payload.email, (e) => e.subject.includes('nenosiri'));
    expect(email.subject).toBe('Weka upya nenosiri lako la ShopBook');
    expect(email.text).toContain(`Habari ${payload.username},`);
    expect(email.text).toContain('vitaisha muda baada ya dakika');
    expect(email.text).toContain('Timu ya ShopBook');
    expect(email.text).not.toContain('Reset your ShopBook password');
  });
});
