import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkReplySchema,
  MAX_CHECK_LENGTH,
  DEFAULT_PLAN_CHECK_LENGTH,
  MAX_ISSUES_PER_ANSWER,
} from '../../src/contracts/correction';
import { createChecker, type Checker } from '@dadeum/correction';
import type { Issue } from '@dadeum/correction';
import { subscriptions } from '../db/schema';
import { bearer, createTestApp, signUp, type TestApp } from '../test-support/app';
import { capIssues, MAX_ISSUE_BYTES } from './answer';
import { loadKoreanDictionary } from '@dadeum/correction/node';

/** The bound of issue 36: no check's body over about 300 KB, whatever text the caps allow. */
const MAX_BODY_BYTES = 300_000;

const checker: Promise<Checker> = createChecker({ loadDictionary: loadKoreanDictionary });

/** Pieces that draw many issues, or long ones, or awkward JSON (control characters, emoji). */
const piece = fc.constantFrom(
  '됬',
  '됬 ',
  '몇일',
  '할수',
  '안되요',
  '금새',
  ' ',
  '  ',
  '.',
  '..',
  '!?',
  '가',
  '띄어쓰기가없는문장입니다',
  '\u0001',
  '"',
  '\\',
  '😀',
  'ㄱ',
  'a',
  '\n',
);

describe('one answer stays small', () => {
  let t: TestApp;
  let token: string;
  let freeToken: string;

  beforeAll(async () => {
    t = await createTestApp({ checker });
    freeToken = (await signUp(t.app, 'answer-size-free@example.com')).token;
    token = (await signUp(t.app, 'answer-size@example.com')).token;
    const { rows } = await t.pool.query<{ id: string }>(
      `select id from members where email = 'answer-size@example.com'`,
    );
    // Premium: 10,000 characters per check, no monthly limit.
    await t.app.db.insert(subscriptions).values({
      memberId: rows[0]!.id,
      planId: 'premium',
      status: 'active',
      startedAt: new Date(Date.now() - 1000),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const check = (text: string, auth = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/correction/check',
      headers: bearer(auth),
      payload: { text },
    });

  it('10,000 × "됬": the first issues, the count of the others, and a body under 300 KB', async () => {
    const response = await check('됬'.repeat(MAX_CHECK_LENGTH));
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThan(MAX_BODY_BYTES);
    const { issues, omitted } = checkReplySchema.parse(response.json()).response;
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.length).toBeLessThanOrEqual(MAX_ISSUES_PER_ANSWER);
    expect(issues[0]!.offset).toBe(0);
    expect(omitted).toBeGreaterThan(0);
  });

  it('random texts up to the cap never answer with a body over 300 KB (premium and free)', async () => {
    await fc.assert(
      fc.asyncProperty(
        // A pattern of pieces repeated up to the length: long texts full of mistakes, often
        // up to the cap itself.
        fc.array(piece, { minLength: 1, maxLength: 12 }),
        fc.oneof(fc.constant(MAX_CHECK_LENGTH), fc.integer({ min: 1, max: MAX_CHECK_LENGTH })),
        fc.boolean(),
        async (pieces, cut, free) => {
          // The free plan's 2,000 characters, with its receipts in the answer; a fresh month.
          const cap = free ? DEFAULT_PLAN_CHECK_LENGTH : MAX_CHECK_LENGTH;
          const pattern = pieces.join('');
          const length = Math.min(cap, cut);
          let text = pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
          // Not half an emoji (a lone surrogate is refused, VAL13).
          if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
          if (text === '') text = '됬';
          if (free) await t.pool.query('delete from correction_usage');
          const response = await check(text, free ? freeToken : token);
          expect(response.statusCode).toBe(200);
          expect(Buffer.byteLength(response.body)).toBeLessThan(MAX_BODY_BYTES);
        },
      ),
      { numRuns: 100 },
    );
  }, 180_000);

  it('even issues as long as the text itself stay within the bytes of one answer', () => {
    // The worst the caps allow: every issue quoting 10,000 characters of JSON-escaped text.
    const long = '\u0001'.repeat(MAX_CHECK_LENGTH);
    const issue = (offset: number): Issue => ({
      offset,
      length: long.length,
      original: long,
      suggestions: [long, long, long],
      category: 'STYLE',
      ruleId: 'style.x',
      message: '가'.repeat(500),
      reference: null,
    });
    const issues = Array.from({ length: 40 }, (_, i) => issue(i));
    const { issues: kept, omitted } = capIssues(issues);
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(MAX_ISSUE_BYTES);
    expect(kept.length + omitted).toBe(40);
  });
});
