import { useTranslation } from 'react-i18next';

export interface PlanLineProps {
  plan: { id: 'free' | 'premium'; monthlyCorrections: number | null };
  className?: string;
}

/** "Free plan · 100 corrections a month" (extension namespace), for the popup and options page. */
export function PlanLine({ plan, className = 'text-sm' }: PlanLineProps) {
  const { t } = useTranslation('extension');
  return (
    <p className={className}>
      <span className="font-semibold text-brand-700">{t(`popup.plan.${plan.id}`)}</span>
      <span className="text-slate-500">
        {' · '}
        {plan.monthlyCorrections === null
          ? t('popup.plan.unlimited')
          : t('popup.plan.limit', { count: plan.monthlyCorrections })}
      </span>
    </p>
  );
}
