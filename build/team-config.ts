import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { teamConfigSchema, type TeamConfig } from '../src/config/team-config.ts';

/** The operator's team file (config/team.example.json shows its shape). */
export const TEAM_CONFIG_FILE = path.join('config', 'team.json');

/**
 * Reads and checks `config/team.json` under `root`: null when there is none (the landing page
 * then shows no people). A file that does not parse, breaks the schema or names a photo missing
 * from web/public stops the build with the reason.
 */
export async function loadTeamConfig(root: string): Promise<TeamConfig | null> {
  const file = path.join(root, TEAM_CONFIG_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${TEAM_CONFIG_FILE}: not JSON (${(error as Error).message})`, {
      cause: error,
    });
  }
  const parsed = teamConfigSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new Error(`${TEAM_CONFIG_FILE} is not valid:\n${problems.join('\n')}`);
  }
  for (const member of parsed.data.members) {
    if (!member.photo) continue;
    const photo = path.join(root, 'web', 'public', member.photo);
    await access(photo).catch(() => {
      throw new Error(`${TEAM_CONFIG_FILE}: photo ${member.photo} is not in web/public`);
    });
  }
  return parsed.data;
}
