import fp from 'fastify-plugin';
import { createDatabase, runMigrations, type Database, type Executor } from '../db/database';

/**
 * Every repository of the app by name, as `app.repos` holds them. Empty here: each server
 * feature adds its own by declaration merging beside its repository, and registers it with
 * {@link repositoryPlugin}, so this file knows no feature:
 *
 *     declare module '../plugins/database' {
 *       interface Repositories { feedback: FeedbackRepository }
 *     }
 *     export const feedbackRepositoryPlugin = repositoryPlugin('feedback', createFeedbackRepository);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Repositories {}

export type RepositoryName = keyof Repositories;

/** Builds a repository over the database or over one transaction. */
export type RepositoryFactory<K extends RepositoryName> = (db: Executor) => Repositories[K];

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The repositories the features registered, over the database. */
    repos: Repositories;
    /**
     * Runs one use case in one transaction: `work` gets every registered repository bound to
     * it (each built when first used); it commits when `work` resolves and rolls back when it
     * throws.
     */
    transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  }
}

/** The factories registered so far, by the app's `repos` object (for `app.transaction`). */
const factoriesOf = new WeakMap<Repositories, Map<RepositoryName, (db: Executor) => unknown>>();

/** The registered repositories over `db`, each built on first use. */
function bindRepositories(
  factories: Map<RepositoryName, (db: Executor) => unknown>,
  db: Executor,
): Repositories {
  const bound = {};
  for (const [name, factory] of factories) {
    let repository: unknown;
    Object.defineProperty(bound, name, {
      enumerable: true,
      get: () => (repository ??= factory(db)),
    });
  }
  return bound as Repositories;
}

export interface DatabasePluginOptions {
  /** Apply the migrations at start-up (default true). */
  migrate?: boolean;
}

/**
 * Drizzle over the pool with the migrations applied (`app.db`), the repositories the features
 * register (`app.repos`) and, bound to one transaction, `app.transaction`.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { migrate = true }) => {
    const db = createDatabase(app.pool);
    if (migrate) await runMigrations(db, app.pool);
    const factories = new Map<RepositoryName, (db: Executor) => unknown>();
    const repos = {} as Repositories;
    factoriesOf.set(repos, factories);
    app.decorate('db', db);
    app.decorate('repos', repos);
    app.decorate('transaction', <T>(work: (repos: Repositories) => Promise<T>) =>
      db.transaction((tx) => work(bindRepositories(factories, tx))),
    );
  },
  { name: 'database' },
);

/**
 * The plugin through which a feature registers one repository: `app.repos[name]` over the
 * database, and the same repository inside every `app.transaction`. Its plugin name is
 * `<name>-repository`, for the plugins that depend on it.
 */
export function repositoryPlugin<K extends RepositoryName>(name: K, create: RepositoryFactory<K>) {
  return fp(
    async (app) => {
      const factories = factoriesOf.get(app.repos);
      if (!factories) throw new Error(`register databasePlugin before the ${name} repository`);
      factories.set(name, create);
      app.repos[name] = create(app.db);
    },
    { name: `${name}-repository`, dependencies: ['database'] },
  );
}
