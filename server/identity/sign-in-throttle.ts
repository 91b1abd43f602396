import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../errors';
import { sha256 } from '../security/crypto';
import type { LimitStore, ThrottlePolicy } from '../security/limit-store';
import type { SignInThrottleSettings } from '../settings';

/**
 * Sign-in throttling (docs/api.md, "Sign-in throttling"), in the shared counters so it holds
 * across instances. Failures count per (account, client) and per client; an account is never
 * blocked, only slowed down when failures for it come from everywhere; a success never counts
 * and resets its pair. Accounts appear in keys only as a hash of the address.
 */
export function createSignInThrottle(
  limits: LimitStore,
  settings: SignInThrottleSettings,
  clock: () => Date,
) {
  const pairPolicy: ThrottlePolicy = {
    free: settings.pairFreeAttempts,
    baseDelayMs: settings.pairBaseDelayMs,
    maxDelayMs: settings.pairMaxDelayMs,
    windowMs: settings.pairWindowMs,
  };
  const account = (email: string) => sha256(`sign-in:${email}`).slice(0, 32);
  const keys = (email: string, client: string) => ({
    pair: `signin:pair:${account(email)}:${client}`,
    client: `signin:client:${client}`,
    account: `signin:account:${account(email)}`,
  });
  const refuse = (waitMs: number) =>
    new ApiError('ERR02', { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });

  return {
    /**
     * Before the password is checked: refuses (429 ERR02 with Retry-After) a client over its
     * failures, or a pair inside its wait (the attempt is counted atomically, so simultaneous
     * guesses get no more than the free ones); waits a moment when the account is under attack.
     */
    async before(email: string, client: string): Promise<void> {
      const key = keys(email, client);
      const clientFailures = await limits.peek(key.client);
      if (clientFailures && clientFailures.count >= settings.clientFailures.max) {
        throw refuse(clientFailures.resetAt.getTime() - clock().getTime());
      }
      const pair = await limits.throttle(key.pair, pairPolicy);
      if (!pair.allowed) throw refuse(pair.retryAfterMs);
      const accountFailures = await limits.peek(key.account);
      if (accountFailures && accountFailures.count >= settings.accountSlowDownAfter) {
        await sleep(settings.accountDelayMs);
      }
    },

    /** A wrong password (or an unknown address): counted for the client and the account. */
    async failed(email: string, client: string): Promise<void> {
      const key = keys(email, client);
      await Promise.all([
        limits.hit(key.client, settings.clientFailures.windowMs),
        limits.hit(key.account, settings.accountWindowMs),
      ]);
    },

    /** A success: the pair starts afresh; nothing else counts it. */
    async succeeded(email: string, client: string): Promise<void> {
      await limits.reset(keys(email, client).pair);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
