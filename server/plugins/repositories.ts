import fp from 'fastify-plugin';
import { createDatabase, runMigrations, type Database } from '../db/database';
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

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repositories;
  }
}

export interface RepositoriesPluginOptions {
  /** Apply the migrations at start-up (default true). */
  migrate?: boolean;
}

/** Drizzle over the pool, migrations applied, repositories exposed as `app.repos`. */
export const repositoriesPlugin = fp<RepositoriesPluginOptions>(
  async (app, { migrate = true }) => {
    const db = createDatabase(app.pool);
    if (migrate) await runMigrations(db, app.pool);
    app.decorate('db', db);
    app.decorate('repos', {
      members: createMembersRepository(db),
      sessions: createSessionsRepository(db),
      verificationTokens: createVerificationTokensRepository(db),
      mailOutbox: createMailOutboxRepository(db),
      survey: createSurveyRepository(db),
      feedback: createFeedbackRepository(db),
      subscriptions: createSubscriptionsRepository(db),
      oauth: createOAuthRepository(db),
      corrections: createCorrectionsRepository(db),
    });
  },
  { name: 'repositories' },
);
