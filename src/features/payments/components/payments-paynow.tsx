import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { PAYMENTS_ENABLED, TRIAL_DAYS } from '@/features/payments/api/payments-api';

const METHODS = ['wallet', 'card'] as const;
type Method = (typeof METHODS)[number];

/**
 * /account/payments/paynow: two payment-method tabs, the 7-day trial, then yearly $27.
 * No provider is configured in this release, so paying explains that instead of pretending.
 */
export function PaymentsPayNow() {
  const { t } = useTranslation();
  usePageTitle(t('payments.paynow.pageTitle'));
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('wallet');
  const [notice, setNotice] = useState(false);
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
      <div className="rounded-xl border border-brand-600 bg-brand-50 p-4">
        <p className="font-semibold">{t('payments.paynow.trial', { days: TRIAL_DAYS })}</p>
        <p className="mt-1 text-sm text-slate-700">{t('payments.paynow.then')}</p>
      </div>
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
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-xl border border-slate-200 p-4 text-sm">
            <dt>{t('payments.paynow.today')}</dt>
            <dd className="font-semibold">$0.00</dd>
            <dt>{t('payments.paynow.afterTrial', { days: TRIAL_DAYS })}</dt>
            <dd className="font-semibold">$27</dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => void navigate('../detail', { relative: 'path' })}
            >
              {t('payments.back')}
            </Button>
            <Button onClick={() => setNotice(true)}>{t('payments.paynow.pay')}</Button>
          </div>
          {notice && !PAYMENTS_ENABLED ? (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('payments.paynow.unavailable')}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
