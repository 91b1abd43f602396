import { browser } from 'wxt/browser';
import {
  bridgeReplySchema,
  extensionPingMessageSchema,
  pageToExtensionMessageSchema,
  type BridgeEnvelope,
  type ExtensionLanguageNotice,
  type ExtensionPresenceMessage,
  type ExtensionSessionNotice,
} from '@/contracts/extension-messages';
import { clientEnv } from '@/config/client-env';
import { languageItem, languageOf } from './storage-items';

export interface WebBridgeOptions {
  send?: (envelope: BridgeEnvelope) => unknown;
  version?: string;
  /** Calls back with the extension's language whenever it changes; returns the unwatch. */
  watchLanguage?: (callback: (language: unknown) => void) => () => void;
  /** The web app's origin (WEB_ORIGIN); the bridge stays silent on any other page. */
  webOrigin?: string;
}

/**
 * Runs in the content script registered only on the web app's origin. Relays the page's
 * EXTENSION_LOGIN / EXTENSION_LOGOUT / EXTENSION_LANGUAGE / EXTENSION_SESSION_QUERY to the
 * background and nothing else. Tells the page that the extension is installed; that the member
 * picked a language in the extension (popup, options page), so the open site switches too; and,
 * after a hand-over or a query, whether the extension holds a session for the member the page
 * named (DADEUM_EXTENSION_SESSION), never the token, the profile or any other member.
 * A message is accepted only when it comes from this very window (not an iframe or another
 * window), from exactly this origin, and passes its schema.
 * Firefox match patterns cannot name a port, so there the manifest registers the bridge for
 * every port of the web app's host: on a page of any other origin it does nothing at all.
 */
export function startWebBridge(win: Window, options: WebBridgeOptions = {}) {
  const send = options.send ?? defaultSend;
  const origin = win.location.origin;
  if (origin !== new URL(options.webOrigin ?? clientEnv.webOrigin).origin) return () => {};
  const presence: ExtensionPresenceMessage = {
    type: 'DADEUM_EXTENSION_PRESENT',
    version: options.version ?? browser.runtime.getManifest().version,
  };
  const announce = () => win.postMessage(presence, origin);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win || event.origin !== origin) return;
    if (extensionPingMessageSchema.safeParse(event.data).success) {
      announce();
      return;
    }
    const parsed = pageToExtensionMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    void Promise.resolve(send({ channel: 'dadeum/web-bridge', message: parsed.data })).then(
      (reply) => {
        const answer = bridgeReplySchema.safeParse(reply);
        if (!answer.success || !answer.data.session) return;
        const notice: ExtensionSessionNotice = {
          type: 'DADEUM_EXTENSION_SESSION',
          ...answer.data.session,
        };
        win.postMessage(notice, origin);
      },
    );
  };
  win.addEventListener('message', onMessage);
  announce();
  const watchLanguage = options.watchLanguage ?? ((callback) => languageItem.watch(callback));
  const unwatchLanguage = watchLanguage((value) => {
    const language = languageOf(value);
    if (!language) return;
    const notice: ExtensionLanguageNotice = { type: 'DADEUM_LANGUAGE', language };
    win.postMessage(notice, origin);
  });
  return () => {
    win.removeEventListener('message', onMessage);
    unwatchLanguage();
  };
}

function defaultSend(envelope: BridgeEnvelope) {
  return browser.runtime.sendMessage(envelope).catch(() => {
    // The worker may be restarting; the page asks again on its next load or visit.
  });
}
