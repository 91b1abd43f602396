import { browser } from 'wxt/browser';
import { z } from 'zod';
import type { MemberProfile } from '../contracts/member';
import type { PlanSummary } from './background-api';

/**
 * Requests that extension pages (options, onboarding, popup) and our content scripts send to
 * the background worker, one typed map. The background answers from its own storage; it never
 * hands the access token to a content script.
 */
export const RPC_CHANNEL = 'dadeum/rpc';

export const rpcRequestSchema = z.discriminatedUnion('type', [
  /** Signed in or not; extension pages also get the profile. */
  z.strictObject({ channel: z.literal(RPC_CHANNEL), type: z.literal('session/get') }),
  /** End the extension's session (extension pages only). */
  z.strictObject({ channel: z.literal(RPC_CHANNEL), type: z.literal('session/sign-out') }),
  /** The member's plan, fetched by the background with the stored token (extension pages only). */
  z.strictObject({ channel: z.literal(RPC_CHANNEL), type: z.literal('plan/get') }),
]);

export type RpcRequest = z.infer<typeof rpcRequestSchema>;
export type RpcType = RpcRequest['type'];

export interface SessionState {
  signedIn: boolean;
  /** Only for extension pages; content scripts get null. */
  user: MemberProfile | null;
}

export interface RpcResponses {
  'session/get': SessionState;
  'session/sign-out': { ok: true };
  /** null when signed out. */
  'plan/get': PlanSummary | null;
}

export type RpcReply<T extends RpcType> =
  { ok: true; data: RpcResponses[T] } | { ok: false; error: 'forbidden' | 'failed' };

/** Sends a typed request to the background worker. */
export async function sendRpc<T extends RpcType>(type: T): Promise<RpcResponses[T]> {
  const reply = (await browser.runtime.sendMessage({ channel: RPC_CHANNEL, type })) as
    RpcReply<T> | undefined;
  if (!reply?.ok) throw new Error(`Background refused ${type}`);
  return reply.data;
}
