import type { i18n as I18n } from 'i18next';
import { setLanguage } from './create-i18n';
import { toSupportedLanguage, type Language } from './languages';

/**
 * What happens besides the switch itself when the reader picks a language: the choice is the
 * member's everywhere (docs/decisions.md, "One language for the member"). The web app saves it
 * as the member's locale when signed in and tells the extension (src/app/layout/member-language.tsx
 * sets that saver while a member is signed in); extension pages ask the background, which
 * keeps the extension's language item and the member's locale (src/extension/page-language.ts).
 */
export type LanguageSaver = (language: Language) => Promise<unknown>;

/** Signed out on the web: the extension (if installed) follows the page's choice. */
const tellExtension: LanguageSaver = async (language) => {
  const { postToExtension } = await import('@/lib/session/extension-handoff');
  postToExtension({ type: 'EXTENSION_LANGUAGE', language });
};

let saver: LanguageSaver = tellExtension;

/** Replaces the saver; returns the function that puts the previous one back. */
export function setLanguageSaver(next: LanguageSaver): () => void {
  const previous = saver;
  saver = next;
  return () => {
    if (saver === next) saver = previous;
  };
}

/** A language switch's change: the page switches at once, then the choice is saved. */
export async function chooseLanguage(i18n: I18n, language: Language): Promise<void> {
  await setLanguage(i18n, language);
  await saver(language).catch(() => {
    // Offline or signed out meanwhile: this page keeps the choice; the next switch saves it.
  });
}

/** The bridge's notice that the member chose a language elsewhere (popup, options page). */
export const EXTENSION_LANGUAGE_NOTICE = 'DADEUM_LANGUAGE';

/**
 * On the web app: follows a language chosen in the extension (its web bridge posts
 * `{ type: 'DADEUM_LANGUAGE', language }` to this page's own origin). Only this window on this
 * origin is believed, as for the presence notice; the choice is stored like a switch's, and
 * not sent back (the extension already has it). Returns the function that stops following.
 */
export function followExtensionLanguage(win: Window, i18n: I18n): () => void {
  const origin = win.location.origin;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win || event.origin !== origin) return;
    const data = event.data as { type?: unknown; language?: unknown } | null;
    if (data?.type !== EXTENSION_LANGUAGE_NOTICE || Object.keys(data).length !== 2) return;
    const language = toSupportedLanguage(data.language);
    if (language && language === data.language && language !== i18n.resolvedLanguage)
      void setLanguage(i18n, language);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
