import type { FastifyInstance } from 'fastify';
import {
  SURVEY_STEPS,
  type SaveSurveyRequest,
  type SurveyFormItem,
  type SurveyStep,
} from '../../src/contracts/survey';
import { SURVEY_OPTION_LABELS } from './options';

type Deps = Pick<FastifyInstance, 'repos' | 'clock'>;

/** `[year, month, day, hour, minute, second]` in UTC. */
function dateParts(date: Date): number[] {
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
}

export function createSurveyService({ repos, clock }: Deps) {
  return {
    /** The member's latest answers with their labels (empty before the first save). */
    async latestAnswers(memberId: string): Promise<Record<SurveyStep, SurveyFormItem[]>> {
      const latest = await repos.survey.latest(memberId);
      const lists: Record<SurveyStep, SurveyFormItem[]> = { purpose: [], reason: [], apps: [] };
      if (!latest) return lists;
      const created = dateParts(latest.createdAt);
      for (const step of SURVEY_STEPS) {
        for (const option of SURVEY_OPTION_LABELS[step]) {
          if (latest.answers.some((a) => a.step === step && a.content === option.content)) {
            lists[step].push({ ...option, created });
          }
        }
      }
      return lists;
    },

    /** A new submission; earlier ones are kept as history. */
    async save(memberId: string, body: SaveSurveyRequest): Promise<void> {
      await repos.survey.save(
        memberId,
        {
          purpose: body.purpose.map((item) => item.content),
          reason: body.reason.map((item) => item.content),
          apps: body.apps.map((item) => item.content),
        },
        clock(),
      );
    },
  };
}
