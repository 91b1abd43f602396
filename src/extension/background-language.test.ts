import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clientEnv } from '@/config/client-env';
import { registerBackground } from './background';
import { createBackgroundApi } from './background-api';
import { languageItem, sessionItem } from './storage-items';

const OWN_ID = 'test-extension-id';
const user = {
  email: 'lang@example.com',
  name: '김다듬',
  role: 'USER',
  locale: null as string | null,
  verified: 'Y' as const,
  provider: 'local' as const,
  profileUri: null,
  birthDate: null,
  countryCode: null,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const saved = (locale: string) => () =>
  json({
    status: { code: 'MEM05', status: 200, msg: 'Language saved.', success: true },
    response: { ...user, locale },
  });

function setup(responses: Array<() => Response>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input).replace(clientEnv.apiBaseUrl, ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
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
  url: fakeBrowser.runtime.getURL('/popup.html'),
  origin: new URL(fakeBrowser.runtime.getURL('/')).origin,
});
const contentScript = () => ({
  id: OWN_ID,
  frameId: 0,
  url: 'https://mail.google.com/',
  origin: 'https://mail.google.com',
  tab: { id: 7 } as never,
});
const webSender = () => ({
  id: OWN_ID,
  frameId: 0,
  origin: clientEnv.webOrigin,
  url: `${clientEnv.webOrigin}/`,
  tab: { id: 1 } as never,
});
const choose = (language: string, sender: object = optionsPage()) =>
  fakeBrowser.runtime.onMessage.trigger(
    { channel: 'dadeum/rpc', type: 'settings/language', language },
    sender,
    () => {},
  );
const fromWeb = (message: object) =>
  fakeBrowser.runtime.onMessage.trigger(
    { channel: 'dadeum/web-bridge', message },
    webSender(),
    () => {},
  );

describe("the member's language in the extension", () => {
  beforeEach(() => {
    fakeBrowser.reset();
    (fakeBrowser.runtime as { id: string }).id = OWN_ID;
  });

  it('an extension page saves it as the member locale first, then as the extension language', async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const calls = setup([saved('ko')]);
    expect(await choose('ko')).toEqual([{ ok: true, data: { saved: true } }]);
    expect(calls).toEqual([{ url: '/member/locale', body: { locale: 'ko' } }]);
    expect(await languageItem.getValue()).toBe('ko');
    expect((await sessionItem.getValue())?.user.locale).toBe('ko');
    // The same language again: nothing to save.
    expect(await choose('ko')).toEqual([{ ok: true, data: { saved: true } }]);
    expect(calls).toHaveLength(1);
  });

  it('signed out or offline, the extension still follows the choice', async () => {
    setup([() => json({ code: 'ERR03', status: 500, msg: 'x' }, 500)]);
    expect(await choose('en')).toEqual([{ ok: true, data: { saved: false } }]);
    expect(await languageItem.getValue()).toBe('en');
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    expect(await choose('ko')).toEqual([{ ok: true, data: { saved: false } }]);
    expect(await languageItem.getValue()).toBe('ko');
  });

  it('refuses content scripts and anything but ko or en', async () => {
    const calls = setup([]);
    expect(await choose('ko', contentScript())).toEqual([{ ok: false, error: 'forbidden' }]);
    expect(await choose('fr')).toEqual([undefined]);
    expect(await languageItem.getValue()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("takes the member's locale at sign-in, unless the member has none", async () => {
    const calls = setup([]);
    await fromWeb({
      type: 'EXTENSION_LOGIN',
      token: 'a'.repeat(20),
      user: { ...user, locale: 'ko' },
    });
    expect(await languageItem.getValue()).toBe('ko');
    await languageItem.setValue('en');
    await fromWeb({ type: 'EXTENSION_LOGIN', token: 'b'.repeat(20), user });
    expect(await languageItem.getValue()).toBe('en');
    expect(calls).toEqual([]);
  });

  it("takes the web app's choice through the bridge and saves it for the signed-in member", async () => {
    await sessionItem.setValue({ token: 'token-1', user, receivedAt: 1 });
    const calls = setup([saved('en')]);
    await fromWeb({ type: 'EXTENSION_LANGUAGE', language: 'en' });
    expect(await languageItem.getValue()).toBe('en');
    expect(calls).toEqual([{ url: '/member/locale', body: { locale: 'en' } }]);
    // Anything else in the message is refused by its schema (and counted as a drop).
    await fromWeb({ type: 'EXTENSION_LANGUAGE', language: 'ko', extra: true });
    expect(await languageItem.getValue()).toBe('en');
  });
});
