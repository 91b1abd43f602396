import type { FastifyInstance } from 'fastify';
import {
  VERIFY_EMAIL_PAGE_PATH,
  type ResetEmailRequest,
  type SendEmailRequest,
  type VerifyEmailQuery,
  type VerifyFlag,
} from '../../src/contracts/identity-verification';
import { ApiError } from '../errors';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { randomToken, sha256 } from '../security/crypto';
import { hashPassword } from '../security/passwords';
import type { OutgoingMail } from '../mail/outbox-repository';
import type { Repositories } from '../plugins/database';
import type { VerificationPurpose } from './verification-repository';

type Deps = Pick<
  FastifyInstance,
  | 'repos'
  | 'transaction'
  | 'mailer'
  | 'sessionService'
  | 'accessTokens'
  | 'settings'
  | 'config'
  | 'clock'
>;

/**
 * E-mail verification and password reset by mailed links (docs/api.md, "E-mail verification
 * and password reset"). Link tokens are 256 random bits; only their SHA-256 is stored.
 */
export function createVerificationService(app: Deps) {
  const { repos, settings, clock } = app;
  const minutes = Math.round(settings.verificationTtlMs / 60_000);

  /**
   * One send of a link, as one atomic step: under a per-address lock (shared by every API
   * instance), at most `mailsPerAddress` mails per address and kind in 24 hours, at least
   * `mailGapMs` apart, then the link row (which is also the count) and the mail, committed
   * together. Counts every request, registered address or not, so the reply reveals nothing.
   * `mailFor` decides inside the transaction whether the address gets the mail.
   */
  async function sendLink(
    email: string,
    kind: 'verification' | 'reset',
    link: { purpose: VerificationPurpose; flag: VerifyFlag },
    mailFor: (repos: Repositories, url: string) => Promise<OutgoingMail | undefined>,
  ): Promise<void> {
    const purposes: VerificationPurpose[] = kind === 'reset' ? ['reset'] : ['signup', 'social'];
    const queued = await app.transaction(async (repos) => {
      await repos.verificationTokens.lockAddress(email, kind);
      const now = clock();
      const stats = await repos.verificationTokens.sendStats(
        email,
        purposes,
        new Date(now.getTime() - 24 * 3600_000),
      );
      if (stats.latest) {
        const wait = stats.latest.getTime() + settings.mailGapMs - now.getTime();
        if (wait > 0) {
          throw new ApiError('VAL11', { 'retry-after': String(Math.ceil(wait / 1000)) });
        }
      }
      if (stats.sends >= settings.mailsPerAddress) throw new ApiError('VAL10');
      const token = randomToken();
      await repos.verificationTokens.insert({
        tokenHash: sha256(token),
        purpose: link.purpose,
        flag: link.flag,
        email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.verificationTtlMs),
      });
      const url = new URL(VERIFY_EMAIL_PAGE_PATH, app.config.webOrigin);
      url.searchParams.set('token', token);
      url.searchParams.set('flag', link.flag);
      const mail = await mailFor(repos, url.toString());
      if (mail) await app.mailer.queue(repos, mail);
      return mail !== undefined;
    });
    if (queued) app.mailer.wake();
  }

  /**
   * change-password comes from a signed-in member's profile: when the bearer token is a social
   * account's, there is no password to change (MEM14). Without a token nothing is revealed.
   */
  async function refuseSocialAccount(token: string | undefined) {
    const claims = token ? await app.accessTokens.verify(token) : undefined;
    if (!claims) return;
    const member = await repos.members.findActiveById(claims.memberId);
    if (member && member.provider !== 'local') throw new ApiError('MEM14');
  }

  return {
    /** How long a mailed link works, in minutes: what the mails and the sent dialog say. */
    linkMinutes: minutes,
    /** Whether the address is free for a new local account. */
    async isRegistered(email: string): Promise<boolean> {
      return (await repos.members.findActiveLocalByEmail(email)) !== undefined;
    },

    /** `local`: the sign-up link; `social`: verifies a social account's address. */
    async sendVerification({ email, flag = 'local' }: SendEmailRequest): Promise<void> {
      if (flag === 'local') {
        if (await repos.members.findActiveLocalByEmail(email)) throw new ApiError('VAL04');
        await sendLink(email, 'verification', { purpose: 'signup', flag }, async (_repos, url) =>
          verificationMail(email, url, minutes),
        );
        return;
      }
      await sendLink(email, 'verification', { purpose: 'social', flag }, async (tx, url) =>
        (await tx.members.hasUnverifiedSocialAccount(email))
          ? verificationMail(email, url, minutes)
          : undefined,
      );
    },
    /**
     * Checks a link. Verification links (local, social) are consumed here; reset links only
     * checked (the reset consumes them).
     */
    async checkLink({
      token,
      flag,
    }: VerifyEmailQuery): Promise<{ flag: VerifyFlag; email: string }> {
      const now = clock();
      const row = await repos.verificationTokens.findByHash(sha256(token));
      if (!row || (flag && flag !== row.flag)) throw new ApiError('VAL06');
      if (row.consumedAt) throw new ApiError('VAL09');
      if (row.expiresAt <= now) throw new ApiError('VAL08');
      if (row.purpose === 'signup' || row.purpose === 'social') {
        if (!(await repos.verificationTokens.consume(row.id, now))) throw new ApiError('VAL09');
        if (row.purpose === 'social') await repos.members.verifySocialEmail(row.email);
      }
      return { flag: row.flag, email: row.email };
    },

    /** Mails a reset link when the address has a password; the caller never learns which. */
    async sendReset({ email, flag }: ResetEmailRequest, bearer: string | undefined) {
      if (flag === 'change-password') await refuseSocialAccount(bearer);
      await sendLink(email, 'reset', { purpose: 'reset', flag }, async (tx, url) =>
        (await tx.members.findActiveLocalByEmail(email))?.passwordHash
          ? passwordResetMail(email, url, minutes)
          : undefined,
      );
    },
    /**
     * Sets the new password with a reset link's token and ends the member's other sessions
     * (the one of `keepSessionCookie`'s browser stays), all in one transaction.
     */
    async resetPassword(
      token: string,
      email: string,
      password: string,
      keepSessionCookie: string | undefined,
    ): Promise<void> {
      const now = clock();
      const row = await repos.verificationTokens.findByHash(sha256(token));
      if (!row || row.purpose !== 'reset' || row.email !== email) throw new ApiError('VAL06');
      if (row.consumedAt) throw new ApiError('VAL09');
      if (row.expiresAt <= now) throw new ApiError('VAL08');
      // A valid link whose account was deactivated since it was sent.
      const member = await repos.members.findActiveLocalByEmail(row.email);
      if (!member) throw new ApiError('MEM09');
      const passwordHash = await hashPassword(password);
      const current = await app.sessionService.sessionOfCookie(keepSessionCookie);
      const keep = current?.memberId === member.id ? current.id : undefined;
      // The used link, the new password and the ended sessions: one transaction.
      await app.transaction(async (tx) => {
        if (!(await tx.verificationTokens.consume(row.id, now))) throw new ApiError('VAL09');
        await tx.members.updatePassword(member.id, passwordHash);
        await tx.sessions.revokeAllOf(member.id, clock(), 'password-reset', keep);
      });
    },
  };
}
