// The extension keeps its session for the next browser session in IndexedDB
// (src/extension/session-store.ts); Node has none, so the unit tests get an in-memory one, new
// for every test (fakeBrowser.reset() empties the extension's storage, not IndexedDB).
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
