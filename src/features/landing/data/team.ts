import type { LocalizedText, TeamMemberConfig } from '@/config/team-config';

/**
 * The team section's people: the operator's `config/team.json`, checked and baked in by the web
 * build (build/team-config.ts); null when there is none, and the section then shows no people
 * (docs/decisions.md, "The team section"). Never invented here.
 */
export const TEAM: readonly TeamMemberConfig[] | null =
  import.meta.env.DADEUM_TEAM?.members ?? null;

/** The text for `language`: a plain string is the same in every language. */
export function inLanguage(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  return language.startsWith('ko') ? text.ko : text.en;
}
