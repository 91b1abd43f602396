import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1) in every environment, tests
 * included: the tests hash few passwords, so they pay the real cost.
 */
const PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown address, social account) it still runs
 * one verification against a dummy hash, so both failures take about the same time.
 */
export async function verifyPassword(stored: string | null | undefined, password: string) {
  if (!stored) {
    dummyHash ??= hashPassword('dummy-password-for-timing-Aa1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
