import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReplySchema } from '../../src/contracts/common';
import {
  appliedReplySchema,
  checkReplySchema,
  demoReplySchema,
  MAX_CHECK_LENGTH,
  MAX_DEMO_LENGTH,
  MAX_DISABLED_RULES,
  MAX_RULE_ID_LENGTH,
} from '../../src/contracts/correction';
import { applySuggestions, createChecker, type Checker } from '@dadeum/correction';
import { loadKoreanDictionary } from '@dadeum/correction/node';
import { loadServerConfig } from '../config';
import { subscriptions } from '../db/schema';
import { loggerOptions } from '../api-server';
import { bearer, createTestApp, signUp, type TestApp } from '../test-support/app';

/** One real checker (hunspell dictionary) for the whole file, shared by its apps. */
const checker: Promise<Checker> = createChecker({ loadDictionary: loadKoreanDictionary });

const SENTENCE = '😀 몇일 동안 비가 왔다. 금새 그쳤다.';
const CORRECTED = '😀 며칠 동안 비가 왔다. 금세 그쳤다.';

describe('correction API: check, applied, demo', () => {
  let t: TestApp;
  let token: string;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp({
      checker,
      settings: {
        rateLimits: {
          demoPerClient: { max: 5, windowMs: 60_000 },
          // Each member the tests sign up sends a verification mail from the same address.
          mailPerClient: { max: 50, windowMs: 60_000 },
        },
      },
    });
    token = (await signUp(t.app, 'checker@example.com')).token;
    memberId = await idOf('checker@example.com');
  });

  afterAll(async () => {
    await t.close();
  });

  async function idOf(email: string): Promise<string> {
    const { rows } = await t.pool.query<{ id: string }>('select id from members where email = $1', [
      email,
    ]);
    return rows[0]!.id;
  }

  const check = (text: unknown, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/correction/check',
      headers,
      payload: { text },
    });
  const applied = (auth: string, ruleId = 'spelling.misspelling') =>
    t.app.inject({
      method: 'POST',
      url: '/api/correction/applied',
      headers: bearer(auth),
      payload: { ruleId, category: 'SPELLING' },
    });
  const demo = (payload: object, remoteAddress = '10.0.0.1', headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/correction/demo',
      remoteAddress,
      headers,
      payload,
    });

  it('finds the misspellings with UTF-16 offsets; applying the suggestions corrects the text', async () => {
    const response = await check(SENTENCE);
    expect(response.statusCode).toBe(200);
    const body = checkReplySchema.parse(response.json());
    expect(body).toMatchObject({ code: 'COR04', status: 200, success: true });
    // Both corrections shown count for the free plan's month.
    expect(body.response.usage).toEqual({
      plan: 'free',
      used: 2,
      limit: 100,
      maxCharacters: 2000,
    });
    expect(body.response.receipts).toHaveLength(2);
    expect(body.response).not.toHaveProperty('omitted');
    const { issues } = body.response;
    expect(issues.map((i) => [i.offset, i.length, i.original, i.suggestions[0]])).toEqual([
      [3, 2, '몇일', '며칠'],
      [16, 2, '금새', '금세'],
    ]);
    for (const issue of issues) {
      expect(SENTENCE.slice(issue.offset, issue.offset + issue.length)).toBe(issue.original);
      expect(issue).toMatchObject({ category: 'SPELLING', ruleId: 'spelling.misspelling' });
    }
    expect(applySuggestions(SENTENCE, issues)).toBe(CORRECTED);
    // Sorted and never overlapping.
    for (let i = 1; i < issues.length; i++) {
      expect(issues[i]!.offset).toBeGreaterThanOrEqual(
        issues[i - 1]!.offset + issues[i - 1]!.length,
      );
    }
    // Korean messages by default (member without a locale, no Accept-Language).
    expect(issues[0]!.message).toMatch(/[가-힣]/);
    expect(issues[0]!.reference).toContain('한글 맞춤법');
    // Correct Korean: no issue.
    expect((await check('오늘은 날씨가 좋습니다.')).json().response.issues).toEqual([]);
  });

  it('writes messages in the member’s language, else the browser’s, else Korean', async () => {
    const english = (r: { json(): { response: { issues: { message: string }[] } } }) =>
      r.json().response.issues[0]!.message;
    // No locale stored: Accept-Language decides.
    expect(english(await check('몇일', { ...bearer(token), 'accept-language': 'en-US' }))).toMatch(
      /misspelled/,
    );
    await t.pool.query(`update members set locale = 'en' where id = $1`, [memberId]);
    expect(english(await check('몇일'))).toMatch(/misspelled/);
    await t.pool.query(`update members set locale = 'ko' where id = $1`, [memberId]);
    const korean = english(await check('몇일', { ...bearer(token), 'accept-language': 'en' }));
    expect(korean).toMatch(/[가-힣]/);
    expect(korean).not.toMatch(/misspelled/);
    await t.pool.query(`update members set locale = null where id = $1`, [memberId]);
  });

  it('refuses calls without a valid token with 401 AUT03', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await check('몇일', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUT03', success: false });
    }
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/correction/applied',
      payload: { ruleId: 'x', category: 'SPELLING' },
    });
    expect(apply.statusCode).toBe(401);
  });

  it('answers 400 with a code for empty, too long, non-string text and extra fields', async () => {
    const cases: [unknown, string][] = [
      [{ text: '' }, 'COR03'],
      [{ text: '가'.repeat(MAX_CHECK_LENGTH + 1) }, 'COR01'],
      [{ text: 42 }, 'VAL01'],
      [{ text: null }, 'VAL01'],
      [{}, 'VAL01'],
      [{ text: '몇일', extra: true }, 'VAL01'],
      [['몇일'], 'VAL01'],
    ];
    for (const [payload, code] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/correction/check',
        headers: bearer(token),
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json()).toEqual({
        ...apiReplySchema.parse(response.json()),
        code,
        success: false,
      });
    }
    // applied: unknown category, missing rule, extra field.
    for (const payload of [
      { ruleId: 'x', category: 'TYPO' },
      { category: 'SPELLING' },
      { ruleId: '', category: 'SPELLING' },
      { ruleId: 'x', category: 'SPELLING', text: '몇일' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/correction/applied',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VAL01');
    }
  });

  /** A free member, and its month's count set to `used` (last month's 50 never count). */
  async function freeMember(email: string, used = 0) {
    const { token: own } = await signUp(t.app, email);
    const id = await idOf(email);
    const now = t.app.clock();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000);
    await t.pool.query(
      `insert into correction_usage (member_id, month_start, shown)
       values ($1, date_trunc('month', $2::timestamptz at time zone 'UTC') at time zone 'UTC', 50)`,
      [id, lastMonth],
    );
    if (used > 0) {
      await t.pool.query(
        `insert into correction_usage (member_id, month_start, shown) values ($1, $2, $3)`,
        [id, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), used],
      );
    }
    return { token: own, id };
  }

  async function makePremium(id: string) {
    const now = t.app.clock();
    await t.app.db.insert(subscriptions).values({
      memberId: id,
      planId: 'premium',
      status: 'active',
      startedAt: new Date(now.getTime() - 1000),
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
    });
  }

  const checkSeen = (auth: string, text: string, seen: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/correction/check',
      headers: bearer(auth),
      payload: { text, seen },
    });

  it('free plan: each correction shown counts once a month; its receipt makes it free again', async () => {
    const { token: own } = await freeMember('counting@example.com');
    const first = checkReplySchema.parse((await check(SENTENCE, bearer(own))).json()).response;
    expect(first.usage.used).toBe(2);
    expect(first.receipts).toHaveLength(2);
    // The paragraph checked again as the member types: the same two corrections, nothing new.
    const again = (await checkSeen(own, `${SENTENCE} 좋다.`, first.receipts!)).json().response;
    expect(again.issues.map((i: { original: string }) => i.original)).toEqual(['몇일', '금새']);
    expect(again.usage.used).toBe(2);
    // Without its receipts a client pays again: the server keeps nothing of the text.
    expect((await check(SENTENCE, bearer(own))).json().response.usage.used).toBe(4);
    // Receipts are the member's own: another member's do not make anything free.
    const { token: other } = await freeMember('counting-other@example.com');
    expect((await checkSeen(other, SENTENCE, first.receipts!)).json().response.usage.used).toBe(2);
    // Clean text counts nothing.
    expect((await check('오늘은 날씨가 좋습니다.', bearer(own))).json().response.usage.used).toBe(
      4,
    );
  });

  it('free plan: the last corrections of the month are shown up to the limit, then checks answer 429 COR02', async () => {
    const { token: own } = await freeMember('limit@example.com', 99);
    const last = checkReplySchema.parse((await check(SENTENCE, bearer(own))).json()).response;
    expect(last.issues.map((i) => i.original)).toEqual(['몇일']);
    expect(last.omitted).toBe(1);
    expect(last.usage).toEqual({ plan: 'free', used: 100, limit: 100, maxCharacters: 2000 });
    for (const text of [SENTENCE, '오늘은 날씨가 좋습니다.']) {
      const refused = await check(text, bearer(own));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'COR02', status: 429, success: false });
    }
    // Receipts do not reopen the month either.
    expect((await checkSeen(own, SENTENCE, last.receipts!)).json().code).toBe('COR02');
  });

  const checkWithout = (
    auth: string,
    text: string,
    disabledRules: unknown,
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/correction/check',
      headers: bearer(auth),
      payload: { text, disabledRules },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const rulesOf = (response: { json(): unknown }) =>
    checkReplySchema.parse(response.json()).response.issues.map((i) => [i.ruleId, i.original]);

  it('disabledRules: the engine leaves those rules out, and what they hid on the same words shows', async () => {
    const text = '몇일 동안 비가 와서 할수 없이 집에 있었다.';
    expect(rulesOf(await check(text))).toEqual([
      ['spelling.misspelling', '몇일'],
      ['spacing.dependent-noun-su', '할수'],
    ]);
    // The rule switched off finds nothing; another rule still does.
    expect(rulesOf(await checkWithout(token, text, ['spacing.dependent-noun-su']))).toEqual([
      ['spelling.misspelling', '몇일'],
    ]);
    expect(rulesOf(await checkWithout(token, text, ['spelling.misspelling']))).toEqual([
      ['spacing.dependent-noun-su', '할수'],
    ]);
    // A higher-priority rule's finding hides a lower one's on the same words: with the first
    // switched off the second shows, which no filter of the answer could give.
    const joined = '할수있는것이 없다.';
    const before = checkReplySchema.parse((await check(joined)).json()).response.issues;
    expect(before.map((i) => [i.ruleId, i.suggestions[0]])).toEqual([
      ['spacing.dependent-noun-su', '할 수 있는것이'],
    ]);
    const after = checkReplySchema.parse(
      (await checkWithout(token, joined, ['spacing.dependent-noun-su'])).json(),
    ).response.issues;
    expect(after.map((i) => [i.ruleId, i.original, i.suggestions[0]])).toEqual([
      ['spacing.dependent-noun-geot', '할수있는것이', '할수있는 것이'],
    ]);
    // Ids the engine does not know (an older or newer client's) leave nothing out.
    expect(
      rulesOf(await checkWithout(token, text, ['spacing.no-such-rule', 'x', 'style.ai-rewrite'])),
    ).toEqual(rulesOf(await check(text)));
    // Repeated ids and an empty list are fine.
    expect(rulesOf(await checkWithout(token, text, []))).toEqual(rulesOf(await check(text)));
    expect(
      rulesOf(await checkWithout(token, text, ['spelling.misspelling', 'spelling.misspelling'])),
    ).toEqual([['spacing.dependent-noun-su', '할수']]);
  });

  it('disabledRules: what a switched-off rule would have found is neither shown nor counted', async () => {
    const { token: own } = await freeMember('rules-off@example.com');
    const off = await checkWithout(own, SENTENCE, ['spelling.misspelling']);
    expect(off.statusCode).toBe(200);
    const reply = checkReplySchema.parse(off.json()).response;
    expect(reply.issues).toEqual([]);
    expect(reply.usage.used).toBe(0);
    expect(reply).not.toHaveProperty('omitted');
    // The demo has no member and no switches: the field is not part of it.
    const demoReply = await demo(
      { text: '몇일', disabledRules: ['spelling.misspelling'] },
      '10.0.3.1',
    );
    expect(demoReply.statusCode).toBe(400);
    expect(demoReply.json().code).toBe('VAL01');
  });

  it('disabledRules: wrong types, too many, too long or odd ids answer 400 VAL01 and change nothing', async () => {
    const { token: own } = await freeMember('rules-bad@example.com');
    const validId = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,30}$/);
    const badId = fc.oneof(
      fc
        .string({ maxLength: MAX_RULE_ID_LENGTH })
        .filter((id) => !/^[a-z0-9][a-z0-9.-]*$/.test(id)),
      fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
        .map((g) => `spelling.${g}`)
        .filter((id) => !/^[a-z0-9][a-z0-9.-]*$/.test(id)),
      fc.stringMatching(new RegExp(`^[a-z0-9][a-z0-9.-]{${MAX_RULE_ID_LENGTH},200}$`)),
      fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '\ud800',
        'Spelling.misspelling',
        'spelling.misspelling ',
        '.spelling',
        '-spelling',
        'spelling/misspelling',
        'spelling_misspelling',
        '맞춤법',
        '<script>',
        'spelling.misspelling\n',
      ),
    );
    const notAList = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    );
    const notString = fc.oneof(
      notAList.filter((v) => typeof v !== 'string'),
      fc.array(validId),
    );
    const around = <T>(inner: fc.Arbitrary<T>) =>
      fc
        .tuple(fc.array(validId, { maxLength: 4 }), inner, fc.array(validId, { maxLength: 4 }))
        .map(([before, bad, after]) => [...before, bad, ...after]);
    const badList = fc.oneof(
      notAList,
      validId,
      around(badId),
      around(notString),
      fc.array(validId, { minLength: MAX_DISABLED_RULES + 1, maxLength: MAX_DISABLED_RULES + 60 }),
    );
    let address = 0;
    await fc.assert(
      fc.asyncProperty(badList, async (disabledRules) => {
        const response = await checkWithout(
          own,
          SENTENCE,
          disabledRules,
          `10.2.${address >> 8}.${address++ & 255}`,
        );
        expect(response.statusCode, JSON.stringify(disabledRules).slice(0, 80)).toBe(400);
        expect(response.json()).toEqual({
          ...apiReplySchema.parse(response.json()),
          code: 'VAL01',
          status: 400,
          success: false,
        });
      }),
      { numRuns: 150 },
    );
    // Nothing was checked nor counted: the month is untouched.
    const clean = checkReplySchema.parse(
      (await check('오늘은 날씨가 좋습니다.', bearer(own))).json(),
    );
    expect(clean.response.usage.used).toBe(0);
    // The bounds themselves pass.
    const most = Array.from({ length: MAX_DISABLED_RULES }, (_, i) =>
      `spelling.rule-${i}`.padEnd(MAX_RULE_ID_LENGTH, 'x'),
    );
    expect((await checkWithout(own, '몇일', most)).statusCode).toBe(200);
  });

  it('applied: recorded for statistics (rule and category), never refused for the limit', async () => {
    const { token: own, id } = await freeMember('applied@example.com', 100);
    const reply = await applied(own);
    expect(reply.statusCode).toBe(200);
    expect(appliedReplySchema.parse(reply.json())).toMatchObject({
      code: 'COR05',
      success: true,
      response: { usage: { plan: 'free', used: 100, limit: 100, maxCharacters: 2000 } },
    });
    const stored = await t.pool.query(
      'select rule_id, category from correction_applications where member_id = $1',
      [id],
    );
    expect(stored.rows).toEqual([{ rule_id: 'spelling.misspelling', category: 'SPELLING' }]);
  });

  it('the monthly limit is exact under parallel checks (real HTTP requests at once)', async () => {
    const { token: own, id } = await freeMember('race@example.com', 90);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const replies = await Promise.all(
      Array.from({ length: 24 }, () =>
        fetch(`${address}/api/correction/check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(own) },
          body: JSON.stringify({ text: '몇일' }),
        }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { code: string; response: { issues: unknown[] } },
        })),
      ),
    );
    const shown = replies.filter((r) => r.status === 200);
    expect(shown).toHaveLength(10);
    for (const r of shown) expect(r.body.response.issues).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(14);
    for (const r of refused) expect(r.body.code).toBe('COR02');
    const { rows } = await t.pool.query(
      'select shown from correction_usage where member_id = $1 order by month_start desc limit 1',
      [id],
    );
    expect(rows[0].shown).toBe(100);
  });

  it("each plan's characters per check: free 2,000, premium 10,000, beyond them 400 COR06", async () => {
    const { token: free } = await freeMember('cap-free@example.com');
    expect((await check('가'.repeat(2000), bearer(free))).statusCode).toBe(200);
    const over = await check('가'.repeat(2001), bearer(free));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'COR06', success: false });
    const { token: premium, id } = await freeMember('cap-premium@example.com');
    await makePremium(id);
    const long = await check('가'.repeat(MAX_CHECK_LENGTH), bearer(premium));
    expect(long.statusCode).toBe(200);
    expect(long.json().response.usage.maxCharacters).toBe(MAX_CHECK_LENGTH);
    expect((await check('가'.repeat(MAX_CHECK_LENGTH + 1), bearer(premium))).json().code).toBe(
      'COR01',
    );
  });

  it('premium members are unlimited and count nothing; once the subscription ends the free rules apply', async () => {
    const { token: own, id } = await freeMember('premium@example.com', 120);
    await makePremium(id);
    const reply = checkReplySchema.parse((await check(SENTENCE, bearer(own))).json()).response;
    expect(reply.issues).toHaveLength(2);
    expect(reply.usage).toEqual({
      plan: 'premium',
      used: 120,
      limit: null,
      maxCharacters: MAX_CHECK_LENGTH,
    });
    expect(reply).not.toHaveProperty('receipts');
    await t.pool.query(`update subscriptions set ends_at = $2 where member_id = $1`, [
      id,
      new Date(t.app.clock().getTime() - 1),
    ]);
    expect((await check(SENTENCE, bearer(own))).json().code).toBe('COR02');
  });

  it('demo: public, at most 300 characters, no usage, language from the body or the browser', async () => {
    const response = await demo({ text: SENTENCE, language: 'en' }, '10.0.1.1');
    expect(response.statusCode).toBe(200);
    const body = demoReplySchema.parse(response.json());
    expect(body).toMatchObject({ code: 'COR04', success: true });
    expect(body.response).not.toHaveProperty('usage');
    expect(applySuggestions(SENTENCE, body.response.issues)).toBe(CORRECTED);
    expect(body.response.issues[0]!.message).toMatch(/misspelled/);
    const korean = await demo({ text: '몇일' }, '10.0.1.1');
    expect(korean.json().response.issues[0].message).toMatch(/[가-힣]/);
    const browser = await demo({ text: '몇일' }, '10.0.1.1', { 'accept-language': 'en' });
    expect(browser.json().response.issues[0].message).toMatch(/misspelled/);

    expect((await demo({ text: '가'.repeat(MAX_DEMO_LENGTH) }, '10.0.1.2')).statusCode).toBe(200);
    const long = await demo({ text: '가'.repeat(MAX_DEMO_LENGTH + 1) }, '10.0.1.2');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'COR01', success: false });
    expect((await demo({ text: '' }, '10.0.1.2')).json().code).toBe('COR03');
    expect((await demo({ text: '몇일', language: 'ja' }, '10.0.1.2')).json().code).toBe('VAL01');
    expect((await demo({ text: '몇일', extra: 1 }, '10.0.1.2')).json().code).toBe('VAL01');
    const { rows } = await t.pool.query('select count(*)::int as n from correction_applications');
    const before = rows[0].n;
    await demo({ text: '몇일' }, '10.0.1.3');
    const after = await t.pool.query('select count(*)::int as n from correction_applications');
    expect(after.rows[0].n).toBe(before);
  });

  it('demo: rate-limited per client with 429 ERR02 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await demo({ text: '몇일' }, '10.0.2.1')).statusCode).toBe(200);
    }
    const limited = await demo({ text: '몇일' }, '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'ERR02', success: false });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await demo({ text: '몇일' }, '10.0.2.2')).statusCode).toBe(200);
  });

  it('malformed bodies never cause a 5xx', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.constantFrom('몇일 동안', '', ' ', '\u0000', '\ud800', '가'.repeat(301)),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.anything(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }),
    );
    const key = fc.oneof(
      fc.constantFrom('text', 'language', 'ruleId', 'category', '__proto__', 'constructor'),
      fc.string(),
    );
    const payload = fc.oneof(
      fc.dictionary(key, value, { maxKeys: 4 }),
      fc.record({ text: value }),
      fc.anything(),
    );
    let address = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/correction/check', '/api/correction/applied', '/api/correction/demo'),
        payload,
        async (url, body) => {
          const response = await t.app.inject({
            method: 'POST',
            url,
            remoteAddress: `10.1.${address >> 8}.${address++ & 255}`,
            headers: { 'content-type': 'application/json', ...bearer(token) },
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(apiReplySchema.safeParse(response.json()).success).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lists the three paths in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/correction/check',
        '/api/correction/applied',
        '/api/correction/demo',
      ]),
    );
  });
});

describe('correction API: text never reaches the logs', () => {
  const MARKER = '비밀원고몇일동안QXZ';
  const lines: string[] = [];
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    const real = await checker;
    // Fails on request, with the text in the error message, to prove 5xx logs withhold it.
    const failing: Checker = {
      ...real,
      check(text, options) {
        if (text.includes('[fail]')) throw new Error(`checker failed on ${text}`);
        return real.check(text, options);
      },
      run(text, options) {
        if (text.includes('[fail]')) throw new Error(`checker failed on ${text}`);
        return real.run(text, options);
      },
    };
    t = await createTestApp({
      checker: failing,
      logger: {
        ...loggerOptions(loadServerConfig({ NODE_ENV: 'test' })),
        level: 'trace',
        stream: { write: (line: string) => void lines.push(line) },
      },
    });
    token = (await signUp(t.app, 'logs@example.com')).token;
  });

  afterAll(async () => {
    await t.close();
  });

  it('logs requests to check and demo without their text, even on errors', async () => {
    lines.length = 0;
    const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...bearer(token), ...headers },
        payload,
      });
    const ok = await post('/api/correction/check', JSON.stringify({ text: `${MARKER} 몇일` }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().response.issues[0].original).toBe('몇일');
    expect((await post('/api/correction/demo', JSON.stringify({ text: MARKER }))).statusCode).toBe(
      200,
    );
    const long = JSON.stringify({ text: MARKER.repeat(1000) });
    expect((await post('/api/correction/check', long)).statusCode).toBe(400);
    expect((await post('/api/correction/check', `{"text": "${MARKER}`)).statusCode).toBe(400);
    expect(
      (await post('/api/correction/check', JSON.stringify({ text: MARKER, x: MARKER }))).statusCode,
    ).toBe(400);
    const failed = await post(
      '/api/correction/check',
      JSON.stringify({ text: `[fail] ${MARKER}` }),
    );
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'ERR03' });
    expect(failed.body).not.toContain(MARKER);

    const log = lines.join('');
    expect(log).toContain('/api/correction/check'); // the capture works
    expect(log).toContain('message withheld');
    expect(log).not.toContain(MARKER);
    expect(log).not.toContain(MARKER.slice(0, 4));
    expect(log).not.toContain(token);
  });
});

