import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_WAIT_MS, SESSION_WAIT_MS, useExtensionLink } from './extension-link';

const MEMBER = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const OTHER = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';

/** What the web bridge would post: from this window, on this origin. */
function announce(
  data: unknown,
  { source = window as Window | null, origin = location.origin } = {},
) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const present = { type: 'DADEUM_EXTENSION_PRESENT', version: '0.1.0' };
const notice = (member: string, connected: boolean) => ({
  type: 'DADEUM_EXTENSION_SESSION',
  member,
  connected,
});

describe('useExtensionLink', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('pings the bridge, then asks about the signed-in member and says connected when it holds the session', () => {
    const posted = vi.spyOn(window, 'postMessage');
    const { result } = renderHook(() => useExtensionLink(MEMBER));
    expect(result.current).toEqual({ state: 'checking' });
    expect(posted).toHaveBeenCalledWith({ type: 'DADEUM_EXTENSION_PING' }, location.origin);
    announce(present);
    expect(posted).toHaveBeenCalledWith(
      { type: 'EXTENSION_SESSION_QUERY', member: MEMBER },
      location.origin,
    );
    expect(result.current).toEqual({ state: 'checking' });
    announce(notice(MEMBER, true));
    expect(result.current).toEqual({ state: 'connected', version: '0.1.0' });
    act(() => vi.advanceTimersByTime(PRESENCE_WAIT_MS + SESSION_WAIT_MS));
    expect(result.current).toEqual({ state: 'connected', version: '0.1.0' });
  });

  it('says installed but signed out when the extension holds no session for this member', () => {
    const { result } = renderHook(() => useExtensionLink(MEMBER));
    announce(present);
    announce(notice(OTHER, true)); // about another member: not this page's business
    expect(result.current).toEqual({ state: 'checking' });
    announce(notice(MEMBER, false));
    expect(result.current).toEqual({ state: 'signed-out', version: '0.1.0' });
  });

  it('says signed out when an installed extension does not answer about the session in time', () => {
    const { result } = renderHook(() => useExtensionLink(MEMBER));
    announce(present);
    act(() => vi.advanceTimersByTime(SESSION_WAIT_MS));
    expect(result.current).toEqual({ state: 'signed-out', version: '0.1.0' });
    // A later answer still counts (a hand-over went through).
    announce(notice(MEMBER, true));
    expect(result.current).toEqual({ state: 'connected', version: '0.1.0' });
  });

  it('asks again whenever the extension announces itself', () => {
    const posted = vi.spyOn(window, 'postMessage');
    renderHook(() => useExtensionLink(MEMBER));
    announce(present);
    announce(present);
    const queries = posted.mock.calls.filter(
      ([message]) => (message as { type?: string }).type === 'EXTENSION_SESSION_QUERY',
    );
    expect(queries).toHaveLength(2);
  });

  it('asks nothing about a session when signed out on the page', () => {
    const posted = vi.spyOn(window, 'postMessage');
    const { result } = renderHook(() => useExtensionLink(null));
    announce(present);
    expect(result.current).toEqual({ state: 'signed-out', version: '0.1.0' });
    expect(posted.mock.calls.map(([m]) => (m as { type: string }).type)).toEqual([
      'DADEUM_EXTENSION_PING',
    ]);
  });

  it('says missing when nothing answers in time', () => {
    const { result } = renderHook(() => useExtensionLink(MEMBER));
    act(() => vi.advanceTimersByTime(PRESENCE_WAIT_MS - 1));
    expect(result.current.state).toBe('checking');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ state: 'missing' });
  });

  it('believes only its own window on its own origin, and only a well-formed answer', () => {
    const { result } = renderHook(() => useExtensionLink(MEMBER));
    const newer = { type: 'DADEUM_EXTENSION_PRESENT', version: '9.9.9' };
    announce(newer, { origin: 'https://evil.example' });
    announce(newer, { source: null });
    announce({ ...newer, token: 'x' });
    announce({ type: 'DADEUM_EXTENSION_PRESENT' });
    act(() => vi.advanceTimersByTime(PRESENCE_WAIT_MS));
    expect(result.current).toEqual({ state: 'missing' });
  });

  it('believes a session notice only from its own window, origin and schema', () => {
    const { result } = renderHook(() => useExtensionLink(MEMBER));
    announce(present);
    announce(notice(MEMBER, true), { origin: 'https://evil.example' });
    announce(notice(MEMBER, true), { source: null });
    announce({ ...notice(MEMBER, true), token: 'x' });
    announce({ ...notice(MEMBER, true), connected: 'yes' });
    expect(result.current).toEqual({ state: 'checking' });
  });
});
