import { z } from 'zod';

/**
 * The landing page's team, as the operator writes it in `config/team.json` (docs/deploy.md,
 * "The team on the landing page"). Read at build time (build/team-config.ts) and baked into the
 * web build; without the file the landing page shows no people. Shared by the build, which
 * checks the file, and the landing page, which shows it.
 */
const localized = z.union([
  z.string().trim().min(1).max(80),
  z.object({ ko: z.string().trim().min(1).max(80), en: z.string().trim().min(1).max(80) }),
]);

export const teamMemberSchema = z.strictObject({
  name: localized,
  role: localized,
  /** A file under web/public, e.g. "/team/kim.jpg" (the page's CSP allows its own images only). */
  photo: z
    .string()
    .regex(/^\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/i, 'a path under web/public, e.g. /team/kim.jpg')
    .refine((value) => !value.includes('..'), 'no ".." in the path')
    .optional(),
  /** A professional profile (LinkedIn and the like). */
  profileUrl: z.url({ protocol: /^https$/ }).optional(),
});

export const teamConfigSchema = z.strictObject({
  members: z.array(teamMemberSchema).min(1).max(12),
});

export type TeamConfig = z.infer<typeof teamConfigSchema>;
export type TeamMemberConfig = z.infer<typeof teamMemberSchema>;
export type LocalizedText = z.infer<typeof localized>;
