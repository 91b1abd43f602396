import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { PROVIDERS } from '../../src/contracts/account';
import { CORRECTION_CATEGORIES } from '../../src/contracts/correction';
import { FEEDBACK_SUBJECTS } from '../../src/contracts/feedback';
import { VERIFIED_FLAGS } from '../../src/contracts/fields';
import { VERIFY_FLAGS } from '../../src/contracts/identity-verification';
import { SOCIAL_PROVIDERS } from '../../src/contracts/identity';
import { PLAN_IDS } from '../../src/contracts/payments';
import { SURVEY_STEPS } from '../../src/contracts/survey';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Enum-like text columns are typed with their values (`text(name, { enum })`, so rows need no
 * casts) and checked by the database too: this is the check constraint's condition.
 */
function oneOf(column: AnyColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

export const SOCIAL_MEMBER_PROVIDERS = ['GOOGLE', 'FACEBOOK', 'LINE'] as const;
export const VERIFICATION_PURPOSES = ['signup', 'social', 'reset'] as const;
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;

/**
 * Members. A deactivated member keeps its row (for foreign keys) with personal data erased:
 * email, password hash, name, birth date and country are cleared and `deactivated_at` set.
 * A local e-mail is unique among active local members only, so it can sign up again.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    role: text('role').notNull().default('USER'),
    locale: text('locale'),
    /** 'Y', 'N' or null. */
    verified: text('verified', { enum: VERIFIED_FLAGS }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    profileUri: text('profile_uri'),
    birthDate: text('birth_date'),
    countryCode: text('country_code'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deactivatedAt: timestamptz('deactivated_at'),
  },
  (t) => [
    uniqueIndex('members_local_email_active')
      .on(t.email)
      .where(sql`${t.provider} = 'local' and ${t.deactivatedAt} is null`),
    check('members_verified', oneOf(t.verified, VERIFIED_FLAGS)),
    check('members_provider', oneOf(t.provider, PROVIDERS)),
  ],
);

/** Social identities, keyed by (provider, subject); never merged by e-mail. */
export const identities = pgTable(
  'identities',
  {
    provider: text('provider', { enum: SOCIAL_MEMBER_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('identities_member').on(t.memberId),
    check('identities_provider', oneOf(t.provider, SOCIAL_MEMBER_PROVIDERS)),
  ],
);

/** A sign-in session = one refresh-token family, with an absolute end. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** Refresh tokens (SHA-256 of the cookie value); one current token per family at a time. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_session').on(t.sessionId),
  ],
);

/**
 * E-mail verification and password-reset tokens (SHA-256 of the link's token). Every send
 * creates a row, registered address or not, so the rows also count sends per address.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    /** The link's flag. */
    flag: text('flag', { enum: VERIFY_FLAGS }).notNull(),
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    /** For purpose 'signup': when a sign-up used this verification. */
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('verification_tokens_hash').on(t.tokenHash),
    index('verification_tokens_email').on(t.email, t.purpose, t.createdAt),
    check('verification_tokens_purpose', oneOf(t.purpose, VERIFICATION_PURPOSES)),
    check('verification_tokens_flag', oneOf(t.flag, VERIFY_FLAGS)),
  ],
);

/** Outgoing mail; a worker delivers it with retries (SMTP) or leaves it to the dev mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    /** 'failed': gave up; 'held': no SMTP, the dev mailbox only. */
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recipient').on(t.recipient),
    check('mail_outbox_status', oneOf(t.status, MAIL_STATUSES)),
  ],
);

/** Survey submissions; every save is kept (history). */
export const surveySubmissions = pgTable(
  'survey_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('survey_submissions_member').on(t.memberId, t.createdAt)],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => surveySubmissions.id, { onDelete: 'cascade' }),
    step: text('step', { enum: SURVEY_STEPS }).notNull(),
    content: text('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.step, t.content] }),
    check('survey_answers_step', oneOf(t.step, SURVEY_STEPS)),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    subject: text('subject', { enum: FEEDBACK_SUBJECTS }).notNull(),
    message: text('message'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('feedback_subject', oneOf(t.subject, FEEDBACK_SUBJECTS))],
);

/** Plans (seeded by the migrations). */
export const plans = pgTable(
  'plans',
  {
    id: text('id', { enum: PLAN_IDS }).primaryKey(),
    name: text('name').notNull(),
    monthlyCorrections: integer('monthly_corrections'),
    maxCharactersPerRequest: integer('max_characters_per_request').notNull(),
  },
  (t) => [check('plans_id', oneOf(t.id, PLAN_IDS))],
);

/** Paid subscriptions; a member without an active one is on the free plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: PLAN_IDS })
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endsAt: timestamptz('ends_at'),
  },
  (t) => [
    index('subscriptions_member').on(t.memberId, t.status),
    check('subscriptions_status', oneOf(t.status, SUBSCRIPTION_STATUSES)),
  ],
);

/**
 * Suggestions a member applied (POST /api/correction/applied): rule and category only, never
 * the text. Which rules help (statistics); the monthly limit counts `correction_usage`.
 */
export const correctionApplications = pgTable(
  'correction_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    category: text('category', { enum: CORRECTION_CATEGORIES }).notNull(),
    appliedAt: timestamptz('applied_at').notNull(),
  },
  (t) => [
    index('correction_applications_member_time').on(t.memberId, t.appliedAt),
    check('correction_applications_category', oneOf(t.category, CORRECTION_CATEGORIES)),
  ],
);

/**
 * Corrections shown to a member per calendar month (UTC), the count the plan's
 * `monthly_corrections` limits (docs/api.md, "Monthly limit"): one number per member and month,
 * nothing of the text or the issues.
 */
export const correctionUsage = pgTable(
  'correction_usage',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The first instant of the month, UTC. */
    monthStart: timestamptz('month_start').notNull(),
    shown: integer('shown').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.monthStart] }),
    check('correction_usage_shown', sql`${t.shown} >= 0`),
  ],
);

/** Social sign-in attempts started at /auth/social/start (PKCE verifier and nonce). */
export const oauthRequests = pgTable(
  'oauth_requests',
  {
    /** SHA-256 of the HttpOnly cookie value that ties the attempt to the browser. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    state: text('state').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [check('oauth_requests_provider', oneOf(t.provider, SOCIAL_PROVIDERS))],
);

/**
 * Counters of the rate limits, sign-in throttles and lock-outs, shared by every API instance
 * (server/security/limit-store.ts). One row per key (`<what>:<client or account>`): hits in the
 * current fixed window, when it ends, and the last hit. UNLOGGED (migration 0004): no WAL per
 * hit; a crash of PostgreSQL empties the table, as a restart of Redis would.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
  },
  (t) => [index('limit_counters_reset').on(t.resetAt)],
);
