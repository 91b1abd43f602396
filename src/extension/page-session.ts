import type { PersistStorage } from 'zustand/middleware';
import { setTokenStorage, useAuthStore, type PersistedAuth } from '@/lib/session/auth-store';
import { setSessionHandOver } from '@/lib/session/session';
import { requestRpc } from './rpc-client';
import { saveSession } from './session-store';
import { sessionItem } from './storage-items';

/**
 * The token store's persistence on extension pages: the extension's stored session
 * (`session:session`, the one the background uses). Reading gives its token (none when signed
 * out); writing a new token for the same session (the page's client reissued it) or none (a
 * sign-out, a deactivation) updates it. A session starts with a sign-in's hand-over, which
 * writes the token together with the member the background and the popup show.
 */
export function extensionTokenStorage(): PersistStorage<PersistedAuth> {
  return {
    async getItem() {
      const session = await sessionItem.getValue();
      return { state: { auth: session ? { accessToken: session.token } : {} }, version: 0 };
    },
    async setItem(_name, { state }) {
      const token = state.auth.accessToken ?? null;
      const current = await sessionItem.getValue();
      if ((current?.token ?? null) === token) return;
      if (token === null) await saveSession(null);
      else if (current) await saveSession({ ...current, token });
    },
    removeItem: () => {},
  };
}

export interface PageSessionBinding {
  /** Stops following the extension's session (tests; a page keeps it for its lifetime). */
  unbind: () => void;
}

/**
 * Makes the extension's session the session of the shared screens on an extension page
 * (options): the token store persists into it and is read again whenever the background or
 * another extension page changes it (a hand-over from the web app, a reissue, a sign-out).
 * A sign-in on the page writes the session with its member. Any token an older build left in
 * the page's local storage is removed: the token cannot outlive the extension's session.
 */
export async function bindPageSession({
  now = Date.now,
}: { now?: () => number } = {}): Promise<PageSessionBinding> {
  setSessionHandOver({
    signedIn: (token, user) => saveSession({ token, user, receivedAt: now() }),
    // The token store's persistence has already cleared the session.
    signedOut: () => {},
  });
  // The background brings back the session of the previous browser session first (its answer
  // waits for that); a page opened right after a restart then starts signed in.
  await requestRpc('session/get').catch(() => null);
  const previous = useAuthStore.persist.getOptions().storage;
  await setTokenStorage(extensionTokenStorage());
  const unwatch = sessionItem.watch(() => void useAuthStore.persist.rehydrate());
  return {
    unbind: () => {
      unwatch();
      if (previous) useAuthStore.persist.setOptions({ storage: previous });
    },
  };
}
