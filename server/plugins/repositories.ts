import fp from 'fastify-plugin';
import { createDatabase, runMigrations, type Database, type Executor } from '../db/database';
import { createCorrectionsRepository, type CorrectionsRepository } from '../correction/repository';
import { createFeedbackRepository, type FeedbackRepository } from '../feedback/repository';
import { createMailOutboxRepository, type MailOutboxRepository } from '../mail/outbox-repository';
import { createMembersRepository, type MembersRepository } from '../account/repository';
import { createOAuthRepository, type OAuthRepository } from '../identity/oauth-repository';
import { createSessionsRepository, type SessionsRepository } from '../identity/sessions-repository';
import {
  createSubscriptionsRepository,
  type SubscriptionsRepository,
} from '../payments/repository';
import { createSurveyRepository, type SurveyRepository } from '../survey/repository';
import {
  createVerificationTokensRepository,
  type VerificationTokensRepository,
} from '../identity/verification-repository';

export interface Repositories {
  members: MembersRepository;
  sessions: SessionsRepository;
  verificationTokens: VerificationTokensRepository;
  mailOutbox: MailOutboxRepository;
  survey: SurveyRepository;
  feedback: FeedbackRepository;
  subscriptions: SubscriptionsRepository;
  oauth: OAuthRepository;
  corrections: CorrectionsRepository;
}

/** The repositories bound to one transaction (the correction feature keeps its own locking). */
export type TransactionRepositories = Omit<Repositories, 'corrections'>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repositories;
    /**
     * Runs one use case in one transaction: `work` gets the repositories bound to it; it
     * commits when `work` resolves and rolls back when it throws.
     */
    transaction<T>(work: (repos: TransactionRepositories) => Promise<T>): Promise<T>;
  }
}

/** Every repository except the correction feature's, over the database or a transaction. */
export function createRepositories(db: Executor): TransactionRepositories {
  return {
    members: createMembersRepository(db),
    sessions: createSessionsRepository(db),
    verificationTokens: createVerificationTokensRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    survey: createSurveyRepository(db),
    feedback: createFeedbackRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    oauth: createOAuthRepository(db),
  };
}

export interface RepositoriesPluginOptions {
  /** Apply the migrations at start-up (default true). */
  migrate?: boolean;
}

/**
 * Drizzle over the pool, migrations applied, repositories exposed as `app.repos` and, bound to
 * one transaction, through `app.transaction`.
 */
export const repositoriesPlugin = fp<RepositoriesPluginOptions>(
  async (app, { migrate = true }) => {
    const db = createDatabase(app.pool);
    if (migrate) await runMigrations(db, app.pool);
    app.decorate('db', db);
    app.decorate('repos', {
      ...createRepositories(db),
      corrections: createCorrectionsRepository(db),
    });
    app.decorate('transaction', <T>(work: (repos: TransactionRepositories) => Promise<T>) =>
      db.transaction((tx) => work(createRepositories(tx))),
    );
  },
  { name: 'repositories' },
);
