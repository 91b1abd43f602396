import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { useSignUpMutation } from '@/features/identity/api/sign-up-api';
import { SignupAgreements } from './signup-agreements';
import { SignupDetailsFields } from './signup-details-fields';
import { SignupEmailField } from './signup-email-field';
import { useSignUpForm } from './signup-form';

/** /signup: verified e-mail, password, details and agreements; MEM01 leads to the survey. */
export function SignupPage() {
  const { t } = useTranslation();
  usePageTitle(t('signup.pageTitle'));
  const signUp = useSignUpMutation();
  const { form, ...emailState } = useSignUpForm();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = form;

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
        <SignupEmailField form={form} {...emailState} />
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          password={register('password', { deps: ['confirmPassword'] })}
          confirm={register('confirmPassword')}
          errors={errors}
        />
        <SignupDetailsFields form={form} />
        <SignupAgreements form={form} />
        <Button
          type="submit"
          className="py-3 text-base"
          disabled={!isValid || !emailState.verified || signUp.isPending}
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
    </main>
  );
}
