import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import {
  PAYMENTS_ENABLED,
  USD_PLANS,
  usdPlanOf,
  type UsdPlanId,
} from '@/features/payments/api/payments-api';
import { ComingSoonNotice } from './coming-soon-notice';

/**
 * /account/payments/detail: choose a premium plan (USD prices); yearly unless `?plan=` names
 * another (coming back from the pay page). The choice goes to the pay page as `?plan=`. Premium
 * is coming soon: the page says so first, before a plan is chosen.
 */
export function PaymentsDetail() {
  const { t } = useTranslation();
  usePageTitle(t('payments.detail.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [plan, setPlan] = useState<UsdPlanId>(() => usdPlanOf(params.get('plan')).id);
  const name = useId();
  return (
    <section aria-labelledby="payments-detail-heading" className="flex max-w-2xl flex-col gap-6">
      <h2 id="payments-detail-heading" className="text-2xl font-bold">
        {t('payments.detail.heading')}
      </h2>
      {PAYMENTS_ENABLED ? null : <ComingSoonNotice />}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-slate-600">{t('payments.detail.lead')}</legend>
        {USD_PLANS.map((option) => (
          <label
            key={option.id}
            className={`flex cursor-pointer items-center justify-between gap-4 rounded-xl border p-4 ${
              plan === option.id ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
            }`}
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={plan === option.id}
                onChange={() => setPlan(option.id)}
                className="size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">{t(`payments.plans.${option.id}.name`)}</span>
                <span className="block text-sm text-slate-600">
                  {t(`payments.plans.${option.id}.detail`, {
                    total: option.total,
                    perMonth: option.perMonth,
                    perYear: option.perYear,
                  })}
                </span>
              </span>
            </span>
            {option.saves ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t('payments.detail.saves', { percent: option.saves })}
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => void navigate('../main', { relative: 'path' })}>
          {t('payments.back')}
        </Button>
        <Button onClick={() => void navigate(`../paynow?plan=${plan}`, { relative: 'path' })}>
          {t('payments.detail.continue')}
        </Button>
      </div>
    </section>
  );
}
