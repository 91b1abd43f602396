import type { FastifyPluginAsync } from 'fastify';
import { replyFor } from '../../src/contracts/common';
import { surveyEndpoints } from '../../src/contracts/survey';
import { authOf } from '../plugins/auth';
import { routesOf } from '../route';
import { SURVEY_OPTION_LABELS } from './options';
import { createSurveyService } from './service';

/** The usage survey: the form with the member's latest answers, and saving new answers. */
export const surveyRoutes: FastifyPluginAsync = async (app) => {
  const survey = createSurveyService(app);
  const route = routesOf(app, 'survey');

  route(
    surveyEndpoints.form,
    { summary: 'The survey form and the member’s latest answers' },
    async (request) => ({
      status: { ...replyFor('SRV01'), success: true },
      response: {
        ...(await survey.latestAnswers(authOf(request).memberId)),
        options: SURVEY_OPTION_LABELS,
      },
    }),
  );

  route(
    surveyEndpoints.save,
    { summary: 'Save survey answers (all three lists; history is kept)' },
    async (request) => {
      await survey.save(authOf(request).memberId, request.body);
      return replyFor('SRV02', true);
    },
  );
};
