import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeyboardGuide } from '@/components/keyboard-guide';
import { buttonClassName } from '@/components/ui/button';
import { PRODUCT_INFO } from '@/lib/product-info';
import { usePageTitle } from '@/lib/use-page-title';

const GUIDE_STEPS = ['install', 'signIn', 'write', 'apply', 'settings'] as const;
const FAQ = ['where', 'what', 'passwords', 'stored', 'limit', 'language', 'offline'] as const;

/**
 * /account/service, the help centre: usage guide, FAQ, feedback and support
 * contact. Support is by e-mail (a mailto) or the feedback form; there is no chat widget.
 */
export function HelpPage({ feedbackHref = '/account/feedback' }: { feedbackHref?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('help.pageTitle'));
  const mailto = `mailto:${PRODUCT_INFO.contactEmail}?subject=${encodeURIComponent(t('help.contact.mailSubject'))}`;
  return (
    <div className="flex max-w-3xl flex-col gap-10">
      <h2 className="text-2xl font-bold">{t('help.heading')}</h2>
      <section aria-labelledby="help-guide">
        <h3 id="help-guide" className="text-xl font-semibold">
          {t('help.guide.heading')}
        </h3>
        <ol className="mt-4 flex list-decimal flex-col gap-3 pl-6">
          {GUIDE_STEPS.map((step) => (
            <li key={step}>
              <p className="font-medium">{t(`help.guide.steps.${step}.title`)}</p>
              {step === 'apply' ? (
                // The guide's first line is the mouse's way; a body of its own said it twice.
                <KeyboardGuide className="mt-1 text-sm text-slate-600" />
              ) : (
                <p className="text-sm text-slate-600">{t(`help.guide.steps.${step}.body`)}</p>
              )}
              {step === 'install' ? (
                <a
                  href={PRODUCT_INFO.chromeWebStoreUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-1 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t('help.guide.steps.install.store')}
                  <span className="sr-only"> {t('app.newTab')}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="help-faq">
        <h3 id="help-faq" className="text-xl font-semibold">
          {t('help.faq.heading')}
        </h3>
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FAQ.map((item) => (
            <details key={item} className="group px-5 py-4">
              <summary className="cursor-pointer font-medium">
                {t(`help.faq.items.${item}.q`)}
              </summary>
              <p className="mt-2 text-sm text-slate-600">{t(`help.faq.items.${item}.a`)}</p>
            </details>
          ))}
        </div>
      </section>
      <section aria-labelledby="help-feedback" className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 p-5">
          <h3 id="help-feedback" className="font-semibold">
            {t('help.feedback.heading')}
          </h3>
          <p className="text-sm text-slate-600">{t('help.feedback.body')}</p>
          <Link to={feedbackHref} className={buttonClassName('secondary')}>
            {t('help.feedback.link')}
          </Link>
        </div>
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 p-5">
          <h3 className="font-semibold">{t('help.contact.heading')}</h3>
          <p className="text-sm text-slate-600">
            {t('help.contact.body', { email: PRODUCT_INFO.contactEmail })}
          </p>
          <a href={mailto} className={buttonClassName('primary')}>
            {t('help.contact.link')}
          </a>
        </div>
      </section>
    </div>
  );
}
