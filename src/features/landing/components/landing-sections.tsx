import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoonDialog } from '@/components/confirm-dialog';
import { Button, buttonClassName } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { PRODUCT_INFO } from '@/lib/product-info';
import { PLAN_PERKS, PRICING_PLANS, type PricingPlan } from '@/features/landing/data/plans';
import { TEAM, type TeamMember } from '@/features/landing/data/team';
import { Reveal } from './reveal';
import { WhenNear } from './when-near';

// The live demo needs the API client and zod: loaded only when its section comes near the
// viewport, off the landing page's first load and first paint.
const DEMO_PLACEHOLDER = <div className="h-72 rounded-2xl border border-slate-200 bg-white" />;
const LiveDemo = lazy(() => import('./live-demo').then((module) => ({ default: module.LiveDemo })));

function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-slate-600">{lead}</p> : null}
    </div>
  );
}

const DEMO_FEATURES = ['spelling', 'style', 'realtime'] as const;
const REASONS = ['realtime', 'privacy', 'anywhere'] as const;

function FeatureIcon({ kind }: { kind: string }) {
  const paths: Record<string, string> = {
    spelling: 'M4 19h16M6 15l4-10 4 10M7.5 11.5h5M16 9l2 2 3-4',
    style: 'M4 20l4-1 11-11-3-3L5 16l-1 4ZM14 6l3 3',
    realtime: 'M13 3 5 13h6l-1 8 8-10h-6l1-8Z',
    privacy: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
    anywhere:
      'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9Z',
  };
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-6">
        <path
          d={paths[kind]}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

export function DemoSection() {
  const { t } = useTranslation();
  return (
    <section id="demo" aria-labelledby="demo-heading" className="scroll-mt-20 bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <Reveal>
          <SectionHeading
            id="demo-heading"
            title={t('landing.demo.title')}
            lead={t('landing.demo.lead')}
          />
        </Reveal>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {DEMO_FEATURES.map((feature) => (
            <Reveal key={feature}>
              <article className="h-full rounded-2xl border border-slate-200 bg-white p-6">
                <FeatureIcon kind={feature} />
                <h3 className="mt-4 text-lg font-semibold">{t(`landing.demo.${feature}.title`)}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">
                  {t(`landing.demo.${feature}.body`)}
                </p>
              </article>
            </Reveal>
          ))}
        </div>
        <Reveal className="mt-10">
          <WhenNear placeholder={DEMO_PLACEHOLDER}>
            <Suspense fallback={DEMO_PLACEHOLDER}>
              <LiveDemo />
            </Suspense>
          </WhenNear>
        </Reveal>
      </div>
    </section>
  );
}

export function WhySection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-6">
        <Reveal>
          <SectionHeading
            id="why-heading"
            title={t('landing.why.title')}
            lead={t('landing.why.lead')}
          />
        </Reveal>
        <div className="mt-12 grid gap-10 md:grid-cols-3">
          {REASONS.map((reason) => (
            <Reveal key={reason} className="text-center">
              <FeatureIcon kind={reason} />
              <h3 className="mt-4 text-lg font-semibold">{t(`landing.why.${reason}.title`)}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`landing.why.${reason}.body`)}
              </p>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}

function NeutralAvatar() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true" className="size-24 rounded-full bg-slate-100">
      <circle cx="48" cy="38" r="17" fill="#cbd5e1" />
      <path d="M16 88c4-18 17-27 32-27s28 9 32 27" fill="#cbd5e1" />
    </svg>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const title = t(`landing.team.roles.${member.role}`);
  const name = member.name ?? title;
  return (
    <article className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center">
      {member.image ? (
        <img
          src={member.image}
          alt={t('landing.team.photoOf', { name })}
          width={96}
          height={96}
          loading="lazy"
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <NeutralAvatar />
      )}
      <h3 className="mt-4 text-lg font-semibold">{name}</h3>
      <p className="text-sm font-medium text-brand-700">{member.role}</p>
      {member.name ? <p className="text-sm text-slate-500">{title}</p> : null}
      {member.profileUrl ? (
        <a
          href={member.profileUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-4 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('landing.team.profile', { name })}
        </a>
      ) : null}
    </article>
  );
}

export function TeamSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="team-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <Reveal>
          <SectionHeading
            id="team-heading"
            title={t('landing.team.title')}
            lead={t('landing.team.lead')}
          />
        </Reveal>
        <div className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
          {TEAM.map((member) => (
            <Reveal key={member.id}>
              <TeamCard member={member} />
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}

function PlanCard({ plan, onComingSoon }: { plan: PricingPlan; onComingSoon: () => void }) {
  const { t, i18n } = useTranslation();
  const price = new Intl.NumberFormat(i18n.language).format(plan.price);
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

export function LandingFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10 text-sm text-slate-600 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="text-base font-bold text-brand-700">{t('app.name')}</p>
          <p className="mt-1 max-w-sm">{t('landing.footer.tagline')}</p>
          <p className="mt-3">
            {t('landing.footer.contact')}:{' '}
            <a href={`mailto:${PRODUCT_INFO.contactEmail}`} className="underline">
              {PRODUCT_INFO.contactEmail}
            </a>
          </p>
        </div>
        <nav aria-label={t('landing.footer.legal')}>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/terms" className="hover:underline">
                {t('legal.terms.title')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="font-semibold hover:underline">
                {t('legal.privacy.title')}
              </Link>
            </li>
            <li>
              <Link to="/subscription-terms" className="hover:underline">
                {t('legal.subscription.title')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-slate-500">
        © {year} {t('app.name')}. {t('landing.footer.rights')}
      </p>
    </footer>
  );
}
