import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  memberId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface AccessTokenOptions {
  secret: string;
  issuer: string;
  audience: string;
  clock: () => Date;
}

/** HS256 access tokens: `sub` member id, `sid` session (refresh family) id, 15 minutes. */
export function createAccessTokens({ secret, issuer, audience, clock }: AccessTokenOptions) {
  // Imported once: given the raw bytes, jose imports the key anew for every token it checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  function toClaims(payload: JWTPayload): AccessClaims | undefined {
    const sid = payload.sid;
    if (typeof payload.sub !== 'string' || typeof sid !== 'string' || !payload.exp)
      return undefined;
    return { memberId: payload.sub, sessionId: sid, expiresAt: new Date(payload.exp * 1000) };
  }

  return {
    async sign(memberId: string, sessionId: string): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(memberId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .setJti(randomUUID())
        .sign(await key);
    },

    /** Checks signature (HS256 only), `iss`, `aud` and `exp`; undefined when anything fails. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: clock(),
          requiredClaims: ['exp', 'sub', 'iat'],
        });
        return toClaims(payload);
      } catch {
        return undefined;
      }
    },

    /**
     * For reissue: like verify, but an expired token is accepted (signature, issuer and
     * audience still checked).
     */
    async verifyAllowingExpiry(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: clock(),
          requiredClaims: ['exp', 'sub', 'iat'],
        });
        return toClaims(payload);
      } catch (error) {
        if (!(error instanceof errors.JWTExpired)) return undefined;
        // The signature was verified; other claims may not have been: check them here.
        const payload = error.payload;
        const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        if (payload.iss !== issuer || !audiences.includes(audience)) return undefined;
        return toClaims(payload);
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
