import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../../src/contracts/common';
import { ApiError } from '../errors';
import type { MemberRow } from '../account/repository';
import { createAccessTokens, type AccessTokens } from '../identity/access-tokens';
import {
  createSessionService,
  type IssuedTokens,
  type SessionService,
} from '../identity/session-service';

export interface AuthContext {
  memberId: string;
  sessionId: string;
  /** The member row, loaded with the session check (one query per private call). */
  member: MemberRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    sessionService: SessionService;
    /** onRequest hook for private calls: 401 AUT03 unless a live session's access token is sent. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Name of the refresh-token cookie (`__Host-` prefixed in production). */
    refreshCookieName: string;
    /** Sets the access token header (and the refresh cookie when one was issued). */
    sendTokens(reply: FastifyReply, tokens: IssuedTokens): void;
    clearRefreshCookie(reply: FastifyReply): void;
  }
  interface FastifyRequest {
    auth: AuthContext | undefined;
  }
}

export const authPlugin = fp(
  async (app) => {
    const production = app.config.nodeEnv === 'production';
    const accessTokens = createAccessTokens({
      secret: app.config.jwtSecret,
      issuer: app.config.jwtIssuer,
      audience: app.config.jwtAudience,
      clock: app.clock,
    });
    app.decorate('accessTokens', accessTokens);
    app.decorate(
      'sessionService',
      createSessionService({
        sessions: app.repos.sessions,
        accessTokens,
        settings: app.settings,
        clock: app.clock,
      }),
    );
    app.decorateRequest('auth', undefined);

    const cookieName = production ? '__Host-dadeum_rt' : 'dadeum_rt';
    app.decorate('refreshCookieName', cookieName);
    const cookieBase = {
      httpOnly: true,
      secure: production,
      sameSite: 'lax' as const,
      path: '/',
    };

    app.decorate('sendTokens', (reply: FastifyReply, tokens: IssuedTokens) => {
      reply.header('authorization', `Bearer ${tokens.accessToken}`);
      reply.header('cache-control', 'no-store');
      if (tokens.refresh) {
        const maxAge = Math.max(
          1,
          Math.floor((tokens.refresh.expiresAt.getTime() - app.clock().getTime()) / 1000),
        );
        reply.setCookie(cookieName, tokens.refresh.value, { ...cookieBase, maxAge });
      }
    });

    app.decorate('clearRefreshCookie', (reply: FastifyReply) => {
      reply.clearCookie(cookieName, cookieBase);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new ApiError('AUT03');
      const claims = await accessTokens.verify(token);
      if (!claims) throw new ApiError('AUT03');
      const live = await app.repos.sessions.findLive(
        claims.sessionId,
        claims.memberId,
        app.clock(),
      );
      if (!live) throw new ApiError('AUT03');
      request.auth = {
        memberId: claims.memberId,
        sessionId: claims.sessionId,
        member: live.member,
      };
    });
  },
  { name: 'auth', dependencies: ['sessions-repository'] },
);

/** The authenticated member of a private route (after `onRequest: app.authenticate`). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError('AUT03');
  return request.auth;
}
