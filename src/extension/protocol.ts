import { z } from 'zod';
import {
  appliedRequestSchema,
  checkRequestSchema,
  type CorrectionIssue,
  type CorrectionUsage,
} from '@/contracts/correction';
import { memberLocaleSchema, type MemberProfile } from '@/contracts/account';

/**
 * Requests that extension pages (options, onboarding, popup) and our content scripts send to
 * the background worker, one typed map. The background answers from its own storage; it never
 * hands the access token to a content script.
 *
 * The sending side lives in rpc-client.ts (no zod there: content scripts run on every page and
 * must stay small); this file is what the background validates with. The reply types are
 * declared here too, so the imports run one way: background.ts and background-api.ts (the
 * answering side) and rpc-client.ts (the asking side, types only) import this file, which
 * imports neither.
 */
export const RPC_CHANNEL = 'dadeum/rpc';

export const rpcRequestSchema = z.discriminatedUnion('type', [
  /** Signed in or not; extension pages also get the profile. */
  z.strictObject({ channel: z.literal(RPC_CHANNEL), type: z.literal('session/get') }),
  /** End the extension's session (extension pages only). */
  z.strictObject({ channel: z.literal(RPC_CHANNEL), type: z.literal('session/sign-out') }),
  /** The member's plan, fetched by the background with the stored token (extension pages only). */
  z.strictObject({ channel: z.literal(RPC_CHANNEL), type: z.literal('plan/get') }),
  /** Whether the member answered the usage survey (extension pages only; onboarding). */
  z.strictObject({ channel: z.literal(RPC_CHANNEL), type: z.literal('survey/status') }),
  /**
   * The member picked a language in an extension page (options, popup, onboarding): saved as
   * the member's locale when signed in, and as the extension's language (extension pages only).
   */
  z.strictObject({
    channel: z.literal(RPC_CHANNEL),
    type: z.literal('settings/language'),
    language: memberLocaleSchema,
  }),
  /** Check one paragraph of text (our content scripts only). */
  z.strictObject({
    channel: z.literal(RPC_CHANNEL),
    type: z.literal('correction/check'),
    text: checkRequestSchema.shape.text,
  }),
  /** The member applied a suggestion: rule and category only, never the text (content scripts only). */
  z.strictObject({
    channel: z.literal(RPC_CHANNEL),
    type: z.literal('correction/applied'),
    ruleId: appliedRequestSchema.shape.ruleId,
    category: appliedRequestSchema.shape.category,
  }),
]);

export type RpcRequest = z.infer<typeof rpcRequestSchema>;
export type RpcType = RpcRequest['type'];
/** What a request carries besides its channel and type. */
export type RpcPayload<T extends RpcType> = Omit<
  Extract<RpcRequest, { type: T }>,
  'channel' | 'type'
>;

export interface SessionState {
  signedIn: boolean;
  /** Only for extension pages; content scripts get null. */
  user: MemberProfile | null;
}

/** The member's plan as the popup shows it. */
export interface PlanSummary {
  id: 'free' | 'premium';
  name: string;
  /** Corrections per month; null means unlimited. */
  monthlyCorrections: number | null;
}

export interface CheckResult {
  issues: CorrectionIssue[];
  /** Only part of the text was checked (the engine's time ran out). */
  partial?: boolean;
  /** Issues found but not in the answer. */
  omitted?: number;
  usage: CorrectionUsage;
}

export interface RpcResponses {
  'session/get': SessionState;
  'session/sign-out': { ok: true };
  /** null when signed out. */
  'plan/get': PlanSummary | null;
  /** null when signed out. */
  'survey/status': { answered: boolean } | null;
  /** saved: the member's locale on the server follows (false when signed out or offline). */
  'settings/language': { saved: boolean };
  'correction/check': CheckResult;
  'correction/applied': { usage: CorrectionUsage };
}

/**
 * forbidden: this sender may not ask; signed-out: no session; limit: the month's corrections are
 * used up; too-long: the text is over the plan's characters per check; failed: anything else
 * (network, server, busy, invalid reply).
 */
export type RpcError = 'forbidden' | 'signed-out' | 'limit' | 'too-long' | 'failed';

export type RpcReply<T extends RpcType> =
  { ok: true; data: RpcResponses[T] } | { ok: false; error: RpcError };
