import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { paymentQueries } from '@/features/payments/api/payments-api';

const FREE_FEATURES = ['corrections', 'grammar', 'extension'] as const;
const PREMIUM_FEATURES = ['unlimited', 'style', 'spacing', 'priority'] as const;

/** /account/payments/main: subscription status, plan cards, payment history. */
export function PaymentsMain() {
  const { t } = useTranslation();
  usePageTitle(t('payments.pageTitle'));
  const check = useQuery({ ...paymentQueries.check(), meta: { errorDisplay: 'toast' } });
  const premium = check.data?.code === 'SUB06';

  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-8">
      <div>
        <h2 id="payments-heading" className="text-2xl font-bold">
          {t('payments.heading')}
        </h2>
        <div className="mt-3" aria-live="polite">
          {check.isPending ? (
            <Spinner size={32} label={t('app.loading')} />
          ) : check.data ? (
            <p>
              {t('payments.status.label')}{' '}
              <strong>{premium ? t('payments.status.premium') : t('payments.status.free')}</strong>
              {check.data.response.endsAt
                ? ` · ${t('payments.status.endsAt', { date: check.data.response.endsAt.slice(0, 10) })}`
                : null}
            </p>
          ) : (
            <p>{t('payments.status.unknown')}</p>
          )}
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <PlanCard
          title={t('payments.free.name')}
          price={t('payments.free.price')}
          features={FREE_FEATURES.map((key) => t(`payments.free.features.${key}`))}
          action={
            !premium && check.data ? (
              <button type="button" disabled className={buttonClassName('secondary', 'w-full')}>
                {t('payments.inUse')}
              </button>
            ) : null
          }
        />
        <PlanCard
          title={t('payments.premium.name')}
          badge={t('payments.premium.comingSoon')}
          price={t('payments.premium.price')}
          features={PREMIUM_FEATURES.map((key) => t(`payments.premium.features.${key}`))}
          action={
            premium ? (
              <button type="button" disabled className={buttonClassName('secondary', 'w-full')}>
                {t('payments.inUse')}
              </button>
            ) : (
              <Link to="../detail" relative="path" className={buttonClassName('primary', 'w-full')}>
                {t('payments.premium.choose')}
              </Link>
            )
          }
        />
      </div>
      <div>
        <h3 className="text-lg font-semibold">{t('payments.history.heading')}</h3>
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('payments.history.heading')}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  {t('payments.history.date')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('payments.history.plan')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('payments.history.amount')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('payments.history.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-slate-500">
                  {t('payments.history.empty')}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function PlanCard({
  title,
  badge,
  price,
  features,
  action,
}: {
  title: string;
  badge?: string;
  price: string;
  features: string[];
  action: React.ReactNode;
}) {
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-6">
      <div className="flex items-center gap-2">
        <h3 className="text-lg font-bold">{title}</h3>
        {badge ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {badge}
          </span>
        ) : null}
      </div>
      <p className="text-2xl font-bold">{price}</p>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="size-5 shrink-0 text-brand-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {action}
    </article>
  );
}
