import type { i18n as I18n } from 'i18next';
import { setLanguageSaver } from '@/lib/i18n/language-choice';
import { sendRpc } from './rpc-client';
import { languageItem, languageOf } from './storage-items';

/**
 * An extension page (options, onboarding, popup) speaks the extension's language setting
 * (`local:language`) and follows it while open: a choice made in another extension page, in
 * the web app (through the bridge) or restored from the member's locale at sign-in shows at
 * once. A language switch on the page asks the background, which saves the member's locale
 * and the setting. Without a setting the page follows the browser, like the card.
 */
export async function bindPageLanguage(i18n: I18n): Promise<() => void> {
  const follow = (value: unknown) => {
    const language = languageOf(value);
    if (language && language !== i18n.resolvedLanguage) return i18n.changeLanguage(language);
  };
  await follow(await languageItem.getValue());
  const restoreSaver = setLanguageSaver((language) => sendRpc('settings/language', { language }));
  const unwatch = languageItem.watch((value) => void follow(value));
  return () => {
    unwatch();
    restoreSaver();
  };
}
