import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyboardGuide } from '@/components/keyboard-guide';
import { LanguageSwitch } from '@/components/language-switch';
import { buttonClassName } from '@/components/ui/button';
import type { MemberProfile } from '@/contracts/account';
import { usePageTitle } from '@/lib/use-page-title';

export interface OnboardingState {
  user: MemberProfile | null;
  /** null when signed out (or unknown). */
  surveyAnswered: boolean | null;
}

export interface OnboardingPageProps {
  /** Reads the session and the survey status from the background worker. */
  loadState: () => Promise<OnboardingState>;
  /** The hosted web app (sign-in, sign-up and survey live there). */
  webOrigin: string;
}

function Step({
  title,
  done,
  children,
}: {
  title: string;
  done: boolean;
  children: React.ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        {done ? (
          <span aria-hidden="true" className="text-brand-600">
            ✓
          </span>
        ) : null}
        {title}
      </h3>
      <div className="mt-2 text-slate-600">{children}</div>
    </li>
  );
}

/**
 * Opened once on install: what the extension does and does not read, then sign in (on the
 * web app; the session comes back by itself), the survey when not answered, and how to try it.
 */
export function OnboardingPage({ loadState, webOrigin }: OnboardingPageProps) {
  const { t } = useTranslation('extension');
  usePageTitle(t('onboarding.title'));
  const { data, isError } = useQuery({
    queryKey: ['onboarding', 'state'],
    queryFn: loadState,
    // The member signs in or answers the survey in another tab: pick it up when they come back.
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.surveyAnswered ? false : 3000),
    retry: false,
    throwOnError: false,
  });
  const user = data?.user ?? null;
  const link = (path: string) => `${webOrigin}${path}`;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-6">
          <span className="flex items-center gap-2">
            <span className="text-xl font-bold text-brand-700">{t('common:app.name')}</span>
            <span className="rounded bg-brand-100 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-brand-700">
              {t('common:app.beta')}
            </span>
          </span>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-6 py-12">
        <h1 className="text-3xl font-bold">{t('onboarding.heading')}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('onboarding.lead')}</p>

        <section aria-labelledby="privacy-heading" className="mt-8 rounded-2xl bg-brand-50 p-6">
          <h2 id="privacy-heading" className="text-lg font-semibold text-brand-700">
            {t('onboarding.privacy.title')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{t('onboarding.privacy.reads')}</li>
            <li>{t('onboarding.privacy.never')}</li>
            <li>{t('onboarding.privacy.choice')}</li>
          </ul>
        </section>

        {isError ? (
          <p role="alert" className="mt-6 text-red-700">
            {t('onboarding.error')}
          </p>
        ) : null}

        <h2 className="mt-10 text-xl font-bold">{t('onboarding.steps')}</h2>
        <ol className="mt-4 flex flex-col gap-4">
          <Step title={t('onboarding.account.title')} done={user !== null}>
            {user ? (
              <p role="status">
                {t('onboarding.account.signedIn', { name: user.name, email: user.email })}
              </p>
            ) : (
              <>
                <p>{t('onboarding.account.body')}</p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <a
                    href={link('/login')}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonClassName('primary')}
                  >
                    {t('onboarding.account.signIn')}
                  </a>
                  <a
                    href={link('/signup')}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonClassName('secondary')}
                  >
                    {t('onboarding.account.signUp')}
                  </a>
                </div>
                {data ? (
                  <p className="mt-3 text-sm text-slate-500">{t('onboarding.account.waiting')}</p>
                ) : null}
              </>
            )}
          </Step>
          <Step title={t('onboarding.survey.title')} done={data?.surveyAnswered === true}>
            {!user ? (
              <p>{t('onboarding.survey.later')}</p>
            ) : data?.surveyAnswered ? (
              <p>{t('onboarding.survey.done')}</p>
            ) : (
              <>
                <p>{t('onboarding.survey.body')}</p>
                <a
                  href={link('/survey')}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClassName('primary', 'mt-4')}
                >
                  {t('onboarding.survey.open')}
                </a>
              </>
            )}
          </Step>
          <Step title={t('onboarding.try.title')} done={false}>
            <p>{t('onboarding.try.body')}</p>
            <KeyboardGuide className="mt-3 text-sm" />
          </Step>
        </ol>
      </main>
    </div>
  );
}
