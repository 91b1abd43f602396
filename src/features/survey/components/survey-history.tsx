import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SURVEY_STEPS } from '@/contracts/survey';
import { surveyLabel, surveyQueries } from '@/features/survey/api/survey-api';

/** The member's saved survey answers (profile): spinner, failure + refresh. */
export function SurveyHistory({ surveyHref = '/survey' }: { surveyHref?: string }) {
  const { t, i18n } = useTranslation();
  const form = useQuery({ ...surveyQueries.form(), meta: { errorDisplay: 'none' } });
  const answered = form.data ? SURVEY_STEPS.some((step) => form.data[step].length > 0) : false;
  return (
    <section aria-labelledby="survey-history-heading" className="flex flex-col gap-4">
      <h2 id="survey-history-heading" className="text-xl font-bold">
        {t('surveyHistory.heading')}
      </h2>
      {form.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner size={40} label={t('app.loading')} />
        </div>
      ) : form.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 p-6"
        >
          <p className="font-semibold">{t('surveyHistory.failed')}</p>
          <Button variant="secondary" onClick={() => void form.refetch()}>
            {t('surveyHistory.refresh')}
          </Button>
        </div>
      ) : !answered ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 p-6">
          <p className="text-slate-600">{t('surveyHistory.empty')}</p>
          <Link to={surveyHref} className={buttonClassName('primary')}>
            {t('surveyHistory.take')}
          </Link>
        </div>
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-slate-200 p-6 text-sm sm:grid-cols-[10rem_1fr]">
          {SURVEY_STEPS.map((step) => (
            <div key={step} className="contents">
              <dt className="text-slate-500">{t(`survey.steps.${step}.short`)}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {form.data[step].map((item) => (
                    <li
                      key={item.content}
                      className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800"
                    >
                      {surveyLabel(item, i18n.language)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
