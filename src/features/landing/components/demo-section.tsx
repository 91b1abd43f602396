import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { FeatureIcon, SectionHeading } from './section-parts';
import { WhenNear } from './when-near';

const DEMO_PLACEHOLDER = <div className="h-72 rounded-2xl border border-slate-200 bg-white" />;
const DEMO_FEATURES = ['spelling', 'style', 'realtime'] as const;

/**
 * The demo section: three feature cards and the live demo, which the app composes in
 * (`liveDemo`, the correction feature's; loaded only when the section comes near).
 */
export function DemoSection({ liveDemo }: { liveDemo?: ReactNode }) {
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
            <Suspense fallback={DEMO_PLACEHOLDER}>{liveDemo ?? DEMO_PLACEHOLDER}</Suspense>
          </WhenNear>
        </Reveal>
      </div>
    </section>
  );
}
