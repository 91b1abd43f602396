import type { Browser, browser as wxtBrowser } from 'wxt/browser';
import {
  bridgeEnvelopeSchema,
  type BridgeReply,
  type ExtensionSessionState,
  type PageToExtensionMessage,
} from '@/contracts/extension-messages';
import { clientEnv } from '@/config/client-env';
import { ApiError } from '@/lib/api/api-error';
import { memberIdOf } from '@/lib/session/member-key';
import {
  CheckTooLongError,
  CorrectionLimitError,
  checkText,
  createBackgroundApi,
  fetchPlan,
  fetchSurveyAnswered,
  logoutOnServer,
  reportApplied,
  saveLocale,
  type BackgroundApi,
} from './background-api';
import { rpcRequestSchema, type RpcReply, type RpcRequest, type RpcType } from './protocol';
import { saveSession } from './session-store';
import { droppedMessagesItem, languageItem, languageOf, sessionItem } from './storage-items';

type Sender = Browser.runtime.MessageSender;

/** Origins allowed to hand a session to the extension: the configured web app only. */
export function allowedSenderOrigins(): ReadonlySet<string> {
  return new Set([new URL(clientEnv.webOrigin).origin]);
}

function senderOrigin(sender: Sender): string | null {
  if (sender.origin) return sender.origin;
  try {
    return sender.url ? new URL(sender.url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a runtime message really comes from our web bridge: our own extension, the top
 * frame of a tab, on an allowed origin.
 */
export function isTrustedBridgeSender(sender: Sender, ownId: string, origins: ReadonlySet<string>) {
  const origin = senderOrigin(sender);
  return (
    sender.id === ownId &&
    sender.frameId === 0 &&
    sender.tab !== undefined &&
    origin !== null &&
    origins.has(origin)
  );
}

/** Whether the sender is one of our own extension pages (options, onboarding, popup). */
export function isExtensionPage(sender: Sender, ownId: string, extensionOrigin: string) {
  return sender.id === ownId && senderOrigin(sender) === extensionOrigin;
}

/**
 * Carries out a message the web bridge relayed. After a hand-over or a session query, says
 * whether the extension now holds a session for that member (the member of the token handed
 * over, or the member asked about), and nothing else about its session.
 */
export async function applyPageMessage(
  message: PageToExtensionMessage,
  api: BackgroundApi,
  now = Date.now(),
): Promise<ExtensionSessionState | undefined> {
  if (message.type === 'EXTENSION_LOGIN') {
    await saveSession({ token: message.token, user: message.user, receivedAt: now });
    // The member's stored language becomes the extension's (card, popup, options page).
    const locale = languageOf(message.user.locale);
    if (locale) await languageItem.setValue(locale);
    return sessionStateFor(memberIdOf(message.token));
  } else if (message.type === 'EXTENSION_SESSION_QUERY') {
    return sessionStateFor(message.member);
  } else if (message.type === 'EXTENSION_LANGUAGE') {
    await chooseLanguage(api, message.language);
  } else {
    await saveSession(null);
  }
  return undefined;
}

async function sessionStateFor(member: string | null): Promise<ExtensionSessionState | undefined> {
  if (!member) return undefined;
  const session = await sessionItem.getValue();
  return { member, connected: session !== null && memberIdOf(session.token) === member };
}

/**
 * A language picked with any switch (the web app's, an extension page's): saved as the member's
 * locale first when signed in (so the API's messages follow when the card re-checks), then as
 * the extension's language, which the card and the extension pages follow at once.
 */
export async function chooseLanguage(api: BackgroundApi, language: 'ko' | 'en') {
  let saved = false;
  const session = await sessionItem.getValue();
  if (session && session.user.locale !== language) {
    try {
      const user = await saveLocale(api, language);
      // The session may have been reissued meanwhile; it is still this member's.
      const current = await sessionItem.getValue();
      if (current && current.user.email === user.email) await saveSession({ ...current, user });
      saved = true;
    } catch {
      // Offline or signed out meanwhile: the extension still follows the choice.
    }
  } else if (session) {
    saved = true;
  }
  await languageItem.setValue(language);
  return { saved };
}

/** Whether the sender is one of our own content scripts (inside a tab, not an extension page). */
export function isOwnContentScript(sender: Sender, ownId: string, extensionOrigin: string) {
  return (
    sender.id === ownId && sender.tab !== undefined && senderOrigin(sender) !== extensionOrigin
  );
}

function failure(error: unknown): {
  ok: false;
  error: 'limit' | 'too-long' | 'signed-out' | 'failed';
} {
  if (error instanceof CorrectionLimitError) return { ok: false, error: 'limit' };
  if (error instanceof CheckTooLongError) return { ok: false, error: 'too-long' };
  if (error instanceof ApiError && error.status === 401) return { ok: false, error: 'signed-out' };
  return { ok: false, error: 'failed' };
}

async function answerRpc(
  request: RpcRequest,
  from: { extensionPage: boolean; contentScript: boolean },
  api: BackgroundApi,
): Promise<RpcReply<RpcType>> {
  const fromExtensionPage = from.extensionPage;
  switch (request.type) {
    case 'session/get': {
      const session = await sessionItem.getValue();
      return {
        ok: true,
        data: {
          signedIn: session !== null,
          user: fromExtensionPage ? (session?.user ?? null) : null,
        },
      };
    }
    case 'session/sign-out': {
      if (!fromExtensionPage) return { ok: false, error: 'forbidden' };
      if (await sessionItem.getValue()) await logoutOnServer(api).catch(() => {});
      await saveSession(null);
      return { ok: true, data: { ok: true } };
    }
    case 'plan/get': {
      if (!fromExtensionPage) return { ok: false, error: 'forbidden' };
      if (!(await sessionItem.getValue())) return { ok: true, data: null };
      try {
        return { ok: true, data: await fetchPlan(api) };
      } catch {
        return { ok: false, error: 'failed' };
      }
    }
    case 'survey/status': {
      if (!fromExtensionPage) return { ok: false, error: 'forbidden' };
      if (!(await sessionItem.getValue())) return { ok: true, data: null };
      try {
        return { ok: true, data: { answered: await fetchSurveyAnswered(api) } };
      } catch {
        return { ok: false, error: 'failed' };
      }
    }
    case 'settings/language': {
      if (!fromExtensionPage) return { ok: false, error: 'forbidden' };
      return { ok: true, data: await chooseLanguage(api, request.language) };
    }
    case 'correction/check': {
      // Only our content scripts send text; the token is attached here and never leaves.
      if (!from.contentScript) return { ok: false, error: 'forbidden' };
      if (!(await sessionItem.getValue())) return { ok: false, error: 'signed-out' };
      try {
        return { ok: true, data: await checkText(api, request.text) };
      } catch (error) {
        return failure(error);
      }
    }
    case 'correction/applied': {
      if (!from.contentScript) return { ok: false, error: 'forbidden' };
      if (!(await sessionItem.getValue())) return { ok: false, error: 'signed-out' };
      try {
        const { ruleId, category } = request;
        return { ok: true, data: await reportApplied(api, { ruleId, category }) };
      } catch (error) {
        return failure(error);
      }
    }
  }
}

// Drops are counted one after another so that simultaneous drops are never lost.
let dropQueue: Promise<void> = Promise.resolve();
function countDrop(): Promise<void> {
  dropQueue = dropQueue
    .then(async () => droppedMessagesItem.setValue((await droppedMessagesItem.getValue()) + 1))
    .catch(() => {});
  return dropQueue;
}

/** Registers every background listener; called synchronously from defineBackground. */
export function registerBackground(
  browser: typeof wxtBrowser,
  api: BackgroundApi = createBackgroundApi(),
) {
  const ownId = browser.runtime.id;
  const extensionOrigin = new URL(browser.runtime.getURL('/')).origin;

  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install')
      void browser.tabs.create({ url: browser.runtime.getURL('/onboarding.html') });
  });

  browser.runtime.onMessage.addListener((raw: unknown, sender: Sender) =>
    // Every answer waits for the session to be read (and brought back in a new browser session).
    api.ready.then(() => answerMessage(raw, sender)),
  );

  function answerMessage(raw: unknown, sender: Sender): Promise<unknown> {
    const envelope = bridgeEnvelopeSchema.safeParse(raw);
    if (envelope.success && isTrustedBridgeSender(sender, ownId, allowedSenderOrigins())) {
      return applyPageMessage(envelope.data.message, api).then((session): BridgeReply =>
        session ? { ok: true, session } : { ok: true },
      );
    }
    const rpc = rpcRequestSchema.safeParse(raw);
    if (rpc.success && sender.id === ownId) {
      return answerRpc(
        rpc.data,
        {
          extensionPage: isExtensionPage(sender, ownId, extensionOrigin),
          contentScript: isOwnContentScript(sender, ownId, extensionOrigin),
        },
        api,
      );
    }
    // Anything else (another sender, a forged envelope, garbage): no answer, counted.
    return countDrop().then(() => undefined);
  }
}
