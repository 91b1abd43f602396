import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { signInRequestSchema } from '@/contracts/identity';
import { ComingSoonDialog } from '@/components/confirm-dialog';
import { Button, buttonClassName } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api/api-error';
import { reportError } from '@/lib/errors/report-error';
import { fieldError } from '@/lib/i18n/field-error';
import { useRememberMeStore } from '@/lib/session/remember-me-store';
import { usePageTitle } from '@/lib/use-page-title';
import { useSignInMutation } from '@/features/identity/api/sign-in-api';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginFailedDialog } from './login-failed-dialog';
import { SetNewPasswordDialog } from './set-new-password-dialog';

const loginFormSchema = signInRequestSchema.extend({ rememberMe: z.boolean() });

type OpenDialog = 'none' | 'forgot' | 'failed' | 'findId';

export interface LoginPageProps {
  /** The social sign-in buttons (composed by the app from the social feature). */
  socialButtons?: ReactNode;
  /**
   * Sign-up on another page, opened in a new tab (the extension's options page: sign-up and
   * its e-mail link belong to the web app). Without it, sign-up is the /signup route.
   */
  externalSignupHref?: string;
}

/** /login; `?modal=reset-password` opens the set-new-password dialog. */
export function LoginPage({ socialButtons, externalSignupHref }: LoginPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const rememberedEmail = useRememberMeStore((state) => state.email);
  const signIn = useSignInMutation();
  const [dialog, setDialog] = useState<OpenDialog>('none');
  // "Try again" in the login-failed dialog: back to the filled form, the password selected to
  // retype. After the dialog has put focus back on its opener (an effect runs after that).
  const retrying = useRef(false);

  const form = useForm({
    mode: 'onChange',
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: rememberedEmail ?? '', password: '', rememberMe: true },
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (dialog !== 'none' || !retrying.current) return;
    retrying.current = false;
    form.setFocus('password', { shouldSelect: true });
  }, [dialog, form]);

  const navState = (location.state ?? {}) as { token?: unknown; email?: unknown };
  const resetOpen = params.get('modal') === 'reset-password';
  const closeReset = () => {
    const next = new URLSearchParams(params);
    next.delete('modal');
    setParams(next, { replace: true, state: null });
  };

  const submit = handleSubmit(async (values) => {
    await signIn.mutateAsync(values).catch((error: unknown) => {
      if (isApiError(error) && error.code === 'AUT01') setDialog('failed');
      else reportError(error, t);
    });
  });

  return (
    <main id="main" className="mx-auto flex max-w-md flex-col px-6 py-16">
      <h1 className="text-center text-3xl font-bold">{t('auth.login.heading')}</h1>
      <p className="mt-2 text-center text-slate-600">{t('auth.login.lead')}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-10 flex flex-col gap-5"
        aria-label={t('auth.login.heading')}
      >
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(t, errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(t, errors.password)}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox label={t('auth.login.rememberMe')} {...register('rememberMe')} />
          <div className="flex gap-3 text-sm">
            <button
              type="button"
              className="text-slate-600 underline-offset-2 hover:underline"
              onClick={() => setDialog('findId')}
            >
              {t('auth.login.findId')}
            </button>
            <button
              type="button"
              className="text-slate-600 underline-offset-2 hover:underline"
              onClick={() => setDialog('forgot')}
            >
              {t('auth.login.forgotPassword')}
            </button>
          </div>
        </div>
        <Button type="submit" className="py-3 text-base" disabled={signIn.isPending}>
          {t('auth.login.submit')}
        </Button>
        {externalSignupHref ? (
          <a
            href={externalSignupHref}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName('secondary', 'py-3 text-base')}
          >
            {t('auth.login.register')}
          </a>
        ) : (
          <Link to="/signup" className={buttonClassName('secondary', 'py-3 text-base')}>
            {t('auth.login.register')}
          </Link>
        )}
      </form>
      {socialButtons ? (
        <section aria-labelledby="social-heading" className="mt-8">
          <h2 id="social-heading" className="mb-3 text-center text-sm text-slate-500">
            {t('auth.login.socialHeading')}
          </h2>
          {socialButtons}
        </section>
      ) : null}

      <ComingSoonDialog open={dialog === 'findId'} onClose={() => setDialog('none')} />
      <ForgotPasswordDialog
        open={dialog === 'forgot'}
        onClose={() => setDialog('none')}
        defaultEmail={getValues('email')}
      />
      <LoginFailedDialog
        open={dialog === 'failed'}
        onClose={() => setDialog('none')}
        onRetry={() => {
          retrying.current = true;
          setDialog('none');
        }}
        onForgotPassword={() => setDialog('forgot')}
        onRegister={() => {
          if (externalSignupHref) window.open(externalSignupHref, '_blank', 'noreferrer');
          else void navigate('/signup');
        }}
      />
      <SetNewPasswordDialog
        open={resetOpen}
        onClose={closeReset}
        token={typeof navState.token === 'string' ? navState.token : undefined}
        email={typeof navState.email === 'string' ? navState.email : undefined}
      />
    </main>
  );
}
