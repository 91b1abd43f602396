import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as 43 base64url characters (links, cookies, PKCE verifiers). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (hex): a database leak reveals no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
