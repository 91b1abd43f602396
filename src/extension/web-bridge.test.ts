import { describe, expect, it, vi } from 'vitest';
import type { BridgeEnvelope } from '@/contracts/extension-messages';
import { startWebBridge } from './web-bridge';

const user = {
  email: 'member@example.com',
  name: '김다듬',
  role: 'USER',
  locale: 'ko',
  verified: 'Y' as const,
  provider: 'local' as const,
  profileUri: null,
  birthDate: '19900101',
  countryCode: 'KOR',
};
const login = { type: 'EXTENSION_LOGIN', token: 'eyJhbGciOiJIUzI1NiJ9.payload.signature', user };

/** A minimal window: the bridge needs its origin, message listeners and postMessage. */
function fakeWindow(origin = 'http://localhost:5173') {
  const target = new EventTarget();
  const posted: Array<[unknown, string]> = [];
  const win = Object.assign(target, {
    location: { origin },
    postMessage: (message: unknown, targetOrigin: string) => posted.push([message, targetOrigin]),
  }) as unknown as Window;
  const post = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
    target.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        source: 'source' in from ? from.source : win,
        origin: from.origin ?? origin,
      }),
    );
  return { win, post, posted };
}

describe('web bridge', () => {
  it('does nothing on another port of the web app’s host (Firefox registers it host-wide)', () => {
    const send = vi.fn<(envelope: BridgeEnvelope) => void>();
    const { win, post, posted } = fakeWindow('http://localhost:3000');
    startWebBridge(win, { send, version: '1.2.3', webOrigin: 'http://localhost:5173' });
    post(login);
    post({ type: 'DADEUM_EXTENSION_PING' });
    expect(send).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('forwards a valid EXTENSION_LOGIN from the page itself to the background', () => {
    const send = vi.fn<(envelope: BridgeEnvelope) => void>();
    const { win, post } = fakeWindow();
    startWebBridge(win, { send, version: '1.2.3' });
    post(login);
    expect(send).toHaveBeenCalledExactlyOnceWith({ channel: 'dadeum/web-bridge', message: login });
  });

  it('tells the page what the background says about the session of the member it named, nothing more', async () => {
    const member = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const replies: unknown[] = [
      { ok: true, session: { member, connected: true } },
      { ok: true },
      { ok: true, session: { member, connected: true }, token: 'leak' },
      { ok: true, session: { member, connected: true, user } },
      undefined,
    ];
    const send = vi.fn(() => Promise.resolve(replies.shift()));
    const { win, post, posted } = fakeWindow();
    startWebBridge(win, { send, version: '1.2.3', watchLanguage: () => () => {} });
    for (let i = 0; i < 5; i++) post({ type: 'EXTENSION_SESSION_QUERY', member });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).toHaveBeenCalledTimes(5);
    expect(send).toHaveBeenCalledWith({
      channel: 'dadeum/web-bridge',
      message: { type: 'EXTENSION_SESSION_QUERY', member },
    });
    const notices = posted.filter(
      ([m]) => (m as { type: string }).type !== 'DADEUM_EXTENSION_PRESENT',
    );
    expect(notices).toEqual([
      [{ type: 'DADEUM_EXTENSION_SESSION', member, connected: true }, 'http://localhost:5173'],
    ]);
  });

  it('forwards no session query that names something other than a member id', () => {
    const send = vi.fn();
    const { win, post } = fakeWindow();
    startWebBridge(win, { send, version: '1.2.3', watchLanguage: () => () => {} });
    post({ type: 'EXTENSION_SESSION_QUERY', member: '*' });
    post({ type: 'EXTENSION_SESSION_QUERY' });
    post({
      type: 'EXTENSION_SESSION_QUERY',
      member: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      all: true,
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("forwards the site's language choice and tells the page one made in the extension", () => {
    const send = vi.fn();
    const { win, post, posted } = fakeWindow();
    let changed: (language: unknown) => void = () => {};
    const stop = startWebBridge(win, {
      send,
      version: '1.2.3',
      watchLanguage: (callback) => {
        changed = callback;
        return () => {
          changed = () => {};
        };
      },
    });
    post({ type: 'EXTENSION_LANGUAGE', language: 'ko' });
    post({ type: 'EXTENSION_LANGUAGE', language: 'fr' });
    expect(send).toHaveBeenCalledExactlyOnceWith({
      channel: 'dadeum/web-bridge',
      message: { type: 'EXTENSION_LANGUAGE', language: 'ko' },
    });
    posted.length = 0;
    changed('en');
    changed(null);
    expect(posted).toEqual([
      [{ type: 'DADEUM_LANGUAGE', language: 'en' }, 'http://localhost:5173'],
    ]);
    stop();
    changed('ko');
    expect(posted).toHaveLength(1);
  });

  it('forwards the logout message', () => {
    const send = vi.fn();
    const { win, post } = fakeWindow();
    startWebBridge(win, { send, version: '1.2.3' });
    post({ type: 'EXTENSION_LOGOUT' });
    expect(send).toHaveBeenCalledWith({
      channel: 'dadeum/web-bridge',
      message: { type: 'EXTENSION_LOGOUT' },
    });
  });

  it('drops messages from another origin, another window or with a bad payload', () => {
    const send = vi.fn();
    const { win, post } = fakeWindow();
    startWebBridge(win, { send, version: '1.2.3' });
    post(login, { origin: 'https://evil.example' });
    post(login, { source: {} }); // an iframe or another window
    post(login, { source: null });
    post({ ...login, token: '' });
    post({ ...login, extra: 'field' });
    post({ ...login, user: { ...user, provider: 'google' } });
    post('EXTENSION_LOGIN');
    post({ type: 'SOMETHING_ELSE' });
    expect(send).not.toHaveBeenCalled();
  });

  it('tells the page it is installed, to the page origin only, and answers pings', () => {
    const send = vi.fn();
    const { win, post, posted } = fakeWindow();
    startWebBridge(win, { send, version: '1.2.3' });
    const presence = { type: 'DADEUM_EXTENSION_PRESENT', version: '1.2.3' };
    expect(posted).toEqual([[presence, 'http://localhost:5173']]);
    post({ type: 'DADEUM_EXTENSION_PING' });
    expect(posted).toHaveLength(2);
    post({ type: 'DADEUM_EXTENSION_PING' }, { origin: 'https://evil.example' });
    post({ type: 'DADEUM_EXTENSION_PING' }, { source: {} });
    expect(posted).toHaveLength(2);
    expect(send).not.toHaveBeenCalled();
  });

  it('never posts the session back to the page', () => {
    const { win, post, posted } = fakeWindow();
    startWebBridge(win, { send: vi.fn(), version: '1.2.3' });
    post(login);
    post({ type: 'DADEUM_EXTENSION_PING' });
    expect(JSON.stringify(posted)).not.toContain(login.token);
    expect(JSON.stringify(posted)).not.toContain(user.email);
  });

  it('stops listening when disposed', () => {
    const send = vi.fn();
    const { win, post } = fakeWindow();
    const stop = startWebBridge(win, { send, version: '1.2.3' });
    stop();
    post(login);
    expect(send).not.toHaveBeenCalled();
  });
});
