declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL the server tests run against (tests/setup/postgres.ts). */
    databaseUrl: string;
  }
}

export {};
