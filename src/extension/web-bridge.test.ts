import { describe, expect, it, vi } from 'vitest';
import type { BridgeEnvelope } from '../contracts/extension-messages';
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

/** A minimal window: the bridge needs only its origin and message listeners. */
function fakeWindow(origin = 'http://localhost:5173') {
  const target = new EventTarget();
  const win = Object.assign(target, { location: { origin } }) as unknown as Window;
  const post = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
    target.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        source: 'source' in from ? from.source : win,
        origin: from.origin ?? origin,
      }),
    );
  return { win, post };
}

describe('web bridge', () => {
  it('forwards a valid EXTENSION_LOGIN from the page itself to the background', () => {
    const send = vi.fn<(envelope: BridgeEnvelope) => void>();
    const { win, post } = fakeWindow();
    startWebBridge(win, send);
    post(login);
    expect(send).toHaveBeenCalledExactlyOnceWith({ channel: 'dadeum/web-bridge', message: login });
  });

  it('forwards the logout message', () => {
    const send = vi.fn();
    const { win, post } = fakeWindow();
    startWebBridge(win, send);
    post({ type: 'EXTENSION_LOGOUT' });
    expect(send).toHaveBeenCalledWith({
      channel: 'dadeum/web-bridge',
      message: { type: 'EXTENSION_LOGOUT' },
    });
  });

  it('drops messages from another origin, another window or with a bad payload', () => {
    const send = vi.fn();
    const { win, post } = fakeWindow();
    startWebBridge(win, send);
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

  it('stops listening when disposed', () => {
    const send = vi.fn();
    const { win, post } = fakeWindow();
    const stop = startWebBridge(win, send);
    stop();
    post(login);
    expect(send).not.toHaveBeenCalled();
  });
});
