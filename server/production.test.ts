import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from './mail/outbox-repository';
import { createTestApp, PASSWORD, type TestApp } from './test-support/app';

describe('NODE_ENV=production', () => {
  let t: TestApp;
  const sent: OutgoingMail[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { mailTransport: { send: async (mail) => void sent.push(mail) } },
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        SMTP_URL: 'smtp://mail.invalid:25',
        WEB_ORIGIN: 'https://dadeum.example',
        VITE_API_BASE_URL: 'https://api.dadeum.example',
      },
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('has no dev mailbox and no local identity provider', async () => {
    const mailbox = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      query: { to: 'a@b.co' },
    });
    expect(mailbox.statusCode).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json',
      query: { to: 'a@b.co' },
    });
    expect(json.statusCode).toBe(404);
    const idp = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    expect(idp.statusCode).toBe(404);
    const start = await t.app.inject({
      method: 'GET',
      url: '/auth/social/start',
      query: { provider: 'google', state: 'state-0123456789abcdef' },
    });
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe('AUT06');
  });

  it('delivers mail through the transport and sets a __Host- Secure refresh cookie', async () => {
    const email = 'prod@example.com';
    await t.app.inject({ method: 'POST', url: '/verify/send-email', payload: { email } });
    await t.app.mailer.flush();
    expect(sent).toHaveLength(1);
    const link = new URL(sent[0]!.links[0]!);
    expect(link.origin).toBe('https://dadeum.example');
    expect(
      (await t.app.inject({ method: 'GET', url: `/verify/verify-email${link.search}` })).statusCode,
    ).toBe(200);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-up',
      payload: {
        email,
        password: PASSWORD,
        name: 'Prod User',
        country_code: 'KOR',
        birth_date: '19900101',
      },
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = signUp.cookies.find((c) => c.name === '__Host-dadeum_rt');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(signUp.headers['strict-transport-security']).toBeDefined();
  });
});
