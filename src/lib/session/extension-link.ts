import { useEffect, useState } from 'react';
import {
  extensionPresenceMessageSchema,
  extensionSessionNoticeSchema,
  type ExtensionPingMessage,
  type PageToExtensionMessage,
} from '@/contracts/extension-messages';

/**
 * The extension as the web app sees it, for the member signed in on the page (docs/architecture.md,
 * "What the bridge tells the page"):
 * - 'checking' until the web bridge answers the page's ping (or the wait is over), and then until
 *   it says whether it holds a session for this member;
 * - 'missing': no extension answered;
 * - 'signed-out': installed, without a session for this member (signed out, another member, or a
 *   version that does not say);
 * - 'connected': installed and holding a session for this member;
 * - 'extension-page' on the extension's own pages (the options page), where it does not arise.
 * Only the page's own window on its own origin is believed, as the bridge itself does.
 */
export type ExtensionLink =
  | { state: 'checking' }
  | { state: 'missing' }
  | { state: 'signed-out'; version: string }
  | { state: 'connected'; version: string }
  | { state: 'extension-page' };

export const PRESENCE_WAIT_MS = 1500;
/** How long an installed extension has to say whether it holds the member's session. */
export const SESSION_WAIT_MS = 1500;

type Presence =
  { state: 'checking' } | { state: 'missing' } | { state: 'present'; version: string };
/** What the bridge said about one member: connected or not, or nothing in time ('unknown'). */
type Answer = { member: string; connected: boolean | 'unknown' };

function post(win: Window, message: ExtensionPingMessage | PageToExtensionMessage) {
  win.postMessage(message, win.location.origin);
}

/**
 * Whether the extension is installed and holds a session for `member` (the member id of the
 * page's token; null when signed out). Asks again when the page becomes visible (the member may
 * have signed in or out in the extension meanwhile) and whenever the extension announces itself.
 */
export function useExtensionLink(
  member: string | null,
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): ExtensionLink {
  const onExtensionPage = win?.location.protocol.endsWith('-extension:') ?? false;
  const [presence, setPresence] = useState<Presence>({ state: 'checking' });
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!win || onExtensionPage) return;
    const origin = win.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== win || event.origin !== origin) return;
      const present = extensionPresenceMessageSchema.safeParse(event.data);
      if (present.success) {
        setPresence({ state: 'present', version: present.data.version });
        return;
      }
      const session = extensionSessionNoticeSchema.safeParse(event.data);
      if (session.success) {
        const { member: named, connected } = session.data;
        setAnswer({ member: named, connected });
      }
    };
    const ping = () => post(win, { type: 'DADEUM_EXTENSION_PING' });
    const onVisible = () => {
      if (win.document.visibilityState === 'visible') ping();
    };
    win.addEventListener('message', onMessage);
    win.document.addEventListener('visibilitychange', onVisible);
    ping();
    const timer = win.setTimeout(() => {
      setPresence((current) => (current.state === 'checking' ? { state: 'missing' } : current));
    }, PRESENCE_WAIT_MS);
    return () => {
      win.removeEventListener('message', onMessage);
      win.document.removeEventListener('visibilitychange', onVisible);
      win.clearTimeout(timer);
    };
  }, [win, onExtensionPage]);

  // Each announcement (the bridge starting, or answering a ping) is a moment to ask about the
  // member: a fresh presence object every time, so this runs again.
  useEffect(() => {
    if (!win || presence.state !== 'present' || !member) return;
    post(win, { type: 'EXTENSION_SESSION_QUERY', member });
    const timer = win.setTimeout(() => {
      setAnswer((current) =>
        current?.member === member ? current : { member, connected: 'unknown' },
      );
    }, SESSION_WAIT_MS);
    return () => win.clearTimeout(timer);
  }, [win, presence, member]);

  if (onExtensionPage) return { state: 'extension-page' };
  if (presence.state !== 'present') return presence;
  const about = answer?.member === member ? answer : null;
  if (member && !about) return { state: 'checking' };
  return about?.connected === true
    ? { state: 'connected', version: presence.version }
    : { state: 'signed-out', version: presence.version };
}
