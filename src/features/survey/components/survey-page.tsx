import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  SURVEY_OPTIONS,
  SURVEY_STEPS,
  type SaveSurveyRequest,
  type SurveyOption,
  type SurveyStep,
} from '@/contracts/survey';
import { notifySuccess } from '@/lib/errors/report-error';
import { usePageTitle } from '@/lib/use-page-title';
import {
  surveyLabel,
  surveyQueries,
  useSaveSurveyMutation,
} from '@/features/survey/api/survey-api';

/** Answers of the steps already passed, kept in the history entry's state. */
export type SurveyContext = Partial<Record<SurveyStep, string[]>>;

interface SurveyHistoryState {
  survey?: SurveyContext;
}

function isStep(value: string | null): value is SurveyStep {
  return value !== null && (SURVEY_STEPS as readonly string[]).includes(value);
}

/** A context is valid for `step` when every earlier step holds at least one known option. */
export function isValidContext(step: SurveyStep, context: unknown): context is SurveyContext {
  const index = SURVEY_STEPS.indexOf(step);
  if (index === 0) return true;
  if (typeof context !== 'object' || context === null) return false;
  const record = context as Record<string, unknown>;
  return SURVEY_STEPS.slice(0, index).every((earlier) => {
    const list = record[earlier];
    const allowed: readonly string[] = SURVEY_OPTIONS[earlier];
    return (
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((item) => typeof item === 'string' && allowed.includes(item))
    );
  });
}

/**
 * /survey: purpose, reason, apps. The step is in the URL query
 * (`?step=reason`) and the answers of the earlier steps in the history entry's state, so the
 * browser's back and forward buttons move between steps; a step whose context is missing or
 * invalid (a typed or shared URL) starts again at the first step.
 */
export function SurveyPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('survey.pageTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useQuery({ ...surveyQueries.form(), meta: { errorDisplay: 'modal' } });
  const save = useSaveSurveyMutation();

  const params = new URLSearchParams(location.search);
  const rawStep = params.get('step');
  const context = ((location.state ?? {}) as SurveyHistoryState).survey;
  const step: SurveyStep = isStep(rawStep) ? rawStep : 'purpose';
  const valid = (rawStep === null || isStep(rawStep)) && isValidContext(step, context);

  useEffect(() => {
    if (!valid) void navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [valid, navigate, location.pathname]);

  return (
    <SurveyStepForm
      step={step}
      context={valid ? (context ?? {}) : {}}
      options={form.data?.options[step]}
      onSubmit={(payload) =>
        save.mutate(payload, {
          onSuccess: () => {
            void queryClient.prefetchQuery(surveyQueries.form());
            void navigate('/', { replace: true });
            notifySuccess(t('survey.saved'));
          },
        })
      }
      saving={save.isPending}
      language={i18n.language}
    />
  );
}

interface SurveyStepFormProps {
  step: SurveyStep;
  context: SurveyContext;
  options: SurveyOption[] | undefined;
  onSubmit: (payload: SaveSurveyRequest) => void;
  saving: boolean;
  language: string;
}

function SurveyStepForm({
  step,
  context,
  options,
  onSubmit,
  saving,
  language,
}: SurveyStepFormProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // The current step's choices live in this history entry's state too (replaced on each
  // toggle), so back and forward show every step as it was left.
  const selected = context[step] ?? [];
  const index = SURVEY_STEPS.indexOf(step);
  const progress = Math.round(((index + 1) / SURVEY_STEPS.length) * 100);
  const headingId = 'survey-step-heading';

  const toggle = (content: string) => {
    const choices = selected.includes(content)
      ? selected.filter((c) => c !== content)
      : [...selected, content];
    void navigate(
      { pathname: location.pathname, search: location.search },
      {
        replace: true,
        state: { survey: { ...context, [step]: choices } } satisfies SurveyHistoryState,
      },
    );
  };

  const next = async () => {
    if (selected.length === 0) return;
    const answers: SurveyContext = { ...context, [step]: selected };
    const following = SURVEY_STEPS[index + 1];
    if (following) {
      await navigate(
        { pathname: location.pathname, search: `?step=${following}` },
        { state: { survey: answers } satisfies SurveyHistoryState },
      );
      return;
    }
    const toItems = (list: string[] | undefined) =>
      (list ?? []).map((content) => ({ content: content.toUpperCase() }));
    const payload = {
      purpose: toItems(answers.purpose),
      reason: toItems(answers.reason),
      apps: toItems(answers.apps),
    } as SaveSurveyRequest;
    onSubmit(payload);
  };

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col px-6 py-16">
      <p className="text-sm font-medium text-brand-700">
        {t('survey.stepOf', { step: index + 1, total: SURVEY_STEPS.length })}
      </p>
      <div
        role="progressbar"
        aria-label={t('survey.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${index + 1}/${SURVEY_STEPS.length}`}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
      </div>
      <h1 id={headingId} className="mt-8 text-2xl font-bold">
        {t(`survey.steps.${step}.title`)}
      </h1>
      <p className="mt-2 text-slate-600">{t('survey.multiple')}</p>
      {!options ? (
        <div className="mt-10 flex justify-center">
          <Spinner size={40} label={t('app.loading')} />
        </div>
      ) : (
        <div role="group" aria-labelledby={headingId} className="mt-6 grid gap-3 sm:grid-cols-2">
          {options.map((option) => {
            const pressed = selected.includes(option.content);
            return (
              <button
                key={option.content}
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(option.content)}
                className={`rounded-xl border px-4 py-3 text-left font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  pressed
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-300 bg-white hover:border-brand-500'
                }`}
              >
                {surveyLabel(option, language)}
              </button>
            );
          })}
        </div>
      )}
      <div className="mt-10 flex items-center justify-between gap-3">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            {t('survey.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={() => void next()} disabled={selected.length === 0 || saving}>
          {index === SURVEY_STEPS.length - 1 ? t('survey.submit') : t('survey.next')}
        </Button>
      </div>
      {selected.length === 0 && (
        <p className="mt-3 text-right text-sm text-slate-500">{t('survey.chooseOne')}</p>
      )}
    </main>
  );
}
