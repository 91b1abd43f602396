import type { FastifyInstance } from 'fastify';
import type { Language } from '@dadeum/correction';
import { ApiError } from '../errors';
import { createReceipts } from './answer';
import { monthStart, type UsageRow } from './repository';
import type { CorrectionAnswer } from './service';

export interface MemberCheck extends CorrectionAnswer {
  usage: UsageRow;
  /** On a plan with a limit: the receipts of the corrections in the answer. */
  receipts?: string[];
}

/**
 * A member's check (POST /api/correction/check) under the plan's rules (docs/api.md, "Monthly
 * limit"): the text within the plan's characters per check (else COR06); on a plan with a
 * monthly limit, each distinct correction shown counts once a month (receipts, answer.ts), no
 * answer shows more than the month has left, and once the month's corrections are used up the
 * check answers 429 COR02 without checking.
 */
export function createCheckService(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'correction' | 'config'>,
) {
  const receipts = createReceipts(app.config.jwtSecret);
  return {
    async check(input: {
      memberId: string;
      text: string;
      language: Language;
      seen: readonly string[];
      /** Rule ids the member switched off: never run, never shown, never counted. */
      disabledRules?: readonly string[];
    }): Promise<MemberCheck> {
      const now = app.clock();
      const usage = await app.repos.corrections.usage(input.memberId, now);
      if (input.text.length > usage.maxCharacters) throw new ApiError('COR06');
      const { limit } = usage;
      if (limit !== null && usage.used >= limit) throw new ApiError('COR02');
      const answer = await app.correction.check(input.text, input.language, {
        review: true,
        disabledRules: input.disabledRules,
      });
      if (limit === null) return { ...answer, usage };

      const month = monthStart(now);
      const ofIssue = answer.issues.map((issue) => receipts.of(input.memberId, month, issue));
      const seen = new Set(input.seen);
      const fresh = [...new Set(ofIssue.filter((receipt) => !seen.has(receipt)))];
      let used = usage.used;
      if (fresh.length > 0) {
        const counted = await app.repos.corrections.count({
          memberId: input.memberId,
          now,
          wanted: fresh.length,
          limit,
        });
        // Parallel checks used up the month meanwhile: past the limit, as if checked later.
        if (counted.counted === 0) throw new ApiError('COR02');
        used = counted.used;
        for (const receipt of fresh.slice(0, counted.counted)) seen.add(receipt);
      }
      const shown = answer.issues.filter((_, i) => seen.has(ofIssue[i]!));
      return {
        issues: shown,
        partial: answer.partial,
        omitted: answer.omitted + answer.issues.length - shown.length,
        usage: { ...usage, used },
        receipts: [...new Set(ofIssue.filter((receipt) => seen.has(receipt)))],
      };
    },
  };
}
