import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlanLine } from '../../../components/plan-line';
import { Button, buttonClassName } from '../../../components/ui/button';
import type { MemberProfile } from '../../../contracts/member';
import { usePageTitle } from '../../../lib/use-page-title';

export interface ExtensionAccountState {
  user: MemberProfile | null;
  plan: { id: 'free' | 'premium'; monthlyCorrections: number | null } | null;
}

export interface ExtensionAccountPageProps {
  /** Reads the session and the plan from the background worker. */
  loadState: () => Promise<ExtensionAccountState>;
  /** Ends the session in the extension and on the server. */
  signOut: () => Promise<void>;
  /** The hosted web app (sign-in and the full account area live there). */
  webOrigin: string;
}

const STATE_KEY = ['extension-account', 'state'] as const;

/**
 * The extension's options page: who is signed in, on which plan, sign out; signed out, a way
 * to sign in on the web app (the session comes back to the extension by itself).
 */
export function ExtensionAccountPage({ loadState, signOut, webOrigin }: ExtensionAccountPageProps) {
  const { t } = useTranslation('extension');
  usePageTitle(t('options.title'));
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({
    queryKey: STATE_KEY,
    queryFn: loadState,
    refetchOnWindowFocus: true,
    retry: false,
    throwOnError: false,
  });
  const signOutMutation = useMutation({
    mutationFn: signOut,
    meta: { errorDisplay: 'none' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATE_KEY }),
  });
  const user = data?.user ?? null;

  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-bold">{t('options.heading')}</h1>
      {isPending ? (
        <p role="status" className="mt-4 text-slate-500">
          {t('options.loading')}
        </p>
      ) : isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {t('options.error')}
        </p>
      ) : user ? (
        <section
          aria-label={t('options.signedInAs')}
          className="mt-6 rounded-2xl border border-slate-200 p-6"
        >
          <p className="text-sm text-slate-500">{t('options.signedInAs')}</p>
          <p className="mt-1 text-lg font-semibold">{user.name}</p>
          <p className="text-slate-600">{user.email}</p>
          {data?.plan ? <PlanLine plan={data.plan} className="mt-3 text-sm" /> : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={`${webOrigin}/account/profile`}
              target="_blank"
              rel="noreferrer"
              className={buttonClassName('primary')}
            >
              {t('options.manage')}
            </a>
            <Button
              variant="secondary"
              disabled={signOutMutation.isPending}
              onClick={() => signOutMutation.mutate()}
            >
              {t('options.signOut')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          <p className="mt-4 text-slate-600">{t('options.signedOut')}</p>
          <a
            href={`${webOrigin}/login`}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName('primary', 'mt-6')}
          >
            {t('options.signIn')}
          </a>
        </>
      )}
    </main>
  );
}
