import { z } from 'zod';
import { emailSchema } from './fields';
import { defineEndpoint } from './endpoint';

/** GET /dev/mailbox?to=... (development and tests only). */
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

/** Development and tests only: the server does not register it in production. */
export const devEndpoints = {
  mailbox: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    request: devMailboxQuerySchema,
    response: devMailboxReplySchema,
    errors: ['VAL02', 'VAL13', 'ERR02'],
  }),
};
