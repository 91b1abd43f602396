import { z } from 'zod';
import { apiReplySchema } from './common';
import { defineEndpoint } from './endpoint';
import { FEEDBACK_MESSAGE_MAX, textSchema } from './fields';

/** The six feedback subjects. */
export const FEEDBACK_SUBJECTS = [
  'INCORRECT_SUGGESTION',
  'NO_WORKING',
  'TAKES_LONG_TIME',
  'OFFENSIVE_CONTENT',
  'FEATURE_SUGGESTION',
  'OTHER',
] as const;

export type FeedbackSubject = (typeof FEEDBACK_SUBJECTS)[number];

/** Subjects whose message is required. */
export const FEEDBACK_SUBJECTS_NEEDING_MESSAGE: readonly FeedbackSubject[] = [
  'FEATURE_SUGGESTION',
  'OTHER',
];

export const feedbackSubjectSchema = z.enum(FEEDBACK_SUBJECTS, {
  error: 'validation.feedback.subject',
});

/** POST /api/feedback/feedback: message required for FEATURE_SUGGESTION and OTHER. */
export const feedbackRequestSchema = z
  .object({
    subject: feedbackSubjectSchema,
    message: textSchema()
      .trim()
      .max(FEEDBACK_MESSAGE_MAX, { error: 'validation.feedback.messageTooLong' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (FEEDBACK_SUBJECTS_NEEDING_MESSAGE.includes(value.subject) && !value.message) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: 'validation.feedback.messageRequired',
      });
    }
  });

export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackReplySchema = apiReplySchema;

/** Feedback from the account area (server/feedback/routes.ts). */
export const feedbackEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/feedback/feedback',
    access: 'private',
    request: feedbackRequestSchema,
    response: feedbackReplySchema,
    errors: ['VAL01', 'VAL13', 'AUT03'],
  }),
};
