import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clientEnv } from '@/config/client-env';
import { registerBackground } from './background';
import { createBackgroundApi } from './background-api';
import { sessionItem } from './storage-items';

const OWN_ID = 'test-extension-id';
const user = {
  email: 'plan@example.com',
  name: 'Plan Tester',
  role: 'USER',
  locale: 'en',
  verified: 'Y' as const,
  provider: 'local' as const,
  profileUri: null,
  birthDate: null,
  countryCode: null,
};
const planReply = {
  code: 'SUB07',
  status: 200,
  msg: 'Free plan in use.',
  success: true,
  response: {
    plan: { id: 'free', name: 'Free', monthlyCorrections: 100, maxCharactersPerRequest: 10000 },
    startedAt: null,
    endsAt: null,
  },
};

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type FetchCall = { url: string; authorization: string | null };

function setup(responses: Array<() => Response>) {
  const calls: FetchCall[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    const next = responses.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  });
  registerBackground(browser, createBackgroundApi(fetchImpl as typeof fetch));
  return calls;
}

const optionsPage = () => ({
  id: OWN_ID,
  url: fakeBrowser.runtime.getURL('/options.html'),
  origin: new URL(fakeBrowser.runtime.getURL('/')).origin,
});
const askPlan = (sender: object = optionsPage()) =>
  fakeBrowser.runtime.onMessage.trigger(
    { channel: 'dadeum/rpc', type: 'plan/get' },
    sender,
    () => {},
  );

describe('background API calls', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    (fakeBrowser.runtime as { id: string }).id = OWN_ID;
  });

  it('fetches the plan with the stored token for an extension page', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const calls = setup([() => json(planReply)]);
    expect(await askPlan()).toEqual([
      { ok: true, data: { id: 'free', name: 'Free', monthlyCorrections: 100 } },
    ]);
    expect(calls).toEqual([
      {
        url: `${clientEnv.apiBaseUrl}/member/member-payment-check`,
        authorization: 'Bearer token-1',
      },
    ]);
  });

  it('answers null without calling the API when signed out', async () => {
    const calls = setup([]);
    expect(await askPlan()).toEqual([{ ok: true, data: null }]);
    expect(calls).toEqual([]);
  });

  it('refuses content scripts', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const calls = setup([]);
    const contentScript = { id: OWN_ID, frameId: 0, origin: 'https://slack.com', tab: { id: 2 } };
    expect(await askPlan(contentScript)).toEqual([{ ok: false, error: 'forbidden' }]);
    expect(calls).toEqual([]);
  });

  it('reissues the token once on 401, retries, and keeps the new token', async () => {
    await sessionItem.setValue({ token: 'old-token', user, receivedAt: 1 });
    const calls = setup([
      () => json({ code: 'AUT03', status: 401, msg: 'expired' }, 401),
      () =>
        json({ code: 'TOK01', status: 200, msg: 'ok' }, 200, { Authorization: 'Bearer new-token' }),
      () => json(planReply),
    ]);
    expect(await askPlan()).toEqual([
      { ok: true, data: { id: 'free', name: 'Free', monthlyCorrections: 100 } },
    ]);
    expect(
      calls.map((call) => [call.url.replace(clientEnv.apiBaseUrl, ''), call.authorization]),
    ).toEqual([
      ['/member/member-payment-check', 'Bearer old-token'],
      ['/auth/token/reissue', 'Bearer old-token'],
      ['/member/member-payment-check', 'Bearer new-token'],
    ]);
    await vi.waitFor(async () => expect((await sessionItem.getValue())?.token).toBe('new-token'));
  });

  it('signs out on the server too when an extension page signs out', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const calls = setup([() => json({ code: 'AUT02', status: 200, msg: 'Signed out.' })]);
    expect(
      await fakeBrowser.runtime.onMessage.trigger(
        { channel: 'dadeum/rpc', type: 'session/sign-out' },
        optionsPage(),
        () => {},
      ),
    ).toEqual([{ ok: true, data: { ok: true } }]);
    expect(calls).toEqual([
      { url: `${clientEnv.apiBaseUrl}/auth/logout`, authorization: 'Bearer token-1' },
    ]);
    expect(await sessionItem.getValue()).toBeNull();
  });

  it('still clears the local session when the server cannot be reached', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    setup([
      () => {
        throw new TypeError('network down');
      },
    ]);
    await fakeBrowser.runtime.onMessage.trigger(
      { channel: 'dadeum/rpc', type: 'session/sign-out' },
      optionsPage(),
      () => {},
    );
    expect(await sessionItem.getValue()).toBeNull();
  });

  it('ends the extension session when the reissue fails', async () => {
    await sessionItem.setValue({ token: 'old-token', user, receivedAt: 1 });
    setup([
      () => json({ code: 'AUT03', status: 401, msg: 'expired' }, 401),
      () => json({ code: 'TOK07', status: 401, msg: 'session ended' }, 401),
    ]);
    expect(await askPlan()).toEqual([{ ok: false, error: 'failed' }]);
    await vi.waitFor(async () => expect(await sessionItem.getValue()).toBeNull());
  });
});
