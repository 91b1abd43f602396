import { ApiError } from '../errors';
import type { SessionsRepository } from './sessions-repository';
import type { AppSettings } from '../settings';
import type { AccessTokens } from './access-tokens';
import { randomToken, sha256 } from '../security/crypto';

export interface IssuedTokens {
  accessToken: string;
  /** A new refresh cookie value, or undefined when the browser already holds the current one. */
  refresh?: { value: string; expiresAt: Date };
}

export interface SessionServiceOptions {
  sessions: SessionsRepository;
  accessTokens: AccessTokens;
  settings: AppSettings;
  clock: () => Date;
}

/**
 * Sessions = refresh-token families. Access tokens live 15 minutes; refresh tokens rotate on
 * every reissue; reuse of a rotated token after the grace period revokes the whole family;
 * every family ends at its absolute expiry. Revoking the session refuses its access tokens
 * at once, because every authenticated request checks the session.
 */
export function createSessionService({
  sessions,
  accessTokens,
  settings,
  clock,
}: SessionServiceOptions) {
  function refreshExpiry(now: Date, sessionEnd: Date): Date {
    return new Date(Math.min(now.getTime() + settings.refreshTtlMs, sessionEnd.getTime()));
  }

  return {
    /** A new session; `repository` is a use case's transaction's (sign-up) or the default. */
    async start(
      memberId: string,
      repository: SessionsRepository = sessions,
    ): Promise<IssuedTokens & { sessionId: string }> {
      const now = clock();
      const expiresAt = new Date(now.getTime() + settings.sessionTtlMs);
      const value = randomToken();
      const refreshExpiresAt = refreshExpiry(now, expiresAt);
      const session = await repository.create({
        memberId,
        now,
        expiresAt,
        refreshHash: sha256(value),
        refreshExpiresAt,
      });
      return {
        sessionId: session.id,
        accessToken: await accessTokens.sign(memberId, session.id),
        refresh: { value, expiresAt: refreshExpiresAt },
      };
    },

    async reissue(bearer: string | undefined, cookie: string | undefined): Promise<IssuedTokens> {
      if (!bearer || !cookie) throw new ApiError('TOK07');
      const claims = await accessTokens.verifyAllowingExpiry(bearer);
      if (!claims) throw new ApiError('TOK07');
      const found = await sessions.findRefresh(sha256(cookie));
      const now = clock();
      if (
        !found ||
        found.session.id !== claims.sessionId ||
        found.session.memberId !== claims.memberId
      ) {
        throw new ApiError('TOK07');
      }
      const { token, session } = found;
      if (session.revokedAt || session.expiresAt <= now) throw new ApiError('TOK07');
      if (token.expiresAt <= now) throw new ApiError('TOK07');

      const value = randomToken();
      const expiresAt = refreshExpiry(now, session.expiresAt);
      const rotated = await sessions.rotate(token.id, {
        sessionId: session.id,
        tokenHash: sha256(value),
        now,
        expiresAt,
      });
      if (rotated) {
        return {
          accessToken: await accessTokens.sign(session.memberId, session.id),
          refresh: { value, expiresAt },
        };
      }

      // Already rotated: another tab's reissue moments ago (grace), or a replay.
      const current = await sessions.findRefreshById(token.id);
      const rotatedAt = current?.rotatedAt ?? token.rotatedAt;
      if (rotatedAt && now.getTime() - rotatedAt.getTime() <= settings.reissueGraceMs) {
        if (!(await sessions.findLive(session.id, session.memberId, now))) {
          throw new ApiError('TOK07');
        }
        return { accessToken: await accessTokens.sign(session.memberId, session.id) };
      }
      await sessions.revoke(session.id, now, 'refresh-replay');
      throw new ApiError('TOK07');
    },

    /** The session a refresh cookie belongs to (for "end the other sessions"). */
    async sessionOfCookie(cookie: string | undefined) {
      if (!cookie) return undefined;
      return (await sessions.findRefresh(sha256(cookie)))?.session;
    },

    async end(sessionId: string, reason: string): Promise<void> {
      await sessions.revoke(sessionId, clock(), reason);
    },

    async endAllOf(memberId: string, reason: string, keep?: string): Promise<void> {
      await sessions.revokeAllOf(memberId, clock(), reason, keep);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
