// Only the card's part of each file (named JSON imports: the bundler leaves the popup's and
// the onboarding page's strings out of the script injected into every page).
import { editor as en } from '@locales/en.extension.json';
import { editor as ko } from '@locales/ko.extension.json';
import type { CorrectionCategory } from '@/contracts/correction';
import { resolveParticles } from '@dadeum/correction/particles';

/**
 * The card's strings, straight from the extension namespace's JSON (no i18next in a content
 * script that runs on every page). Korean for a Korean browser, English otherwise.
 */
export type EditorStrings = typeof en;

export function editorStrings(language: string): EditorStrings {
  return language.toLowerCase().startsWith('ko') ? ko : en;
}

export function categoryLabel(strings: EditorStrings, category: CorrectionCategory): string {
  return strings.category[category];
}

/** Fills `{{name}}` placeholders, then picks Korean particles by sound (as i18next does). */
export function format(template: string, values: Record<string, string>): string {
  return resolveParticles(
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? ''),
  );
}
