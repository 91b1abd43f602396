import { storage } from 'wxt/utils/storage';
import { sessionItem, type ExtensionSession } from './storage-items';

/**
 * Where the extension keeps its session (docs/architecture.md, "Where the session is kept").
 *
 * - The live copy is `session:session` (storage.session): in memory, and readable only by the
 *   extension's own pages and its background, never by a content script (Chrome and Firefox
 *   both restrict storage.session to trusted contexts by default; storage.local is open to every
 *   content script in every frame, and Firefox cannot restrict it).
 * - The kept copy, for the next browser session (storage.session is emptied when the browser
 *   or the extension restarts), is in the extension origin's IndexedDB: a content script runs
 *   with the page's origin and cannot open it. The background brings it back once per browser
 *   session (restoreKeptSession); an expired access token in it is renewed with the refresh
 *   cookie, as on the web.
 *
 * Every write goes through saveSession, so the two copies never part.
 */

const DB_NAME = 'dadeum';
const STORE = 'kept';
const KEY = 'session';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

function asSession(value: unknown): ExtensionSession | null {
  const session = value as Partial<ExtensionSession> | null | undefined;
  return typeof session?.token === 'string' &&
    typeof session.user === 'object' &&
    session.user !== null &&
    typeof session.receivedAt === 'number'
    ? (session as ExtensionSession)
    : null;
}

/** The session kept for the next browser session (null when none). */
export async function readKeptSession(): Promise<ExtensionSession | null> {
  return asSession(await inStore('readonly', (store) => store.get(KEY)));
}

async function writeKeptSession(value: ExtensionSession | null): Promise<void> {
  if (value) await inStore('readwrite', (store) => store.put(value, KEY));
  else await inStore('readwrite', (store) => store.delete(KEY));
}

/** Starts, renews or ends the extension's session: the live copy and the kept one. */
export async function saveSession(value: ExtensionSession | null): Promise<void> {
  await sessionItem.setValue(value);
  await writeKeptSession(value);
}

/** Whether this browser session has already looked for a kept session (storage.session). */
const restoreDoneItem = storage.defineItem<boolean>('session:keptSessionRestored', {
  fallback: false,
});

/**
 * Where builds before issue 36 kept the session (storage.local, readable by content scripts):
 * moved into the new places once, then removed.
 */
const legacySessionItem = storage.defineItem<unknown>('local:session', { fallback: null });

let restoring: Promise<void> | null = null;

/**
 * The background's first step in a browser session: brings back the session kept in the
 * previous one, unless this browser session already has one or already looked (a member who
 * signed out stays signed out while the worker sleeps and wakes).
 */
export function restoreKeptSession(): Promise<void> {
  restoring ??= (async () => {
    if (await restoreDoneItem.getValue()) return;
    const legacy = asSession(await legacySessionItem.getValue());
    if (!(await sessionItem.getValue())) {
      const kept = (await readKeptSession().catch(() => null)) ?? legacy;
      if (kept) await saveSession(kept);
    }
    await legacySessionItem.removeValue();
    await restoreDoneItem.setValue(true);
  })().finally(() => {
    restoring = null;
  });
  return restoring;
}
