import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import type { ReactNode } from 'react';
import { DemoSection } from './demo-section';
import { LandingFooter } from './landing-footer';
import { PricingSection } from './pricing-section';
import { TeamSection } from './team-section';
import { WhySection } from './why-section';

/** The landing page: hero, demo, why, team, pricing + banner, footer. */
export function LandingPage({ liveDemo }: { liveDemo?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('landing.title'));
  const scrollToDemo = () => {
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById('demo')
      ?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <>
      <main id="main">
        <section
          aria-labelledby="hero-heading"
          className="mx-auto flex max-w-5xl flex-col items-center px-6 py-20 text-center"
        >
          <p className="rounded-full bg-brand-50 px-4 py-1 text-sm font-semibold text-brand-700">
            {t('landing.hero.badge')}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            {t('landing.hero.headline')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600">{t('landing.hero.lead')}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to="/login" className={buttonClassName('primary', 'px-6 py-3 text-base')}>
              {t('landing.hero.start')}
            </Link>
            <button
              type="button"
              onClick={scrollToDemo}
              className={buttonClassName('secondary', 'px-6 py-3 text-base')}
            >
              {t('landing.hero.demo')}
            </button>
          </div>
          <p className="mt-8 text-sm text-slate-500">{t('landing.audience')}</p>
        </section>
        <DemoSection liveDemo={liveDemo} />
        <WhySection />
        <TeamSection />
        <PricingSection />
      </main>
      <LandingFooter />
    </>
  );
}
