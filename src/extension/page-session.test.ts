import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { MemberProfile } from '@/contracts/account';

// An extension page's local storage, in place before the stores are created (node has none).
const pageStorage = vi.hoisted(() => {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
  // An older build's page left a token behind.
  values.set(
    'auth-store',
    JSON.stringify({ state: { auth: { accessToken: 'stale' } }, version: 0 }),
  );
  (globalThis as { localStorage?: unknown }).localStorage = storage;
  return storage;
});

const { useAuthStore } = await import('@/lib/session/auth-store');
const { clearSession, completeSignIn, sessionQueries } = await import('@/lib/session/session');
const { bindPageSession } = await import('./page-session');
const { sessionItem } = await import('./storage-items');

const member: MemberProfile = {
  email: 'member@example.com',
  name: '김다듬',
  role: 'USER',
  locale: 'ko',
  verified: 'Y',
  provider: 'local',
  profileUri: null,
  birthDate: '19900101',
  countryCode: 'KOR',
};

/** Lets storage writes and their change events settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The API as a sign-in on the page meets it: member info for the new token. */
function memberInfoApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: { code: 'MEM03', status: 200, msg: 'Member info.', success: true },
            response: member,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
}

describe('extension page session', () => {
  let unbind: (() => void) | undefined;
  let writes: Array<unknown>;

  beforeEach(() => {
    fakeBrowser.reset();
    writes = [];
  });
  afterEach(() => {
    unbind?.();
    unbind = undefined;
    vi.unstubAllGlobals();
    pageStorage.clear();
  });

  async function bind() {
    const binding = await bindPageSession({ now: () => 1000 });
    const unwatch = sessionItem.watch((value) => writes.push(value));
    unbind = () => {
      binding.unbind();
      unwatch();
    };
  }

  it('removes a token an older build left in the page storage and never persists one again', async () => {
    expect(pageStorage.getItem('auth-store')).toContain('stale');
    await bind();
    expect(pageStorage.getItem('auth-store')).toBeNull();
    expect(useAuthStore.getState().auth.accessToken).toBeUndefined();
    useAuthStore.getState().setAccessToken('token-2');
    await settle();
    expect(pageStorage.getItem('auth-store')).toBeNull();
    expect(pageStorage.length).toBe(0);
  });

  it('reads the token of the session the background keeps', async () => {
    await sessionItem.setValue({ token: 'token-1', user: member, receivedAt: 1 });
    await bind();
    expect(useAuthStore.getState().auth.accessToken).toBe('token-1');
  });

  it('writes a sign-in on the page to the extension session once, with its member', async () => {
    await bind();
    memberInfoApi();
    const queryClient = new QueryClient();
    await completeSignIn(queryClient, 'token-3', '/account/profile');
    await settle();
    expect(await sessionItem.getValue()).toEqual({
      token: 'token-3',
      user: member,
      receivedAt: 1000,
    });
    expect(writes).toHaveLength(1);
    expect(useAuthStore.getState().auth.accessToken).toBe('token-3');
    expect(useAuthStore.getState().nextPath).toBe('/account/profile');
    // The member is server data: in the query cache, not in a store.
    expect(queryClient.getQueryData(sessionQueries.currentUser().queryKey)).toEqual(member);
  });

  it('stores a token the page reissued for the background, keeping the member', async () => {
    await sessionItem.setValue({ token: 'old', user: member, receivedAt: 1 });
    await bind();
    useAuthStore.getState().setAccessToken('renewed');
    await settle();
    expect(await sessionItem.getValue()).toEqual({ token: 'renewed', user: member, receivedAt: 1 });
    expect(writes).toHaveLength(1);
  });

  it('clears the extension session when the page signs out or deactivates', async () => {
    await sessionItem.setValue({ token: 'token-4', user: member, receivedAt: 1 });
    await bind();
    clearSession(new QueryClient());
    await settle();
    expect(await sessionItem.getValue()).toBeNull();
    expect(writes).toEqual([null]);
  });

  it('follows the background: a hand-over signs the page in, a web logout signs it out', async () => {
    await bind();
    await sessionItem.setValue({ token: 'from-web', user: member, receivedAt: 5 });
    await settle();
    expect(useAuthStore.getState().auth.accessToken).toBe('from-web');

    // A token the background reissued.
    await sessionItem.setValue({ token: 'reissued', user: member, receivedAt: 6 });
    await settle();
    expect(useAuthStore.getState().auth.accessToken).toBe('reissued');

    await sessionItem.setValue(null);
    await settle();
    expect(useAuthStore.getState().auth.accessToken).toBeUndefined();
    // Only the three writes above: the page never echoed them back.
    expect(writes).toHaveLength(3);
  });

  it('takes another member handed over without writing a mixed session back', async () => {
    await sessionItem.setValue({ token: 'token-a', user: member, receivedAt: 1 });
    await bind();
    const other = { ...member, email: 'other@example.com', name: '이다듬' };
    await sessionItem.setValue({ token: 'token-b', user: other, receivedAt: 2 });
    await settle();
    expect(useAuthStore.getState().auth.accessToken).toBe('token-b');
    expect(await sessionItem.getValue()).toEqual({ token: 'token-b', user: other, receivedAt: 2 });
    expect(writes).toHaveLength(1);
  });

  it('stops following both ways once unbound', async () => {
    await bind();
    unbind?.();
    unbind = undefined;
    await sessionItem.setValue({ token: 'later', user: member, receivedAt: 7 });
    useAuthStore.getState().setAccessToken('page-only');
    await settle();
    expect(useAuthStore.getState().auth.accessToken).toBe('page-only');
    expect((await sessionItem.getValue())?.token).toBe('later');
  });
});