describe('correction API: the optional AI pass (CORRECTION_LLM_URL)', () => {
  let t: TestApp;
  let token: string;
  let server: Server;
  const seen: { authorization?: string; body: string }[] = [];

  beforeAll(async () => {
    // A local OpenAI-compatible test double that rewrites sentence 2.
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ authorization: request.headers.authorization, body });
        const content = JSON.stringify({
          rewrites: [
            {
              id: 2,
              rewrite: '회의가 진행되었다.',
              reason_ko: '이중 피동을 피합니다.',
              reason_en: 'Avoids a wordy passive.',
            },
          ],
        });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp(
      { checker },
      {
        CORRECTION_LLM_URL: `http://127.0.0.1:${port}/v1/chat/completions`,
        CORRECTION_LLM_KEY: 'test-key',
        CORRECTION_LLM_TIMEOUT_MS: '2000',
      },
    );
    token = (await signUp(t.app, 'ai@example.com')).token;
  });

  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('merges AI rewrites into private checks, without overlaps; the demo stays rule-based', async () => {
    const text = '몇일 동안 비가 왔다. 회의가 진행되어졌다.';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/correction/check',
      headers: bearer(token),
      payload: { text },
    });
    expect(response.statusCode).toBe(200);
    const { issues } = checkReplySchema.parse(response.json()).response;
    expect(issues[0]).toMatchObject({ offset: 0, original: '몇일', suggestions: ['며칠'] });
    // Sentence 2 has a rule-based finding (되어지다): the overlapping rewrite is dropped.
    expect(issues.map((i) => i.ruleId)).toEqual(['spelling.misspelling', 'style.double-passive']);
    for (let i = 1; i < issues.length; i++) {
      expect(issues[i]!.offset).toBeGreaterThanOrEqual(
        issues[i - 1]!.offset + issues[i - 1]!.length,
      );
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe('Bearer test-key');

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/correction/check',
      headers: bearer(token),
      payload: { text: '몇일 동안 비가 왔다. 회의가 길게 이어졌다.' },
    });
    const rewrite = plain
      .json()
      .response.issues.find((i: { ruleId: string }) => i.ruleId === 'style.ai-rewrite');
    expect(rewrite).toMatchObject({
      original: '회의가 길게 이어졌다.',
      suggestions: ['회의가 진행되었다.'],
      category: 'STYLE',
    });

    // The AI rewrite switched off: the AI is not even asked.
    const asked = seen.length;
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/correction/check',
      headers: bearer(token),
      payload: {
        text: '몇일 동안 비가 왔다. 회의가 길게 이어졌다.',
        disabledRules: ['style.ai-rewrite'],
      },
    });
    expect(without.statusCode).toBe(200);
    expect(checkReplySchema.parse(without.json()).response.issues.map((i) => i.ruleId)).toEqual([
      'spelling.misspelling',
    ]);
    expect(seen).toHaveLength(asked);

    const before = seen.length;
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/correction/demo',
      payload: { text: '몇일 동안 비가 왔다. 회의가 길게 이어졌다.' },
    });
    expect(demo.statusCode).toBe(200);
    expect(seen).toHaveLength(before);
  });
});
