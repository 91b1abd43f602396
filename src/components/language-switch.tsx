import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n/create-i18n';
import { chooseLanguage } from '@/lib/i18n/language-choice';
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n/languages';

/**
 * A labelled select (the header, the popup); the choice is saved and survives reloads, and is
 * the member's everywhere (src/lib/i18n/language-choice.ts).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = currentLanguage(i18n);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{t('header.language')}</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        value={value}
        onChange={(event) => void chooseLanguage(i18n, event.target.value as Language)}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
