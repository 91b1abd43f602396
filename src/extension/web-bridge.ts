import { browser } from 'wxt/browser';
import { pageToExtensionMessageSchema, type BridgeEnvelope } from '../contracts/extension-messages';

/**
 * Runs in the content script registered only on the web app's origin. Relays the page's
 * EXTENSION_LOGIN / EXTENSION_LOGOUT to the background and nothing else.
 * A message is accepted only when it comes from this very window (not an iframe or another
 * window), from exactly this origin, and passes its schema.
 */
export function startWebBridge(
  win: Window,
  send: (envelope: BridgeEnvelope) => unknown = defaultSend,
) {
  const origin = win.location.origin;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win || event.origin !== origin) return;
    const parsed = pageToExtensionMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    void send({ channel: 'dadeum/web-bridge', message: parsed.data });
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

function defaultSend(envelope: BridgeEnvelope) {
  return browser.runtime.sendMessage(envelope).catch(() => {
    // The worker may be restarting; the page posts again on its next login or logout.
  });
}
