import { z } from 'zod';
import { memberLocaleSchema, memberProfileSchema } from './account';

/**
 * Messages the web app posts to the extension with window.postMessage(msg, location.origin).
 * EXTENSION_LOGIN carries the token and the member; EXTENSION_LOGOUT is `{ type:
 * 'EXTENSION_LOGOUT' }` (docs/decisions.md, "Extension hand-over"); EXTENSION_LANGUAGE is the
 * language picked with the site's switch, which the card and the extension's pages follow;
 * EXTENSION_SESSION_QUERY asks whether the extension holds a session for a member.
 */
export const extensionLoginMessageSchema = z.strictObject({
  type: z.literal('EXTENSION_LOGIN'),
  token: z
    .string()
    .min(16)
    .max(4096)
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'token must be a bearer token'),
  user: memberProfileSchema,
});

export const extensionLogoutMessageSchema = z.strictObject({
  type: z.literal('EXTENSION_LOGOUT'),
});

export const extensionLanguageMessageSchema = z.strictObject({
  type: z.literal('EXTENSION_LANGUAGE'),
  language: memberLocaleSchema,
});

/**
 * The id of a member as the access token names it (its `sub`, a random UUID: docs/api.md). Only
 * someone who already holds a token of that member knows it.
 */
export const memberIdSchema = z.uuid();

/**
 * The page asks whether the extension holds a session for the member it is signed in as
 * (docs/architecture.md, "What the bridge tells the page"). The answer names that member only.
 */
export const extensionSessionQuerySchema = z.strictObject({
  type: z.literal('EXTENSION_SESSION_QUERY'),
  member: memberIdSchema,
});

export const pageToExtensionMessageSchema = z.discriminatedUnion('type', [
  extensionLoginMessageSchema,
  extensionLogoutMessageSchema,
  extensionLanguageMessageSchema,
  extensionSessionQuerySchema,
]);

export type PageToExtensionMessage = z.infer<typeof pageToExtensionMessageSchema>;

/** What the web bridge forwards to the background worker. */
export const bridgeEnvelopeSchema = z.strictObject({
  channel: z.literal('dadeum/web-bridge'),
  message: pageToExtensionMessageSchema,
});

export type BridgeEnvelope = z.infer<typeof bridgeEnvelopeSchema>;

/** Whether the extension holds a session for one member: the member the page named. */
export const extensionSessionStateSchema = z.strictObject({
  member: memberIdSchema,
  connected: z.boolean(),
});
export type ExtensionSessionState = z.infer<typeof extensionSessionStateSchema>;

/**
 * The background's answer to a bridge envelope: after EXTENSION_LOGIN (for the member of the
 * token handed over) and EXTENSION_SESSION_QUERY (for the member asked about), whether it holds
 * a session for that member; nothing else.
 */
export const bridgeReplySchema = z.strictObject({
  ok: z.literal(true),
  session: extensionSessionStateSchema.optional(),
});
export type BridgeReply = z.infer<typeof bridgeReplySchema>;

/**
 * What the web bridge tells the page, posted to the page's own origin: the extension is
 * installed (sent when the bridge starts and in answer to a ping). Carries no session data.
 */
export const extensionPresenceMessageSchema = z.strictObject({
  type: z.literal('DADEUM_EXTENSION_PRESENT'),
  version: z.string(),
});
export type ExtensionPresenceMessage = z.infer<typeof extensionPresenceMessageSchema>;

/** The page asks whether the extension is there (e.g. after its React app mounted). */
export const extensionPingMessageSchema = z.strictObject({
  type: z.literal('DADEUM_EXTENSION_PING'),
});
export type ExtensionPingMessage = z.infer<typeof extensionPingMessageSchema>;

/**
 * What the web bridge tells the page after a hand-over or a session query: whether the extension
 * holds a session for that member (never the token, the profile, or who else is signed in).
 */
export const extensionSessionNoticeSchema = z.strictObject({
  type: z.literal('DADEUM_EXTENSION_SESSION'),
  member: memberIdSchema,
  connected: z.boolean(),
});
export type ExtensionSessionNotice = z.infer<typeof extensionSessionNoticeSchema>;

/**
 * What the web bridge tells the page when the member picks a language in the extension (popup,
 * options page): the page switches too. A preference, not session data.
 */
export const extensionLanguageNoticeSchema = z.strictObject({
  type: z.literal('DADEUM_LANGUAGE'),
  language: memberLocaleSchema,
});
export type ExtensionLanguageNotice = z.infer<typeof extensionLanguageNoticeSchema>;
