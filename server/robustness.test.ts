import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReplySchema } from '../src/contracts/common';
import { bearer, createTestApp, signUp, type TestApp } from './test-support/app';

/** Every route that takes a body or a query, with how it is called. */
const TARGETS = [
  { method: 'POST', url: '/auth/login/sign-in', auth: false },
  { method: 'POST', url: '/auth/login/sign-up', auth: false },
  { method: 'POST', url: '/auth/token/google', auth: false },
  { method: 'POST', url: '/verify/confirm-email', auth: false },
  { method: 'POST', url: '/verify/send-email', auth: false },
  { method: 'POST', url: '/verify/reset-email', auth: false },
  { method: 'POST', url: '/verify/reset-password', auth: false },
  { method: 'POST', url: '/member/forms', auth: true },
  { method: 'POST', url: '/api/feedback/feedback', auth: true },
] as const;

const QUERY_TARGETS = [
  '/verify/verify-email',
  '/dev/mailbox',
  '/dev/mailbox.json',
  '/auth/social/start',
];

describe('malformed input never causes a 5xx', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({
      settings: {
        rateLimits: {
          signInPerClient: { max: 100_000, windowMs: 60_000 },
          mailPerClient: { max: 100_000, windowMs: 60_000 },
          socialPerClient: { max: 100_000, windowMs: 60_000 },
          lookupPerClient: { max: 100_000, windowMs: 60_000 },
        },
      },
    });
    token = (await signUp(t.app, 'robust@example.com')).token;
  });

  afterAll(async () => {
    await t.close();
  });

  const fieldValue = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.anything(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }),
    fc.constantFrom('a@b.co', 'Secret1!pass', 'KOR', '19900101', 'OTHER', 'local', ''),
  );
  const knownKeys = fc.constantFrom(
    'email',
    'password',
    'name',
    'country_code',
    'birth_date',
    'verified',
    'flag',
    'code',
    'state',
    'subject',
    'message',
    'purpose',
    'reason',
    'apps',
    '__proto__',
    'constructor',
  );
  const body = fc.oneof(
    fc.dictionary(fc.oneof(knownKeys, fc.string()), fieldValue, { maxKeys: 8 }),
    fc.anything(),
  );

  it('answers JSON bodies of any shape with 2xx/4xx and the standard reply', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TARGETS), body, async (target, payload) => {
        const response = await t.app.inject({
          method: target.method,
          url: target.url,
          headers: {
            'content-type': 'application/json',
            ...(target.auth ? bearer(token) : {}),
          },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(apiReplySchema.safeParse(response.json()).success).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('answers raw bytes, wrong content types and odd queries without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TARGETS),
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
        async (target, raw, contentType) => {
          const response = await t.app.inject({
            method: target.method,
            url: target.url,
            headers: { ...(contentType ? { 'content-type': contentType } : {}), ...bearer(token) },
            payload: raw,
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.json()).toMatchObject({ success: expect.any(Boolean) });
        },
      ),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUERY_TARGETS),
        fc.dictionary(
          fc.constantFrom('token', 'flag', 'to', 'provider', 'state', 'x'),
          fc.string(),
        ),
        async (url, query) => {
          const response = await t.app.inject({ method: 'GET', url, query });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers unknown paths with ERR01 and a too large body with ERR05', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ERR01', status: 404 });
    const large = await t.app.inject({
      method: 'POST',
      url: '/verify/confirm-email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(100_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('ERR05');
  });

  it('serves the OpenAPI document and helmet headers', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auth/login/sign-in',
        '/auth/login/sign-up',
        '/auth/token/reissue',
        '/auth/logout',
        '/member/member-info',
        '/member/cancel-member',
        '/member/forms',
        '/member/member-payment-check',
        '/verify/send-email',
        '/verify/verify-email',
        '/api/feedback/feedback',
      ]),
    );
    const health = await t.app.inject({ method: 'GET', url: '/health/' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toBeDefined();
  });
});

/** A string with a NUL or an unpaired surrogate somewhere in it. */
const unsafeString = fc
  .tuple(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
  )
  .map(([before, unsafe, after]) => `${before}${unsafe}${after}`);

/** Routes with a valid body and the free-text fields of it a client fills in. */
const TEXT_FIELDS = [
  {
    url: '/auth/login/sign-in',
    auth: false,
    body: { email: 'nul@example.com', password: 'Secret1!pass' },
    fields: ['email', 'password'],
  },
  {
    url: '/auth/login/sign-up',
    auth: false,
    body: {
      email: 'nul@example.com',
      password: 'Secret1!pass',
      name: '김다듬',
      country_code: 'KOR',
      birth_date: '19900101',
    },
    fields: ['email', 'password', 'name', 'birth_date'],
  },
  { url: '/auth/token/google', auth: false, body: { code: 'abc' }, fields: ['code'] },
  {
    url: '/verify/confirm-email',
    auth: false,
    body: { email: 'nul@example.com' },
    fields: ['email'],
  },
  { url: '/verify/send-email', auth: false, body: { email: 'nul@example.com' }, fields: ['email'] },
  {
    url: '/verify/reset-email',
    auth: false,
    body: { email: 'nul@example.com', flag: 'find-password' },
    fields: ['email'],
  },
  {
    url: '/api/feedback/feedback',
    auth: true,
    body: { subject: 'OTHER', message: 'hello' },
    fields: ['message'],
  },
  {
    url: '/api/correction/applied',
    auth: true,
    body: { ruleId: 'spelling.typo', category: 'SPELLING' },
    fields: ['ruleId'],
  },
  { url: '/api/correction/demo', auth: false, body: { text: '안녕' }, fields: ['text'] },
] as const;

describe('NUL characters and unpaired surrogates', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({
      settings: {
        rateLimits: {
          signInPerClient: { max: 100_000, windowMs: 60_000 },
          mailPerClient: { max: 100_000, windowMs: 60_000 },
          socialPerClient: { max: 100_000, windowMs: 60_000 },
          lookupPerClient: { max: 100_000, windowMs: 60_000 },
          demoPerClient: { max: 100_000, windowMs: 60_000 },
        },
      },
    });
    token = (await signUp(t.app, 'nul-owner@example.com')).token;
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses them in every free-text field with 400 VAL13, before anything is stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TEXT_FIELDS).chain((target) =>
          fc.record({
            target: fc.constant(target),
            field: fc.constantFrom(...target.fields),
            value: unsafeString,
          }),
        ),
        async ({ target, field, value }) => {
          const response = await t.app.inject({
            method: 'POST',
            url: target.url,
            headers: {
              'content-type': 'application/json',
              ...(target.auth ? bearer(token) : {}),
            },
            payload: JSON.stringify({ ...target.body, [field]: value }),
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ code: 'VAL13', status: 400, success: false });
        },
      ),
      { numRuns: 200 },
    );
    const stored = await t.pool.query('select count(*)::int as n from feedback');
    expect(stored.rows[0].n).toBe(0);
  });
});
