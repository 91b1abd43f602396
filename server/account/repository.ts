import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  identities,
  mailOutbox,
  members,
  sessions,
  surveySubmissions,
  verificationTokens,
} from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export function createMembersRepository(db: Executor) {
  return {
    async findActiveLocalByEmail(email: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.email, email),
            eq(members.provider, 'local'),
            isNull(members.deactivatedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async findActiveById(id: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.id, id), isNull(members.deactivatedAt)))
        .limit(1);
      return row;
    },

    async insert(member: NewMember): Promise<MemberRow> {
      const [row] = await db.insert(members).values(member).returning();
      return row!;
    },

    /** The member's language (ko or en); the updated row, none for a deactivated member. */
    async setLocale(id: string, locale: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .update(members)
        .set({ locale })
        .where(and(eq(members.id, id), isNull(members.deactivatedAt)))
        .returning();
      return row;
    },

    async updatePassword(id: string, passwordHash: string): Promise<void> {
      await db.update(members).set({ passwordHash }).where(eq(members.id, id));
    },

    /** Marks the active social accounts with this address verified (the mailbox was proven). */
    async verifySocialEmail(email: string): Promise<void> {
      await db
        .update(members)
        .set({ verified: 'Y' })
        .where(
          and(
            eq(members.email, email),
            ne(members.provider, 'local'),
            isNull(members.deactivatedAt),
          ),
        );
    },

    async hasUnverifiedSocialAccount(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.email, email),
            ne(members.provider, 'local'),
            isNull(members.deactivatedAt),
            sql`coalesce(${members.verified}, 'N') <> 'Y'`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async hasAnsweredSurvey(memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: surveySubmissions.id })
        .from(surveySubmissions)
        .where(eq(surveySubmissions.memberId, memberId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Deactivation: ends every session, unlinks social identities, erases personal data
     * (keeping the row for foreign keys) and deletes mail and tokens addressed to it.
     */
    async deactivate(id: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [member] = await tx
          .select({ email: members.email })
          .from(members)
          .where(eq(members.id, id))
          .for('update');
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: 'deactivated' })
          .where(and(eq(sessions.memberId, id), isNull(sessions.revokedAt)));
        await tx.delete(identities).where(eq(identities.memberId, id));
        if (member?.email) {
          await tx.delete(verificationTokens).where(eq(verificationTokens.email, member.email));
          await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, member.email));
        }
        await tx
          .update(members)
          .set({
            email: null,
            passwordHash: null,
            name: 'deleted',
            locale: null,
            verified: null,
            profileUri: null,
            birthDate: null,
            countryCode: null,
            deactivatedAt: now,
          })
          .where(eq(members.id, id));
      });
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;

declare module '../plugins/database' {
  interface Repositories {
    members: MembersRepository;
  }
}

/** Registers `app.repos.members` (and its place in `app.transaction`). */
export const membersRepositoryPlugin = repositoryPlugin('members', createMembersRepository);
