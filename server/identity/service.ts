import type { FastifyInstance } from 'fastify';
import type { SignUpRequest } from '../../src/contracts/identity';
import { isUniqueViolation } from '../db/database';
import { ApiError } from '../errors';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { IssuedTokens } from './session-service';
import { createSignInThrottle } from './sign-in-throttle';

type Deps = Pick<
  FastifyInstance,
  'repos' | 'transaction' | 'limits' | 'sessionService' | 'settings' | 'clock'
>;

export interface SignedIn {
  tokens: IssuedTokens;
  /** MEM01: the usage survey is not answered yet; MEM02: it is. */
  code: 'MEM01' | 'MEM02';
}

/**
 * Sign-in with e-mail and password, and sign-up (docs/api.md, "Tokens and sessions"): each
 * starts a session; the routes send its tokens.
 */
export function createIdentityService({
  repos,
  transaction,
  limits,
  sessionService,
  settings,
  clock,
}: Deps) {
  const throttle = createSignInThrottle(limits, settings.signInThrottle, clock);

  return {
    /** `client` is the caller's address (the throttle counts failures per account and client). */
    async signIn(email: string, password: string, client: string): Promise<SignedIn> {
      await throttle.before(email, client);
      const member = await repos.members.findActiveLocalByEmail(email);
      const ok = await verifyPassword(member?.passwordHash, password);
      if (!member || !ok) {
        await throttle.failed(email, client);
        throw new ApiError('AUT01');
      }
      await throttle.succeeded(email, client);
      const answered = await repos.members.hasAnsweredSurvey(member.id);
      return { tokens: await sessionService.start(member.id), code: answered ? 'MEM02' : 'MEM01' };
    },

    /**
     * A local account for an address verified within the sign-up window: the member, the used
     * verification and the first session are written in one transaction (all or nothing).
     */
    async signUp(body: SignUpRequest, locale: string | null): Promise<IssuedTokens> {
      const since = () => new Date(clock().getTime() - settings.signupWindowMs);
      // Cheap refusals first, then the slow hash, outside the transaction.
      if (await repos.members.findActiveLocalByEmail(body.email)) throw new ApiError('VAL04');
      if (!(await repos.verificationTokens.findConfirmedSignup(body.email, since()))) {
        throw new ApiError('VAL05');
      }
      const passwordHash = await hashPassword(body.password);
      return transaction(async (tx) => {
        const now = clock();
        const verification = await tx.verificationTokens.findConfirmedSignup(body.email, since());
        if (!verification) throw new ApiError('VAL05');
        let memberId: string;
        try {
          const member = await tx.members.insert({
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
        await tx.verificationTokens.markUsed(verification.id, now);
        return sessionService.start(memberId, tx.sessions);
      });
    },
  };
}
