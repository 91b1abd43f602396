import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readKeptSession, restoreKeptSession, saveSession } from './session-store';
import { sessionItem, type ExtensionSession } from './storage-items';

const session: ExtensionSession = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtIn0.signature',
  user: {
    email: 'member@example.com',
    name: '김다듬',
    role: 'USER',
    locale: 'ko',
    verified: 'Y',
    provider: 'local',
    profileUri: null,
    birthDate: null,
    countryCode: null,
  },
  receivedAt: 1,
};

/** What a browser restart does to the extension: storage.session is emptied, the rest stays. */
async function restartBrowser() {
  await fakeBrowser.storage.session.clear();
}

describe('where the extension keeps its session', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSession(null);
  });

  it('keeps nothing in storage.local, which every content script can read', async () => {
    await saveSession(session);
    expect(await sessionItem.getValue()).toEqual(session);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(session.token);
  });

  it('brings the session back after a browser restart', async () => {
    await saveSession(session);
    await restartBrowser();
    expect(await sessionItem.getValue()).toBeNull();
    await restoreKeptSession();
    expect(await sessionItem.getValue()).toEqual(session);
  });

  it('keeps a sign-out across a restart', async () => {
    await saveSession(session);
    await saveSession(null);
    await restartBrowser();
    await restoreKeptSession();
    expect(await sessionItem.getValue()).toBeNull();
    expect(await readKeptSession()).toBeNull();
  });

  it('looks once per browser session: a later sign-out is not undone when the worker wakes', async () => {
    await saveSession(session);
    await restartBrowser();
    await restoreKeptSession();
    await sessionItem.setValue(null); // e.g. written by a build that did not keep a copy
    await restoreKeptSession();
    expect(await sessionItem.getValue()).toBeNull();
  });

  it('prefers the session this browser session already has', async () => {
    await saveSession(session);
    await restartBrowser();
    const newer = { ...session, token: `${session.token}x`, receivedAt: 2 };
    await sessionItem.setValue(newer);
    await restoreKeptSession();
    expect(await sessionItem.getValue()).toEqual(newer);
  });

  it('moves the session an older build left in storage.local, and removes it there', async () => {
    await fakeBrowser.storage.local.set({ session });
    await restartBrowser();
    await restoreKeptSession();
    expect(await sessionItem.getValue()).toEqual(session);
    expect(await readKeptSession()).toEqual(session);
    expect(await fakeBrowser.storage.local.get('session')).toEqual({});
  });
});
