import type { FastifyInstance } from 'fastify';
import type { SignUpRequest } from '../../src/contracts/identity';
import { isUniqueViolation } from '../db/database';
import { ApiError } from '../errors';
import { createFixedWindowLimiter } from '../security/fixed-window';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { IssuedTokens } from './session-service';

type Deps = Pick<FastifyInstance, 'repos' | 'sessionService' | 'settings' | 'clock'>;

export interface SignedIn {
  tokens: IssuedTokens;
  /** MEM01: the usage survey is not answered yet; MEM02: it is. */
  code: 'MEM01' | 'MEM02';
}

/**
 * Sign-in with e-mail and password, and sign-up (docs/api.md, "Tokens and sessions"): each
 * starts a session; the routes send its tokens.
 */
export function createIdentityService({ repos, sessionService, settings, clock }: Deps) {
  const limit = settings.rateLimits.signInPerAccount;
  const perAccount = createFixedWindowLimiter(limit.max, limit.windowMs, clock);

  return {
    async signIn(email: string, password: string): Promise<SignedIn> {
      const wait = perAccount.hit(email);
      if (wait > 0) throw new ApiError('ERR02', { 'retry-after': String(wait) });
      const member = await repos.members.findActiveLocalByEmail(email);
      const ok = await verifyPassword(member?.passwordHash, password);
      if (!member || !ok) throw new ApiError('AUT01');
      const answered = await repos.members.hasAnsweredSurvey(member.id);
      return { tokens: await sessionService.start(member.id), code: answered ? 'MEM02' : 'MEM01' };
    },

    /** A local account for an address verified within the sign-up window; a new member. */
    async signUp(body: SignUpRequest, locale: string | null): Promise<IssuedTokens> {
      const now = clock();
      if (await repos.members.findActiveLocalByEmail(body.email)) throw new ApiError('VAL04');
      const verification = await repos.verificationTokens.findConfirmedSignup(
        body.email,
        new Date(now.getTime() - settings.signupWindowMs),
      );
      if (!verification) throw new ApiError('VAL05');
      const passwordHash = await hashPassword(body.password);
      let memberId: string;
      try {
        const member = await repos.members.insert({
          email: body.email,
          passwordHash,
          name: body.name,
          provider: 'local',
          verified: 'Y',
          birthDate: body.birth_date,
          countryCode: body.country_code,
          locale,
          createdAt: now,
        });
        memberId = member.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError('VAL04');
        throw error;
      }
      await repos.verificationTokens.markUsed(verification.id, now);
      return sessionService.start(memberId);
    },
  };
}
