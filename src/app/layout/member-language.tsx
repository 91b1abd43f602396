import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberLocale } from '@/contracts/account';
import { useSaveLanguageMutation } from '@/features/account/api/account-api';
import { currentLanguage, setLanguage } from '@/lib/i18n/create-i18n';
import { setLanguageSaver } from '@/lib/i18n/language-choice';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { postToExtension } from '@/lib/session/extension-handoff';
import { sessionQueries } from '@/lib/session/session';

/** When the member's locale was last applied (the member info's update time), across mounts. */
let appliedAt = 0;

/**
 * On the web app, while a member is signed in: the language is the member's. Member info read
 * from the server (at sign-in, or on a later load) switches the site to the member's stored
 * locale; a member without one gets the site's current language saved. A language switch saves
 * the choice as the member's locale and tells the extension, whose card and pages follow
 * (docs/decisions.md, "One language for the member"). Renders nothing.
 */
export function MemberLanguage() {
  const { i18n } = useTranslation();
  const { data: user, dataUpdatedAt } = useQuery({
    ...sessionQueries.currentUser(),
    meta: { errorDisplay: 'none' },
  });
  // The mutation observer's mutate, stable for the component's life.
  const { mutateAsync: save } = useSaveLanguageMutation();

  useEffect(
    () =>
      setLanguageSaver(async (language: MemberLocale) => {
        await save(language);
        postToExtension({ type: 'EXTENSION_LANGUAGE', language });
      }),
    [save],
  );

  useEffect(() => {
    if (!user || dataUpdatedAt === appliedAt) return;
    appliedAt = dataUpdatedAt;
    const locale = toSupportedLanguage(user.locale);
    if (locale) {
      if (locale !== currentLanguage(i18n)) void setLanguage(i18n, locale);
      return;
    }
    const language = currentLanguage(i18n);
    void save(language)
      .then(() => postToExtension({ type: 'EXTENSION_LANGUAGE', language }))
      .catch(() => {});
  }, [user, dataUpdatedAt, i18n, save]);

  return null;
}
