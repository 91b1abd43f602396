import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as oauth from 'openid-client';
import type { SocialProvider } from '../../src/contracts/identity';
import { isUniqueViolation } from '../db/database';
import type { SOCIAL_MEMBER_PROVIDERS } from '../db/schema';
import { ApiError } from '../errors';
import { randomToken, sha256 } from '../security/crypto';
import type { SignedIn } from './service';
import type { SocialProfile } from './social-clients';

type Deps = Pick<
  FastifyInstance,
  'repos' | 'socialClients' | 'sessionService' | 'settings' | 'clock'
>;

const MEMBER_PROVIDER: Record<SocialProvider, (typeof SOCIAL_MEMBER_PROVIDERS)[number]> = {
  google: 'GOOGLE',
  facebook: 'FACEBOOK',
  line: 'LINE',
};

/**
 * Social sign-in (docs/api.md, "Social sign-in"): an attempt starts with PKCE S256, a nonce and
 * the front end's anti-forgery state, tied to the browser by a random attempt id (only its
 * SHA-256 is stored); the callback's code is exchanged once and signs the member in.
 */
export function createSocialService({
  repos,
  socialClients,
  sessionService,
  settings,
  clock,
}: Deps) {
  function clientOf(provider: SocialProvider) {
    const client = socialClients.get(provider);
    if (!client) throw new ApiError('AUT06');
    return client;
  }

  /** The member of this (provider, subject); created on first sign-in, never merged by e-mail. */
  async function memberFor(
    provider: SocialProvider,
    profile: SocialProfile,
    locale: string | null,
  ): Promise<string> {
    const providerName = MEMBER_PROVIDER[provider];
    const identity = await repos.oauth.findIdentity(providerName, profile.subject);
    if (identity) return identity.memberId;
    const member = await repos.members.insert({
      email: profile.email,
      name: (profile.name ?? profile.email?.split('@')[0] ?? providerName).slice(0, 50),
      provider: providerName,
      verified: profile.email && profile.emailVerified ? 'Y' : 'N',
      profileUri: profile.picture,
      locale,
      createdAt: clock(),
    });
    try {
      await repos.oauth.insertIdentity(providerName, profile.subject, member.id);
      return member.id;
    } catch (error) {
      // A parallel first sign-in of the same identity won: use its member.
      if (!isUniqueViolation(error)) throw error;
      await repos.members.deactivate(member.id, clock());
      const winner = await repos.oauth.findIdentity(providerName, profile.subject);
      if (!winner) throw error;
      return winner.memberId;
    }
  }

  return {
    /** The provider's sign-in address and the attempt id the browser keeps in a cookie. */
    async start(
      provider: SocialProvider,
      state: string,
      log: FastifyBaseLogger,
    ): Promise<{ location: URL; attempt: string }> {
      const client = clientOf(provider);
      const codeVerifier = oauth.randomPKCECodeVerifier();
      const nonce = oauth.randomNonce();
      let location: URL;
      try {
        location = await client.authorizationUrl({ state, nonce, codeVerifier });
      } catch (error) {
        log.warn({ err: error, provider }, 'provider discovery failed');
        throw new ApiError('AUT05');
      }
      const attempt = randomToken();
      const now = clock();
      await repos.oauth.insertRequest({
        id: sha256(attempt),
        provider,
        state,
        codeVerifier,
        nonce,
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.oauthTtlMs),
      });
      return { location, attempt };
    },

    /**
     * Exchanges the callback's code for the browser that started the attempt: the attempt is
     * found only by its HttpOnly cookie (never by `state`, which travels in the callback URL),
     * must match provider and state, be unexpired, and is used up. The PKCE verifier stored
     * with it is what the provider checks the code against, so a code is useless elsewhere.
     */
    async exchange(input: {
      provider: SocialProvider;
      code: string;
      state: string | undefined;
      attemptCookie: string | undefined;
      locale: string | null;
      log: FastifyBaseLogger;
    }): Promise<SignedIn> {
      const { provider, code, state, attemptCookie } = input;
      const client = clientOf(provider);
      const attempt = attemptCookie
        ? await repos.oauth.findRequest(sha256(attemptCookie))
        : undefined;
      const now = clock();
      if (
        !attempt ||
        attempt.provider !== provider ||
        (state !== undefined && state !== attempt.state) ||
        attempt.expiresAt <= now ||
        !(await repos.oauth.consumeRequest(attempt.id, now))
      ) {
        throw new ApiError('AUT05');
      }

      let profile: SocialProfile;
      try {
        profile = await client.exchange({
          code,
          state: attempt.state,
          nonce: attempt.nonce,
          codeVerifier: attempt.codeVerifier,
        });
      } catch (error) {
        input.log.warn({ provider, reason: (error as Error).message }, 'code exchange failed');
        throw new ApiError('AUT05');
      }

      const memberId = await memberFor(provider, profile, input.locale);
      const answered = await repos.members.hasAnsweredSurvey(memberId);
      return { tokens: await sessionService.start(memberId), code: answered ? 'MEM02' : 'MEM01' };
    },
  };
}
