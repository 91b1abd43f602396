import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { FeatureIcon, SectionHeading } from './section-parts';

const REASONS = ['realtime', 'privacy', 'anywhere'] as const;

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
