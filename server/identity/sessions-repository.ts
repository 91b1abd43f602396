import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { members, refreshTokens, sessions } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

export type SessionRow = typeof sessions.$inferSelect;

/** The live-session check as one prepared statement (placeholders: sessionId, memberId, now). */
function prepareFindLive(db: Executor) {
  return db
    .select({ id: sessions.id, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.memberId, sql.placeholder('memberId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(members.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare('sessions_find_live');
}

export function createSessionsRepository(db: Executor) {
  let findLiveStatement: ReturnType<typeof prepareFindLive> | undefined;
  return {
    async create(input: {
      memberId: string;
      now: Date;
      expiresAt: Date;
      refreshHash: string;
      refreshExpiresAt: Date;
    }): Promise<SessionRow> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({ memberId: input.memberId, createdAt: input.now, expiresAt: input.expiresAt })
          .returning();
        await tx.insert(refreshTokens).values({
          sessionId: session!.id,
          tokenHash: input.refreshHash,
          createdAt: input.now,
          expiresAt: input.refreshExpiresAt,
        });
        return session!;
      });
    },

    /**
     * The session behind an access token and its member, if still usable at `now`: every
     * private call asks, so the statement is built once and prepared on each connection.
     */
    async findLive(sessionId: string, memberId: string, now: Date) {
      findLiveStatement ??= prepareFindLive(db);
      const [row] = await findLiveStatement.execute({ sessionId, memberId, now });
      return row;
    },

    async findRefresh(tokenHash: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Rotation as one step: marks the token used and stores its successor in one transaction;
     * false (nothing written) when another request, on this instance or another, rotated it
     * first (the conditional update lets exactly one of them win).
     */
    async rotate(
      tokenId: string,
      next: { sessionId: string; tokenHash: string; now: Date; expiresAt: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(refreshTokens)
          .set({ rotatedAt: next.now })
          .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
          .returning({ id: refreshTokens.id });
        if (rows.length !== 1) return false;
        await tx.insert(refreshTokens).values({
          sessionId: next.sessionId,
          tokenHash: next.tokenHash,
          createdAt: next.now,
          expiresAt: next.expiresAt,
        });
        return true;
      });
    },

    async findRefreshById(tokenId: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, tokenId));
      return row;
    },

    async revoke(sessionId: string, now: Date, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every session of a member except `keep` (e.g. after a password change). */
    async revokeAllOf(memberId: string, now: Date, reason: string, keep?: string): Promise<void> {
      const conditions = [eq(sessions.memberId, memberId), isNull(sessions.revokedAt)];
      if (keep) conditions.push(ne(sessions.id, keep));
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(...conditions));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module '../plugins/database' {
  interface Repositories {
    sessions: SessionsRepository;
  }
}

/** Registers `app.repos.sessions` (and its place in `app.transaction`). */
export const sessionsRepositoryPlugin = repositoryPlugin('sessions', createSessionsRepository);
