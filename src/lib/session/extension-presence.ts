import { useEffect, useState } from 'react';
import {
  extensionPresenceMessageSchema,
  type ExtensionPingMessage,
} from '@/contracts/extension-messages';

/**
 * Whether the browser extension is installed in this browser, as its web bridge says
 * (docs/architecture.md): 'checking' until it answers a ping or the wait is over, then
 * 'connected' (with its version) or 'missing'. 'extension-page' on the extension's own pages
 * (the options page), where the question does not arise. Only the page's own window on its own
 * origin is believed, as the bridge itself does; the message carries no session data.
 */
export type ExtensionPresence =
  | { state: 'checking' }
  | { state: 'connected'; version: string }
  | { state: 'missing' }
  | { state: 'extension-page' };

export const PRESENCE_WAIT_MS = 1500;

export function useExtensionPresence(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): ExtensionPresence {
  const onExtensionPage = win?.location.protocol.endsWith('-extension:') ?? false;
  const [presence, setPresence] = useState<ExtensionPresence>(() =>
    onExtensionPage ? { state: 'extension-page' } : { state: 'checking' },
  );

  useEffect(() => {
    if (!win || onExtensionPage) return;
    const origin = win.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== win || event.origin !== origin) return;
      const parsed = extensionPresenceMessageSchema.safeParse(event.data);
      if (parsed.success) setPresence({ state: 'connected', version: parsed.data.version });
    };
    win.addEventListener('message', onMessage);
    const ping: ExtensionPingMessage = { type: 'DADEUM_EXTENSION_PING' };
    win.postMessage(ping, origin);
    const timer = win.setTimeout(() => {
      setPresence((current) => (current.state === 'checking' ? { state: 'missing' } : current));
    }, PRESENCE_WAIT_MS);
    return () => {
      win.removeEventListener('message', onMessage);
      win.clearTimeout(timer);
    };
  }, [win, onExtensionPage]);

  return presence;
}
