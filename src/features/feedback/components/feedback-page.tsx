import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldShell, SelectField } from '@/components/ui/form-field';
import {
  FEEDBACK_SUBJECTS,
  FEEDBACK_SUBJECTS_NEEDING_MESSAGE,
  feedbackRequestSchema,
  type FeedbackSubject,
} from '@/contracts/feedback';
import { FEEDBACK_MESSAGE_MAX } from '@/contracts/fields';
import { notifySuccess } from '@/lib/errors/report-error';
import { fieldError } from '@/lib/i18n/field-error';
import { usePageTitle } from '@/lib/use-page-title';
import { useSendFeedbackMutation } from '@/features/feedback/api/feedback-api';

interface FeedbackFormValues {
  subject: FeedbackSubject | '';
  message: string;
}

/**
 * /account/feedback: one of six subjects and a message, required
 * for FEATURE_SUGGESTION and OTHER; success toast and a fresh form.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('feedback.pageTitle'));
  const send = useSendFeedbackMutation();
  const messageId = useId();
  const form = useForm<FeedbackFormValues>({
    mode: 'onChange',
    // The contract's schema validates what is sent; the empty subject fails its enum.
    resolver: zodResolver(feedbackRequestSchema) as never,
    defaultValues: { subject: '', message: '' },
  });
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = form;
  const subject = useWatch({ control, name: 'subject' });
  const messageRequired = subject !== '' && FEEDBACK_SUBJECTS_NEEDING_MESSAGE.includes(subject);
  const messageError = fieldError(t, errors.message);

  const submit = handleSubmit((values) => {
    const message = values.message.trim();
    send.mutate(
      { subject: values.subject as FeedbackSubject, ...(message ? { message } : {}) },
      {
        onSuccess: () => {
          reset();
          notifySuccess(t('feedback.success'));
        },
      },
    );
  });

  return (
    <section aria-labelledby="feedback-heading" className="flex max-w-xl flex-col gap-6">
      <div>
        <h2 id="feedback-heading" className="text-2xl font-bold">
          {t('feedback.heading')}
        </h2>
        <p className="mt-2 text-slate-600">{t('feedback.lead')}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
        <SelectField
          label={t('feedback.subject')}
          required
          error={fieldError(t, errors.subject)}
          // A new subject re-checks whether the message is needed.
          {...register('subject', { deps: ['message'] })}
        >
          <option value="" disabled>
            {t('feedback.choose')}
          </option>
          {FEEDBACK_SUBJECTS.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.subjects.${value}`)}
            </option>
          ))}
        </SelectField>
        <FieldShell
          id={messageId}
          label={t('feedback.message')}
          required={messageRequired}
          error={messageError}
          hint={t('feedback.messageHint', { max: FEEDBACK_MESSAGE_MAX })}
        >
          <textarea
            id={messageId}
            rows={6}
            maxLength={FEEDBACK_MESSAGE_MAX}
            aria-invalid={messageError ? true : undefined}
            aria-required={messageRequired || undefined}
            aria-describedby={[messageError ? `${messageId}-error` : '', `${messageId}-hint`]
              .filter(Boolean)
              .join(' ')}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-500"
            {...register('message')}
          />
        </FieldShell>
        <div>
          <Button type="submit" disabled={send.isPending}>
            {t('feedback.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
