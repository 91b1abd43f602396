import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { signUpFormSchema } from '@/contracts/identity';
import { emailSchema } from '@/contracts/fields';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { Checkbox, SelectField, TextField } from '@/components/ui/form-field';
import { CheckIcon } from '@/components/ui/icons';
import { notifyInfo, notifySuccess } from '@/lib/errors/report-error';
import { fieldError } from '@/lib/i18n/field-error';
import {
  EMAIL_VERIFICATION_STORE_KEY,
  canResend,
  useEmailVerificationStore,
} from '@/lib/session/email-verification-store';
import { usePageTitle } from '@/lib/use-page-title';
import {
  useResendVerificationMutation,
  useSendVerificationMutation,
  useSignUpMutation,
} from '@/features/identity/api/sign-up-api';
import { countryOptions } from './countries';
import { VerificationSentDialog } from './verification-sent-dialog';

type SignUpFormInput = z.input<typeof signUpFormSchema>;
type SignUpFormOutput = z.output<typeof signUpFormSchema>;

function normalise(email: string) {
  return email.trim().toLowerCase();
}

/** /signup. */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('signup.pageTitle'));
  const verification = useEmailVerificationStore();
  const send = useSendVerificationMutation();
  const resend = useResendVerificationMutation();
  const signUp = useSignUpMutation();
  const [sentOpen, setSentOpen] = useState(false);

  const form = useForm<SignUpFormInput, unknown, SignUpFormOutput>({
    mode: 'onChange',
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      email: verification.completeEmail ?? verification.email ?? '',
      password: '',
      confirmPassword: '',
      name: '',
      country_code: '',
      birth_date: '',
      gender: '',
      termsAgreed: false,
      privacyAgreed: false,
      isEmailVerified: verification.isEmailVerified,
    } as unknown as SignUpFormInput,
  });
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    control,
    formState: { errors, isValid, dirtyFields },
  } = form;

  const email = normalise(useWatch({ control, name: 'email' }) ?? '');
  const termsAgreed = useWatch({ control, name: 'termsAgreed' }) === true;
  const privacyAgreed = useWatch({ control, name: 'privacyAgreed' }) === true;
  const verified = verification.completeEmail !== null && verification.completeEmail === email;
  const sentToThis = verification.email === email && !verified;
  const emailFormatOk = emailSchema.safeParse(email).success;

  // A link opened in another tab updates the persisted store: pick it up here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === EMAIL_VERIFICATION_STORE_KEY) {
        void useEmailVerificationStore.persist.rehydrate();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Changing the address after verification makes it unverified again.
  useEffect(() => {
    useEmailVerificationStore.getState().emailChanged(email);
  }, [email]);

  useEffect(() => {
    setValue('isEmailVerified', verified, { shouldValidate: true });
    if (email) void trigger('email');
  }, [verified, email, setValue, trigger]);

  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const sendFirst = () => {
    if (verified) {
      notifyInfo(t('signup.verify.alreadyVerified'));
      return;
    }
    send.mutate(email, {
      onSuccess: () => {
        useEmailVerificationStore.getState().markSent(email);
        setSentOpen(true);
      },
    });
  };

  const resendMail = () => {
    const check = canResend(useEmailVerificationStore.getState());
    if (!check.ok) {
      notifyInfo(
        check.reason === 'max'
          ? t('signup.verify.maxResends')
          : t('signup.verify.wait', { seconds: check.seconds }),
      );
      return;
    }
    notifyInfo(t('signup.verify.sending'));
    resend.mutate(email, {
      onSuccess: () => {
        useEmailVerificationStore.getState().markResent();
        notifySuccess(t('signup.verify.resent'));
      },
    });
  };

  const submit = handleSubmit((values) => {
    signUp.mutate({
      email: values.email,
      password: values.password,
      name: values.name,
      country_code: values.country_code,
      birth_date: values.birth_date,
      verified: 'Y',
    });
  });

  const showEmailError = dirtyFields.email || verification.email !== null;
  const agreeAll = termsAgreed && privacyAgreed;

  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col px-6 py-16">
      <h1 className="text-center text-3xl font-bold">{t('signup.heading')}</h1>
      <p className="mt-2 text-center text-slate-600">{t('signup.lead')}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-10 flex flex-col gap-5"
        aria-label={t('signup.heading')}
      >
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={showEmailError ? fieldError(t, errors.email) : undefined}
          hint={
            verified ? (
              <span className="inline-flex items-center gap-1 font-medium text-brand-700">
                <CheckIcon className="size-4 text-brand-600" />
                {t('signup.verify.verified')}
              </span>
            ) : sentToThis ? (
              t('signup.verify.checkInbox')
            ) : (
              t('signup.verify.hint')
            )
          }
          addon={
            sentToThis ? (
              <Button variant="secondary" onClick={resendMail} disabled={resend.isPending}>
                {resend.isPending ? t('signup.verify.sending') : t('signup.verify.resend')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={sendFirst}
                disabled={!emailFormatOk || send.isPending || verified}
              >
                {verified ? t('signup.verify.done') : t('signup.verify.send')}
              </Button>
            )
          }
          {...register('email')}
        />
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          password={register('password', { deps: ['confirmPassword'] })}
          confirm={register('confirmPassword')}
          errors={errors}
        />
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          maxLength={50}
          error={fieldError(t, errors.name)}
          {...register('name')}
        />
        <SelectField
          label={t('fields.country')}
          required
          error={fieldError(t, errors.country_code)}
          {...register('country_code')}
        >
          <option value="">{t('fields.countryPlaceholder')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('fields.birthDate')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="YYYYMMDD"
          maxLength={8}
          required
          hint={t('fields.birthDateHint')}
          error={fieldError(t, errors.birth_date)}
          {...register('birth_date')}
        />
        <SelectField
          label={t('fields.gender')}
          error={fieldError(t, errors.gender)}
          {...register('gender')}
        >
          <option value="">{t('fields.genderNone')}</option>
          <option value="male">{t('fields.genderMale')}</option>
          <option value="female">{t('fields.genderFemale')}</option>
        </SelectField>

        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">
            {t('signup.agreements')}
          </legend>
          <Checkbox
            label={<strong>{t('signup.agreeAll')}</strong>}
            checked={agreeAll}
            onChange={(event) => {
              const checked = event.target.checked;
              setValue('termsAgreed', checked as true, { shouldValidate: true, shouldDirty: true });
              setValue('privacyAgreed', checked as true, {
                shouldValidate: true,
                shouldDirty: true,
              });
            }}
          />
          <hr className="border-slate-200" />
          <div className="flex items-start justify-between gap-2">
            <Checkbox
              label={t('signup.agreeTerms')}
              error={fieldError(t, errors.termsAgreed)}
              {...register('termsAgreed')}
            />
            <Link to="/terms" target="_blank" className="text-xs text-brand-700 underline">
              {t('signup.view')}
              <span className="sr-only"> {t('legal.terms.title')}</span>
            </Link>
          </div>
          <div className="flex items-start justify-between gap-2">
            <Checkbox
              label={t('signup.agreePrivacy')}
              error={fieldError(t, errors.privacyAgreed)}
              {...register('privacyAgreed')}
            />
            <Link to="/privacy" target="_blank" className="text-xs text-brand-700 underline">
              {t('signup.view')}
              <span className="sr-only"> {t('legal.privacy.title')}</span>
            </Link>
          </div>
        </fieldset>

        <Button
          type="submit"
          className="py-3 text-base"
          disabled={!isValid || !verified || signUp.isPending}
        >
          {t('signup.submit')}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {t('header.login')}
          </Link>
        </p>
      </form>
      <VerificationSentDialog open={sentOpen} email={email} onClose={() => setSentOpen(false)} />
    </main>
  );
}
