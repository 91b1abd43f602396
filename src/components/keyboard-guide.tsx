import { useTranslation } from 'react-i18next';

const KEYS = ['open', 'apply', 'move', 'close', 'undo'] as const;

/**
 * How a suggestion is applied, with the mouse and from the keyboard: the same words on the
 * onboarding page and in the help centre, and the card's own last line says the same
 * (docs/decisions.md, "The card and the keyboard").
 */
export function KeyboardGuide({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col gap-2 ${className}`.trim()}>
      <p>{t('keyboardGuide.mouse')}</p>
      <p className="font-medium text-slate-700">{t('keyboardGuide.heading')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {KEYS.map((item) => (
          <div key={item} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                {t(`keyboardGuide.keys.${item}.keys`)}
              </kbd>
            </dt>
            <dd>{t(`keyboardGuide.keys.${item}.does`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
