import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { identities, oauthRequests, type SOCIAL_MEMBER_PROVIDERS } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

/** The provider as member rows and identities name it (`GOOGLE`, ...). */
type MemberProvider = (typeof SOCIAL_MEMBER_PROVIDERS)[number];

export type OAuthRequestRow = typeof oauthRequests.$inferSelect;

export function createOAuthRepository(db: Executor) {
  return {
    async insertRequest(row: typeof oauthRequests.$inferInsert): Promise<void> {
      await db.insert(oauthRequests).values(row);
    },

    async findRequest(id: string): Promise<OAuthRequestRow | undefined> {
      const [row] = await db.select().from(oauthRequests).where(eq(oauthRequests.id, id));
      return row;
    },

    /** Single use: false when the attempt was already used. */
    async consumeRequest(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(oauthRequests)
        .set({ consumedAt: now })
        .where(and(eq(oauthRequests.id, id), isNull(oauthRequests.consumedAt)))
        .returning({ id: oauthRequests.id });
      return rows.length === 1;
    },

    async findIdentity(provider: MemberProvider, subject: string) {
      const [row] = await db
        .select()
        .from(identities)
        .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
      return row;
    },

    async insertIdentity(
      provider: MemberProvider,
      subject: string,
      memberId: string,
    ): Promise<void> {
      await db.insert(identities).values({ provider, subject, memberId });
    },
  };
}

export type OAuthRepository = ReturnType<typeof createOAuthRepository>;

declare module '../plugins/database' {
  interface Repositories {
    oauth: OAuthRepository;
  }
}

/** Registers `app.repos.oauth` (and its place in `app.transaction`). */
export const oauthRepositoryPlugin = repositoryPlugin('oauth', createOAuthRepository);
