import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clientEnv } from '@/config/client-env';
import { registerBackground } from './background';
import { createBackgroundApi } from './background-api';
import { correctionReceiptsItem, disabledRulesItem, sessionItem } from './storage-items';

const OWN_ID = 'test-extension-id';
const user = {
  email: 'check@example.com',
  name: 'Check Tester',
  role: 'USER',
  locale: 'ko',
  verified: 'Y' as const,
  provider: 'local' as const,
  profileUri: null,
  birthDate: null,
  countryCode: null,
};
const usage = { plan: 'free', used: 3, limit: 100, maxCharacters: 2000 };
const issue = {
  offset: 0,
  length: 2,
  original: '몇일',
  suggestions: ['며칠'],
  category: 'SPELLING',
  ruleId: 'myeochil',
  message: '‘며칠’이 맞습니다.',
  reference: null,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Call = { url: string; authorization: string | null; body: unknown };

function setup(responses: Array<() => Response>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input).replace(clientEnv.apiBaseUrl, ''),
      authorization: new Headers(init?.headers).get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = responses.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  });
  registerBackground(browser, createBackgroundApi(fetchImpl as typeof fetch));
  return calls;
}

const contentScript = () => ({
  id: OWN_ID,
  frameId: 0,
  url: 'https://mail.google.com/mail/u/0/',
  origin: 'https://mail.google.com',
  tab: { id: 7 } as never,
});
const optionsPage = () => ({
  id: OWN_ID,
  url: fakeBrowser.runtime.getURL('/options.html'),
  origin: new URL(fakeBrowser.runtime.getURL('/')).origin,
});
const send = (message: object, sender: object = contentScript()) =>
  fakeBrowser.runtime.onMessage.trigger({ channel: 'dadeum/rpc', ...message }, sender, () => {});

