import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoonDialog } from '@/components/confirm-dialog';
import { Button, buttonClassName } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { PLAN_PERKS, PRICING_PLANS, type PricingPlan } from '@/features/landing/data/plans';
import { Reveal } from './reveal';
import { SectionHeading } from './section-parts';

/**
 * 9900 -> "9,900": both languages group thousands with a comma. Written out rather than through
 * Intl.NumberFormat, whose first use loads the locale's data in a long task of its own while the
 * landing page hydrates (docs/decisions.md, "Login page weight").
 */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function PlanCard({ plan, onComingSoon }: { plan: PricingPlan; onComingSoon: () => void }) {
  const { t } = useTranslation();
  const price = groupThousands(plan.price);
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-8 ${plan.borderStyle}`}
    >
      {plan.isPopular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white">
          {t('landing.pricing.popular')}
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold">
        {t(plan.name)}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t(plan.description)}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold">{t('landing.pricing.price', { price })}</span>
        <span className="text-sm text-slate-500"> {t('landing.pricing.perMonth')}</span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {t(feature)}
          </li>
        ))}
      </ul>
      {plan.id === 'free' ? (
        <Link to="/login" className={buttonClassName(plan.buttonStyle, 'mt-8 py-3')}>
          {t(plan.buttonText)}
        </Link>
      ) : (
        <Button variant={plan.buttonStyle} className="mt-8 py-3" onClick={onComingSoon}>
          {t(plan.buttonText)}
        </Button>
      )}
    </article>
  );
}

export function PricingSection() {
  const { t } = useTranslation();
  const [comingSoon, setComingSoon] = useState(false);
  return (
    <section aria-labelledby="pricing-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-6">
        <Reveal>
          <SectionHeading
            id="pricing-heading"
            title={t('landing.pricing.title')}
            lead={t('landing.pricing.lead')}
          />
        </Reveal>
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <Reveal key={plan.id}>
              <PlanCard plan={plan} onComingSoon={() => setComingSoon(true)} />
            </Reveal>
          ))}
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-2 text-sm text-slate-600">
          {PLAN_PERKS.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <CheckIcon className="size-4 text-brand-600" />
              {t(perk)}
            </li>
          ))}
        </ul>
        <Reveal className="mt-16">
          <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-700 px-8 py-12 text-center text-white">
            <h2 className="text-2xl font-bold">{t('landing.banner.title')}</h2>
            <p className="max-w-xl text-brand-50">{t('landing.banner.body')}</p>
            <Link
              to="/login"
              className="rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('landing.banner.cta')}
            </Link>
          </div>
        </Reveal>
      </div>
      <ComingSoonDialog open={comingSoon} onClose={() => setComingSoon(false)} />
    </section>
  );
}
