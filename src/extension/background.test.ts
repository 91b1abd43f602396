import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BridgeEnvelope } from '@/contracts/extension-messages';
import { clientEnv } from '@/config/client-env';
import { isTrustedBridgeSender, registerBackground } from './background';
import { createBackgroundApi } from './background-api';
import { droppedMessagesItem, sessionItem } from './storage-items';

const user = {
  email: 'member@example.com',
  name: 'Kim Dadeum',
  role: 'USER',
  locale: 'en',
  verified: 'Y' as const,
  provider: 'GOOGLE' as const,
  profileUri: null,
  birthDate: null,
  countryCode: null,
};
const token = 'eyJhbGciOiJIUzI1NiJ9.payload.signature';
const login: BridgeEnvelope = {
  channel: 'dadeum/web-bridge',
  message: { type: 'EXTENSION_LOGIN', token, user },
};
const logout: BridgeEnvelope = {
  channel: 'dadeum/web-bridge',
  message: { type: 'EXTENSION_LOGOUT' },
};

const OWN_ID = 'test-extension-id';
const webSender = () => ({
  id: OWN_ID,
  frameId: 0,
  origin: clientEnv.webOrigin,
  url: `${clientEnv.webOrigin}/login`,
  tab: { id: 1 } as never,
});

describe('background session hand-over', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    (fakeBrowser.runtime as { id: string }).id = OWN_ID;
    // No API server in these tests: every call the background makes gets a 503.
    registerBackground(
      browser,
      createBackgroundApi(async () => new Response(null, { status: 503 })),
    );
  });

  it('keeps token and profile from EXTENSION_LOGIN sent by the web bridge, and clears them on logout', async () => {
    await fakeBrowser.runtime.onMessage.trigger(login, webSender(), () => {});
    expect(await sessionItem.getValue()).toMatchObject({ token, user });
    await fakeBrowser.runtime.onMessage.trigger(logout, webSender(), () => {});
    expect(await sessionItem.getValue()).toBeNull();
  });

  it.each([
    ['another extension', { id: 'someone-else' }],
    ['an iframe', { frameId: 3 }],
    ['another origin', { origin: 'https://evil.example', url: 'https://evil.example/' }],
    ['an extension page (no tab)', { tab: undefined }],
  ])('drops and counts a login from %s', async (_label, override) => {
    await fakeBrowser.runtime.onMessage.trigger(login, { ...webSender(), ...override }, () => {});
    expect(await sessionItem.getValue()).toBeNull();
    expect(await droppedMessagesItem.getValue()).toBe(1);
  });

  it('drops malformed envelopes', async () => {
    await fakeBrowser.runtime.onMessage.trigger(
      { channel: 'dadeum/web-bridge', message: { type: 'EXTENSION_LOGIN', token } },
      webSender(),
      () => {},
    );
    await fakeBrowser.runtime.onMessage.trigger(
      { type: 'EXTENSION_LOGIN', token, user },
      webSender(),
      () => {},
    );
    expect(await sessionItem.getValue()).toBeNull();
    expect(await droppedMessagesItem.getValue()).toBe(2);
  });

  it('opens the onboarding page once, on install only', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    await fakeBrowser.runtime.onInstalled.trigger({
      reason: 'update',
      previousVersion: '0.0.1',
    });
    expect(create).toHaveBeenCalledExactlyOnceWith({
      url: fakeBrowser.runtime.getURL('/onboarding.html'),
    });
  });

  describe('typed requests', () => {
    const optionsPage = () => ({
      id: OWN_ID,
      url: fakeBrowser.runtime.getURL('/options.html'),
      origin: new URL(fakeBrowser.runtime.getURL('/')).origin,
    });
    const contentScript = () => ({
      id: OWN_ID,
      frameId: 0,
      url: 'https://mail.google.com/mail/u/0/',
      origin: 'https://mail.google.com',
      tab: { id: 7 } as never,
    });
    const ask = (type: string, sender: object) =>
      fakeBrowser.runtime.onMessage.trigger({ channel: 'dadeum/rpc', type }, sender, () => {});

    it('tells extension pages the session with the profile, and content scripts only whether signed in', async () => {
      expect(await ask('session/get', optionsPage())).toEqual([
        { ok: true, data: { signedIn: false, user: null } },
      ]);
      await fakeBrowser.runtime.onMessage.trigger(login, webSender(), () => {});
      expect(await ask('session/get', optionsPage())).toEqual([
        { ok: true, data: { signedIn: true, user } },
      ]);
      const answer = await ask('session/get', contentScript());
      expect(answer).toEqual([{ ok: true, data: { signedIn: true, user: null } }]);
      expect(JSON.stringify(answer)).not.toContain(token);
    });

    it('lets extension pages sign out, but not content scripts', async () => {
      await fakeBrowser.runtime.onMessage.trigger(login, webSender(), () => {});
      expect(await ask('session/sign-out', contentScript())).toEqual([
        { ok: false, error: 'forbidden' },
      ]);
      expect(await sessionItem.getValue()).not.toBeNull();
      expect(await ask('session/sign-out', optionsPage())).toEqual([
        { ok: true, data: { ok: true } },
      ]);
      expect(await sessionItem.getValue()).toBeNull();
    });

    it('drops requests from other extensions and unknown request types', async () => {
      await ask('session/get', { ...optionsPage(), id: 'someone-else' });
      await ask('session/steal-token', optionsPage());
      expect(await droppedMessagesItem.getValue()).toBe(2);
    });
  });

  describe('what the web app may learn about the session', () => {
    const MEMBER = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const OTHER = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
    const jwtOf = (sub: string) =>
      `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub })).replaceAll('=', '')}.signature`;
    const loginAs = (sub: string): BridgeEnvelope => ({
      channel: 'dadeum/web-bridge',
      message: { type: 'EXTENSION_LOGIN', token: jwtOf(sub), user },
    });
    const query = (member: string): BridgeEnvelope => ({
      channel: 'dadeum/web-bridge',
      message: { type: 'EXTENSION_SESSION_QUERY', member },
    });
    const send = (envelope: BridgeEnvelope, sender: object = webSender()) =>
      fakeBrowser.runtime.onMessage.trigger(envelope, sender, () => {});

    it('answers a hand-over and a query with whether it holds a session for that member only', async () => {
      expect(await send(query(MEMBER))).toEqual([
        { ok: true, session: { member: MEMBER, connected: false } },
      ]);
      expect(await send(loginAs(MEMBER))).toEqual([
        { ok: true, session: { member: MEMBER, connected: true } },
      ]);
      expect(await send(query(MEMBER))).toEqual([
        { ok: true, session: { member: MEMBER, connected: true } },
      ]);
      expect(await send(query(OTHER))).toEqual([
        { ok: true, session: { member: OTHER, connected: false } },
      ]);
      await send(logout);
      expect(await send(query(MEMBER))).toEqual([
        { ok: true, session: { member: MEMBER, connected: false } },
      ]);
    });

    it('answers nothing to a query from anyone but the web bridge, and counts it', async () => {
      await send(loginAs(MEMBER));
      expect(
        await send(query(MEMBER), {
          ...webSender(),
          origin: 'https://evil.example',
          url: 'https://evil.example/',
        }),
      ).toEqual([undefined]);
      expect(await send(query(MEMBER), { ...webSender(), frameId: 2 })).toEqual([undefined]);
      expect(await droppedMessagesItem.getValue()).toBe(2);
    });
  });

  it('judges senders by id, top frame, tab and exact origin', () => {
    const origins = new Set([clientEnv.webOrigin]);
    expect(isTrustedBridgeSender(webSender(), OWN_ID, origins)).toBe(true);
    expect(
      isTrustedBridgeSender(
        { ...webSender(), origin: `${clientEnv.webOrigin}.evil.example` },
        OWN_ID,
        origins,
      ),
    ).toBe(false);
  });
});
