import { desc, eq } from 'drizzle-orm';
import type { SurveyStep } from '../../src/contracts/survey';
import type { Executor } from '../db/database';
import { surveyAnswers, surveySubmissions } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

export interface SurveyAnswers {
  purpose: string[];
  reason: string[];
  apps: string[];
}

export function createSurveyRepository(db: Executor) {
  return {
    /** Saves a new submission; earlier ones stay (history). */
    async save(memberId: string, answers: SurveyAnswers, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [submission] = await tx
          .insert(surveySubmissions)
          .values({ memberId, createdAt: now })
          .returning({ id: surveySubmissions.id });
        const rows = (Object.keys(answers) as SurveyStep[]).flatMap((step) =>
          answers[step].map((content) => ({ submissionId: submission!.id, step, content })),
        );
        await tx.insert(surveyAnswers).values(rows);
      });
    },

    /** The latest submission, or undefined before the first save. */
    async latest(memberId: string) {
      const [submission] = await db
        .select()
        .from(surveySubmissions)
        .where(eq(surveySubmissions.memberId, memberId))
        .orderBy(desc(surveySubmissions.createdAt), desc(surveySubmissions.id))
        .limit(1);
      if (!submission) return undefined;
      const answers = await db
        .select()
        .from(surveyAnswers)
        .where(eq(surveyAnswers.submissionId, submission.id));
      return { createdAt: submission.createdAt, answers };
    },
  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;

declare module '../plugins/database' {
  interface Repositories {
    survey: SurveyRepository;
  }
}

/** Registers `app.repos.survey` (and its place in `app.transaction`). */
export const surveyRepositoryPlugin = repositoryPlugin('survey', createSurveyRepository);
