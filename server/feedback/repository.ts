import type { FeedbackSubject } from '../../src/contracts/feedback';
import type { Executor } from '../db/database';
import { feedback } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

export function createFeedbackRepository(db: Executor) {
  return {
    async insert(input: {
      memberId: string;
      subject: FeedbackSubject;
      message: string | null;
      now: Date;
    }): Promise<void> {
      await db.insert(feedback).values({
        memberId: input.memberId,
        subject: input.subject,
        message: input.message,
        createdAt: input.now,
      });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

declare module '../plugins/database' {
  interface Repositories {
    feedback: FeedbackRepository;
  }
}

/** Registers `app.repos.feedback` (and its place in `app.transaction`). */
export const feedbackRepositoryPlugin = repositoryPlugin('feedback', createFeedbackRepository);
