import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { sessionQueries } from '../../../lib/session/session';
import { usePageTitle } from '../../../lib/use-page-title';

/** /account/profile: the signed-in member's name, e-mail and verification status. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.pageTitle'));
  const user = useQuery({ ...sessionQueries.currentUser(), meta: { errorDisplay: 'modal' } });
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-bold">{t('profile.heading')}</h1>
      {user.data ? (
        <dl className="mt-8 grid grid-cols-[8rem_1fr] gap-y-3 rounded-xl border border-slate-200 p-6 text-sm">
          <dt className="text-slate-500">{t('fields.name')}</dt>
          <dd className="font-medium">{user.data.name}</dd>
          <dt className="text-slate-500">{t('fields.email')}</dt>
          <dd className="font-medium">{user.data.email}</dd>
          <dt className="text-slate-500">{t('profile.status')}</dt>
          <dd className="font-medium">
            {user.data.verified === 'Y' ? t('profile.verified') : t('profile.unverified')}
          </dd>
        </dl>
      ) : (
        <div className="mt-12 flex justify-center">
          <Spinner size={40} label={t('app.loading')} />
        </div>
      )}
    </main>
  );
}
