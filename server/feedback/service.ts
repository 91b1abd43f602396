import type { FastifyInstance } from 'fastify';
import type { FeedbackRequest } from '../../src/contracts/feedback';

type Deps = Pick<FastifyInstance, 'repos' | 'clock'>;

export function createFeedbackService({ repos, clock }: Deps) {
  return {
    /** Stores the feedback; an empty message is stored as none. */
    async send(memberId: string, { subject, message }: FeedbackRequest): Promise<void> {
      await repos.feedback.insert({ memberId, subject, message: message || null, now: clock() });
    },
  };
}
