import type { MemberProfile } from '@/contracts/account';
import { useAuthStore } from '@/lib/session/auth-store';
import { useUserStore } from '@/lib/session/user-store';
import { sessionItem, type ExtensionSession } from './storage-items';

/** A persist storage that keeps nothing: extension pages never persist the token themselves. */
const NOWHERE = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

interface Snapshot {
  token: string;
  user: MemberProfile;
}

function sameSession(a: Snapshot | null, b: Snapshot | null): boolean {
  if (a === null || b === null) return a === b;
  return a.token === b.token && JSON.stringify(a.user) === JSON.stringify(b.user);
}

/** What the page's stores hold: a session only with both a token and a member. */
function fromStores(): Snapshot | null | 'incomplete' {
  const token = useAuthStore.getState().auth.accessToken;
  const user = useUserStore.getState().user;
  if (!token) return null;
  // completeSignIn stores the token first and the member right after: wait for the member.
  if (!user) return 'incomplete';
  return { token, user };
}

export interface PageSessionBinding {
  /** Stops both directions of the sync (tests; a page keeps it for its lifetime). */
  unbind: () => void;
}

export interface BindPageSessionOptions {
  now?: () => number;
}

/**
 * Makes the extension's session (`local:session`, the one the background uses) the session of
 * the shared screens on an extension page (options): the page's auth and user stores are
 * filled from it before mounting and then kept in step both ways.
 *
 * - page -> extension: a sign-in on the page, a token the page's API client reissued, a
 *   profile update, a sign-out or a deactivation (`clearSession`) is written to `local:session`;
 * - extension -> page: a hand-over from the web app, a reissue or sign-out in the background
 *   (or in another extension page) replaces the page's stores.
 *
 * Each side remembers the last session it wrote or read, so an echo is never written back
 * (no loop). The auth store's own persistence (local storage, key auth-store) is switched off
 * on extension pages and any token an older build left there is removed: the token lives in
 * extension storage only, and cannot outlive the extension's session.
 */
export async function bindPageSession({
  now = Date.now,
}: BindPageSessionOptions = {}): Promise<PageSessionBinding> {
  useAuthStore.persist.clearStorage();
  useAuthStore.persist.setOptions({ storage: NOWHERE });

  let last: Snapshot | null = null;
  // True while the stores take the extension's session: their half-applied state (a new token
  // beside the previous member) is never written back.
  let applying = false;

  const applyToStores = (session: ExtensionSession | null) => {
    last = session ? { token: session.token, user: session.user } : null;
    applying = true;
    try {
      if (session) {
        useAuthStore.getState().setAccessToken(session.token);
        useUserStore.getState().setUser(session.user);
      } else {
        useAuthStore.getState().clearAuth();
        useUserStore.getState().clearUser();
      }
    } finally {
      applying = false;
    }
  };

  applyToStores(await sessionItem.getValue());

  const onStoreChange = () => {
    if (applying) return;
    const current = fromStores();
    if (current === 'incomplete' || sameSession(current, last)) return;
    last = current;
    void sessionItem.setValue(current ? { ...current, receivedAt: now() } : null);
  };
  const unsubscribeAuth = useAuthStore.subscribe(onStoreChange);
  const unsubscribeUser = useUserStore.subscribe(onStoreChange);

  const unwatch = sessionItem.watch((session) => {
    const incoming = session ? { token: session.token, user: session.user } : null;
    if (sameSession(incoming, last)) return;
    applyToStores(session);
  });

  return {
    unbind: () => {
      unsubscribeAuth();
      unsubscribeUser();
      unwatch();
    },
  };
}