describe('correction requests through the background', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    (fakeBrowser.runtime as { id: string }).id = OWN_ID;
  });

  it('checks a content script text with the stored token; the token never goes back', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const calls = setup([
      () =>
        json({
          code: 'COR01',
          status: 200,
          msg: 'ok',
          success: true,
          response: { issues: [issue], usage },
        }),
    ]);
    const answer = await send({ type: 'correction/check', text: '몇일 동안' });
    expect(answer).toEqual([{ ok: true, data: { issues: [issue], usage } }]);
    expect(JSON.stringify(answer)).not.toContain('token-1');
    expect(calls).toEqual([
      {
        url: '/api/correction/check',
        authorization: 'Bearer token-1',
        body: { text: '몇일 동안' },
      },
    ]);
  });

  it('reports an applied suggestion with rule and category only', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const calls = setup([
      () => json({ code: 'COR02', status: 200, msg: 'ok', success: true, response: { usage } }),
    ]);
    expect(
      await send({ type: 'correction/applied', ruleId: 'myeochil', category: 'SPELLING' }),
    ).toEqual([{ ok: true, data: { usage } }]);
    expect(calls).toEqual([
      {
        url: '/api/correction/applied',
        authorization: 'Bearer token-1',
        body: { ruleId: 'myeochil', category: 'SPELLING' },
      },
    ]);
  });

  it('sends nothing when signed out', async () => {
    const calls = setup([]);
    expect(await send({ type: 'correction/check', text: '몇일' })).toEqual([
      { ok: false, error: 'signed-out' },
    ]);
    expect(await send({ type: 'correction/applied', ruleId: 'r', category: 'SPELLING' })).toEqual([
      { ok: false, error: 'signed-out' },
    ]);
    expect(calls).toEqual([]);
  });

  it('takes text only from our content scripts, not extension pages or other extensions', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const calls = setup([]);
    expect(await send({ type: 'correction/check', text: '몇일' }, optionsPage())).toEqual([
      { ok: false, error: 'forbidden' },
    ]);
    expect(
      await send(
        { type: 'correction/check', text: '몇일' },
        { ...contentScript(), tab: undefined },
      ),
    ).toEqual([{ ok: false, error: 'forbidden' }]);
    expect(
      await send({ type: 'correction/check', text: '몇일' }, { ...contentScript(), id: 'other' }),
    ).toEqual([undefined]);
    // Malformed: empty text, over-long text, extra fields.
    expect(await send({ type: 'correction/check', text: '' })).toEqual([undefined]);
    expect(await send({ type: 'correction/check', text: '가'.repeat(10_001) })).toEqual([
      undefined,
    ]);
    expect(await send({ type: 'correction/check', text: '가', token: 'x' })).toEqual([undefined]);
    expect(calls).toEqual([]);
  });

  it('tells the content script when the month is used up or the text is over the plan', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    setup([
      () => json({ code: 'COR02', status: 429, msg: 'limit', success: false }, 429),
      () => json({ code: 'COR06', status: 400, msg: 'too long', success: false }, 400),
      () => json({ code: 'ERR02', status: 429, msg: 'too many requests', success: false }, 429),
    ]);
    expect(await send({ type: 'correction/check', text: '몇일' })).toEqual([
      { ok: false, error: 'limit' },
    ]);
    expect(await send({ type: 'correction/check', text: '몇일' })).toEqual([
      { ok: false, error: 'too-long' },
    ]);
    // A rate limit is not the plan limit.
    expect(await send({ type: 'correction/check', text: '몇일' })).toEqual([
      { ok: false, error: 'failed' },
    ]);
  });

  it('sends back the receipts of counted corrections and keeps the new ones', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const first = 'A'.repeat(22);
    const second = 'B'.repeat(22);
    const reply =
      (receipts: string[], extra: object = {}) =>
      () =>
        json({
          code: 'COR04',
          status: 200,
          msg: 'ok',
          success: true,
          response: { issues: [issue], usage, receipts, ...extra },
        });
    const calls = setup([reply([first]), reply([first, second], { partial: true, omitted: 2 })]);
    await send({ type: 'correction/check', text: '몇일' });
    const answer = await send({ type: 'correction/check', text: '몇일 뒤에' });
    // The content script hears about a partial answer and issues left out; never the receipts.
    expect(answer).toEqual([
      { ok: true, data: { issues: [issue], usage, partial: true, omitted: 2 } },
    ]);
    expect(calls.map((c) => c.body)).toEqual([
      { text: '몇일' },
      { text: '몇일 뒤에', seen: [first] },
    ]);
    expect(await correctionReceiptsItem.getValue()).toEqual([first, second]);
  });

  it('sends the rules the member switched off with every check, only ids the API accepts', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const reply = () =>
      json({
        code: 'COR04',
        status: 200,
        msg: 'ok',
        success: true,
        response: { issues: [], usage },
      });
    const calls = setup([reply, reply, reply]);
    await send({ type: 'correction/check', text: '몇일' });
    await disabledRulesItem.setValue(['spacing.dependent-noun-su', 'spelling.misspelling']);
    await send({ type: 'correction/check', text: '할수 있다' });
    // An entry the API would refuse (stored by hand or another version), repeats, too many:
    // left behind, so the check still goes out.
    const many = Array.from(
      { length: 230 },
      (_, i) => `spacing.rule-${String(i).padStart(3, '0')}`,
    );
    await disabledRulesItem.setValue([
      'Not A Rule',
      42 as unknown as string,
      'spelling.misspelling',
      'spelling.misspelling',
      ...many,
    ]);
    await send({ type: 'correction/check', text: '몇일 뒤에' });
    expect(calls.map((c) => c.body)).toEqual([
      { text: '몇일' },
      { text: '할수 있다', disabledRules: ['spacing.dependent-noun-su', 'spelling.misspelling'] },
      { text: '몇일 뒤에', disabledRules: ['spelling.misspelling', ...many.slice(0, 199)] },
    ]);
  });
});
