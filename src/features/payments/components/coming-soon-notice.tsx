import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/ui/icons';

/**
 * Said on arrival at the plan and pay pages, before anything is chosen: premium is coming soon
 * and no payment is taken yet (PAYMENTS_ENABLED). `id` lets a switched-off control point at it.
 */
export function ComingSoonNotice({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      role="note"
      aria-labelledby={id ? `${id}-title` : undefined}
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div>
        <p id={id ? `${id}-title` : undefined} className="font-semibold">
          {t('payments.comingSoon.title')}
        </p>
        <p className="mt-1 text-sm">{t('payments.comingSoon.body')}</p>
      </div>
    </div>
  );
}
