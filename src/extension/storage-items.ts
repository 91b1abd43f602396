import { storage } from 'wxt/utils/storage';
import type { MemberProfile } from '@/contracts/account';

/** The session the background worker keeps: the access token never leaves the background. */
export interface ExtensionSession {
  token: string;
  user: MemberProfile;
  /** Epoch ms of the hand-over. */
  receivedAt: number;
}

/**
 * The live session, in storage.session: only the background and the extension's own pages can
 * read it, no content script (docs/architecture.md, "Where the session is kept"). Written only
 * through saveSession (session-store.ts), which also keeps it for the next browser session.
 */
export const sessionItem = storage.defineItem<ExtensionSession | null>('session:session', {
  fallback: null,
  version: 1,
});

/** How many messages the background dropped because of who sent them or what they held. */
export const droppedMessagesItem = storage.defineItem<number>('local:droppedMessages', {
  fallback: 0,
  version: 1,
});

/**
 * The extension's language setting: the card's, the popup's, the options and onboarding pages'.
 * Set by any language switch (the web app's through the bridge, the options page's, the
 * popup's) and from the member's locale at sign-in; null: follow the browser's language.
 */
export const languageItem = storage.defineItem<'ko' | 'en' | null>('local:language', {
  fallback: null,
  version: 1,
});

/** A stored language as one the extension speaks, or null (follow the browser). */
export function languageOf(value: unknown): 'ko' | 'en' | null {
  return value === 'ko' || value === 'en' ? value : null;
}

/** Hostnames where the member switched checking off from the popup. */
export const disabledSitesItem = storage.defineItem<string[]>('local:disabledSites', {
  fallback: [],
  version: 1,
});

/** Turns checking on or off for one hostname. */
export async function setSiteEnabled(hostname: string, enabled: boolean): Promise<void> {
  const sites = new Set(await disabledSitesItem.getValue());
  if (enabled) sites.delete(hostname);
  else sites.add(hostname);
  await disabledSitesItem.setValue([...sites].sort());
}

/** The hostname the popup can switch checking for: http(s) pages only. */
export function siteOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? hostname : null;
  } catch {
    return null;
  }
}

/** Words the member added to the personal dictionary from the suggestion card. */
export const personalDictionaryItem = storage.defineItem<string[]>('local:personalDictionary', {
  fallback: [],
  version: 1,
});

/** Rule ids the member switched off from the suggestion card. */
export const disabledRulesItem = storage.defineItem<string[]>('local:disabledRules', {
  fallback: [],
  version: 1,
});

/** Adds a value to a list item once, keeping it sorted. */
export async function addToList(
  item: { getValue(): Promise<string[]>; setValue(value: string[]): Promise<void> },
  value: string,
): Promise<void> {
  const values = new Set(await item.getValue());
  if (values.has(value)) return;
  values.add(value);
  await item.setValue([...values].sort());
}

/** Hostnames where the signed-out hint to sign in was already shown (once per site). */
export const hintShownSitesItem = storage.defineItem<string[]>('local:hintShownSites', {
  fallback: [],
  version: 1,
});

/** The typing pauses the popup offers before a check, in milliseconds. */
export const CHECK_PAUSE_CHOICES_MS = [200, 400, 800, 1500] as const;
export const DEFAULT_CHECK_PAUSE_MS = 400;

/** The member's typing pause before a check (the popup's choice), followed live by the editor. */
export const checkPauseItem = storage.defineItem<number>('local:checkPauseMs', {
  fallback: DEFAULT_CHECK_PAUSE_MS,
  version: 1,
});

/** A stored pause as one the editor uses: one of the choices, else the default. */
export function checkPauseOf(value: unknown): number {
  return (CHECK_PAUSE_CHOICES_MS as readonly unknown[]).includes(value)
    ? (value as number)
    : DEFAULT_CHECK_PAUSE_MS;
}

/**
 * Receipts of the corrections the server counted this month (POST /api/correction/check sends
 * them back as `seen`, so a correction shown again costs nothing): opaque keyed hashes, nothing
 * of the text. The newest 300.
 */
export const correctionReceiptsItem = storage.defineItem<string[]>('local:correctionReceipts', {
  fallback: [],
  version: 1,
});
