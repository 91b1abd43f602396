import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_WAIT_MS, useExtensionPresence } from './extension-presence';

/** What the web bridge would post: from this window, on this origin. */
function announce(
  data: unknown,
  { source = window as Window | null, origin = location.origin } = {},
) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('useExtensionPresence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings the bridge and reports the version it answers with', () => {
    const posted = vi.spyOn(window, 'postMessage');
    const { result } = renderHook(() => useExtensionPresence());
    expect(result.current).toEqual({ state: 'checking' });
    expect(posted).toHaveBeenCalledWith({ type: 'DADEUM_EXTENSION_PING' }, location.origin);
    announce({ type: 'DADEUM_EXTENSION_PRESENT', version: '0.1.0' });
    expect(result.current).toEqual({ state: 'connected', version: '0.1.0' });
    act(() => vi.advanceTimersByTime(PRESENCE_WAIT_MS));
    expect(result.current).toEqual({ state: 'connected', version: '0.1.0' });
  });

  it('says missing when nothing answers in time', () => {
    const { result } = renderHook(() => useExtensionPresence());
    act(() => vi.advanceTimersByTime(PRESENCE_WAIT_MS - 1));
    expect(result.current.state).toBe('checking');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ state: 'missing' });
  });

  it('believes only its own window on its own origin, and only a well-formed answer', () => {
    const { result } = renderHook(() => useExtensionPresence());
    const present = { type: 'DADEUM_EXTENSION_PRESENT', version: '9.9.9' };
    announce(present, { origin: 'https://evil.example' });
    announce(present, { source: null });
    announce({ ...present, token: 'x' });
    announce({ type: 'DADEUM_EXTENSION_PRESENT' });
    act(() => vi.advanceTimersByTime(PRESENCE_WAIT_MS));
    expect(result.current).toEqual({ state: 'missing' });
  });
});
