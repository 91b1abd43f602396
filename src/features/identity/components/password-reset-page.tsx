import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { ForgotPasswordForm } from './forgot-password-dialog';

/** /pwreset (docs/decisions.md, "Member screens"): the forgot-password form as a page. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const navigate = useNavigate();
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col px-6 py-16">
      <h1 className="mb-6 text-center text-3xl font-bold">{t('auth.forgot.title')}</h1>
      <ForgotPasswordForm onDone={() => void navigate('/login')} />
    </main>
  );
}
