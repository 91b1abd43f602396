import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

export type PaymentOutcome = 'success' | 'failure' | 'unknown';

/** Reads a provider's return: `status=success|fail|failure|cancel`, or a provider error code. */
export function paymentOutcome(params: URLSearchParams): PaymentOutcome {
  const status = params.get('status')?.toLowerCase();
  if (status === 'success') return 'success';
  if (status === 'fail' || status === 'failure' || status === 'cancel' || params.has('code')) {
    return 'failure';
  }
  return 'unknown';
}

/** /payments/result: the outcome of a return from a payment provider, told honestly. */
export function PaymentResultPage({ paymentsPath = '/account/payments/main' }) {
  const { t } = useTranslation();
  usePageTitle(t('payments.result.pageTitle'));
  const [params] = useSearchParams();
  const outcome = paymentOutcome(params);
  const message = params.get('message');
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-2xl font-bold">{t(`payments.result.${outcome}.title`)}</h1>
      <p className="mt-4 text-slate-600">{t(`payments.result.${outcome}.body`)}</p>
      {outcome === 'failure' && message ? (
        <p className="mt-2 text-sm text-slate-500">({message.slice(0, 200)})</p>
      ) : null}
      <Link to={paymentsPath} className={buttonClassName('primary', 'mt-8')}>
        {t('payments.result.back')}
      </Link>
    </main>
  );
}
