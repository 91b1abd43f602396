import { z } from 'zod';
import { emailSchema } from './fields';
import { defineEndpoint } from './endpoint';

/** GET /dev/mailbox.json?to=... (development and tests only). */
export const devMailboxQuerySchema = z.object({ to: emailSchema });

export const devMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  sentAt: z.string().nullable(),
});

export type DevMail = z.infer<typeof devMailSchema>;

/** The mails to that address, newest first. */
export const devMailboxReplySchema = z.array(devMailSchema);

/**
 * GET /dev/mailbox: the page. `to` narrows it to one address (empty: every recent mail), `lang`
 * chooses its language over Accept-Language.
 */
export const devMailboxPageQuerySchema = z.object({
  to: z.union([emailSchema, z.literal('')]).optional(),
  lang: z.enum(['ko', 'en']).optional(),
});

/** Development and tests only: the server does not register them in production. */
export const devEndpoints = {
  /** The mails as JSON, for tests and scripts. */
  mailbox: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox.json',
    access: 'public',
    request: devMailboxQuerySchema,
    response: devMailboxReplySchema,
    errors: ['VAL02', 'VAL13', 'ERR02'],
  }),
  /**
   * A page to read them in a browser (HTML, Korean or English). A client that does not ask for
   * HTML (no text/html in Accept: fetch, curl, the tests) gets the JSON of `mailbox` instead.
   */
  mailboxPage: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    request: devMailboxPageQuerySchema,
    response: z.string(),
    errors: ['VAL02', 'VAL13', 'ERR02'],
    navigation: true,
  }),
};
