import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import {
  PAYMENTS_ENABLED,
  TRIAL_DAYS,
  usdPlanOf,
  type UsdPlan,
} from '@/features/payments/api/payments-api';
import { ComingSoonNotice } from './coming-soon-notice';

const METHODS = ['wallet', 'card'] as const;
type Method = (typeof METHODS)[number];

/** The chosen plan: its name and price, its terms, and what is due today and next. */
function PlanSummary({ plan }: { plan: UsdPlan }) {
  const { t } = useTranslation();
  const prices = {
    total: plan.total,
    perMonth: plan.perMonth,
    perYear: plan.perYear,
    days: TRIAL_DAYS,
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-600 bg-brand-50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="text-sm text-slate-600">{t('payments.paynow.plan')} </span>
          <span className="font-semibold">{t(`payments.plans.${plan.id}.name`)}</span>
          <span className="text-slate-700"> · {t(`payments.plans.${plan.id}.detail`, prices)}</span>
        </p>
        <Link
          to={`../detail?plan=${plan.id}`}
          relative="path"
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t('payments.paynow.changePlan')}
        </Link>
      </div>
      <p className="font-semibold">{t('payments.paynow.trial', { days: TRIAL_DAYS })}</p>
      <p className="text-sm text-slate-700">{t(`payments.paynow.terms.${plan.id}`, prices)}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-lg bg-white p-3 text-sm">
        <dt>{t('payments.paynow.today')}</dt>
        <dd className="font-semibold">$0.00</dd>
        <dt>{t(`payments.paynow.next.${plan.id}`, prices)}</dt>
        <dd className="font-semibold">{plan.total}</dd>
      </dl>
    </div>
  );
}

/**
 * /account/payments/paynow?plan=: the plan chosen on the detail page (yearly by default), the
 * 7-day trial and that plan's price and terms, and two payment-method tabs. No provider is
 * configured in this release: the page says so on arrival, above everything else, and the pay
 * button is off (it points at that notice), so nobody presses it to learn it only then.
 */
export function PaymentsPayNow() {
  const { t } = useTranslation();
  usePageTitle(t('payments.paynow.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plan = usdPlanOf(params.get('plan'));
  const [method, setMethod] = useState<Method>('wallet');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : METHODS.length - 1)) % METHODS.length;
    const value = METHODS[next];
    if (value) setMethod(value);
    refs.current[next]?.focus();
  };

  return (
    <section aria-labelledby="paynow-heading" className="flex max-w-2xl flex-col gap-6">
      <h2 id="paynow-heading" className="text-2xl font-bold">
        {t('payments.paynow.heading')}
      </h2>
      {PAYMENTS_ENABLED ? null : <ComingSoonNotice id="payments-coming-soon" />}
      <PlanSummary plan={plan} />
      <div>
        <div
          role="tablist"
          aria-label={t('payments.paynow.method')}
          className="flex gap-1 border-b border-slate-200"
        >
          {METHODS.map((value, index) => (
            <button
              key={value}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`pay-tab-${value}`}
              aria-selected={method === value}
              aria-controls="pay-panel"
              tabIndex={method === value ? 0 : -1}
              onClick={() => setMethod(value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`border-b-2 px-4 py-3 text-sm font-semibold ${
                method === value
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600'
              }`}
            >
              {t(`payments.paynow.methods.${value}.tab`)}
            </button>
          ))}
        </div>
        <div
          id="pay-panel"
          role="tabpanel"
          aria-labelledby={`pay-tab-${method}`}
          className="flex flex-col gap-4 py-6"
        >
          <p className="text-slate-700">{t(`payments.paynow.methods.${method}.description`)}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => void navigate(`../detail?plan=${plan.id}`, { relative: 'path' })}
            >
              {t('payments.back')}
            </Button>
            <Button
              disabled={!PAYMENTS_ENABLED}
              aria-describedby={PAYMENTS_ENABLED ? undefined : 'payments-coming-soon'}
            >
              {t('payments.paynow.pay')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
