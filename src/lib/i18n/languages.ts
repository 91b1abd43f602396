/**
 * Which languages the product speaks and how a language is chosen.
 *
 * Spec section 9: languages en and ko, fallback en, detection by browser language then stored
 * choice, saved in local storage; detected languages that look like script or markup are
 * discarded. See docs/decisions.md ("Language choice") for the order.
 */
export const SUPPORTED_LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Local-storage key of the language the user picked with the language switch. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// A BCP 47-shaped tag: a 2-3 letter primary subtag and up to a few short alphanumeric subtags.
// Anything else (markup, quotes, spaces, script, absurd lengths) is not a language tag.
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/;

/** Returns the tag if it is a plausible language tag, otherwise null (the value is discarded). */
export function sanitizeLanguageTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length > 35 || !LANGUAGE_TAG.test(trimmed)) return null;
  return trimmed;
}

/** Maps a language tag ('ko-KR', 'en_GB', 'KO') onto a supported language, or null. */
export function toSupportedLanguage(value: unknown): Language | null {
  const tag = sanitizeLanguageTag(value);
  if (!tag) return null;
  const primary = tag.split(/[-_]/)[0]!.toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as Language)
    : null;
}

/** The first supported language among the candidates, else the fallback. */
export function pickLanguage(candidates: readonly unknown[]): Language {
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
