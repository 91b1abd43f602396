import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { checkSignIn, type SignInFields } from '@/contracts/sign-in-check';
import { ComingSoonDialog } from '@/components/confirm-dialog';
import { Button, buttonClassName } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api/api-error';
import { reportError } from '@/lib/errors/report-error';
import { useRememberMeStore } from '@/lib/session/remember-me-store';
import { usePageTitle } from '@/lib/use-page-title';
import { useSignInMutation, warmSignIn } from '@/features/identity/api/use-sign-in';
import { LoginFailedDialog } from './login-failed-dialog';

// The page loads without zod, the API client and the dialogs' forms (docs/decisions.md, "Login
// page weight"): the dialogs come when first opened, the sign-in call on submit.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);
const SetNewPasswordDialog = lazy(() =>
  import('./set-new-password-dialog').then((module) => ({
    default: module.SetNewPasswordDialog,
  })),
);

type Field = keyof SignInFields;

/**
 * The login form's state, as react-hook-form's `onChange` mode keeps it but without loading it
 * (docs/decisions.md, "Login page weight"): uncontrolled inputs read on each change (so text
 * typed before hydration counts), a field's error shown once it has changed or the form was
 * submitted, with signInRequestSchema's rules (checkSignIn, no zod).
 */
function useLoginFields() {
  const inputs = useRef<Record<Field, HTMLInputElement | null>>({ email: null, password: null });
  const changed = useRef(new Set<Field>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const check = () => {
    const result = checkSignIn({
      email: inputs.current.email?.value ?? '',
      password: inputs.current.password?.value ?? '',
    });
    const shown = (field: Field) =>
      submitted.current || changed.current.has(field) ? result.errors[field] : undefined;
    const next = { email: shown('email'), password: shown('password') };
    setErrors((was) => (was.email === next.email && was.password === next.password ? was : next));
    return result;
  };
  const field = (name: Field) => ({
    name,
    ref: (node: HTMLInputElement | null) => {
      inputs.current[name] = node;
    },
    onChange: () => {
      changed.current.add(name);
      check();
    },
  });
  /** All fields checked and shown; the first broken one gets focus. */
  const checkAll = () => {
    submitted.current = true;
    const result = check();
    const broken = (['email', 'password'] as const).find((name) => result.errors[name]);
    if (broken) inputs.current[broken]?.focus();
    return broken ? null : result.values;
  };
  return { field, errors, checkAll, inputs };
}

/** True from the first time `open` is true: a lazy dialog stays mounted for its exit. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

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

  // Read once, at the first render, as react-hook-form's defaultValues were.
  const [defaultEmail] = useState(rememberedEmail ?? '');
  const { field, errors, checkAll, inputs } = useLoginFields();
  const rememberMe = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (dialog !== 'none' || !retrying.current) return;
    retrying.current = false;
    inputs.current.password?.focus();
    inputs.current.password?.select();
  }, [dialog, inputs]);

  const navState = (location.state ?? {}) as { token?: unknown; email?: unknown };
  const resetOpen = params.get('modal') === 'reset-password';
  const forgotMounted = useOpenedOnce(dialog === 'forgot');
  const resetMounted = useOpenedOnce(resetOpen);
  const closeReset = () => {
    const next = new URLSearchParams(params);
    next.delete('modal');
    setParams(next, { replace: true, state: null });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = checkAll();
    if (!values) return;
    await signIn
      .mutateAsync({ ...values, rememberMe: rememberMe.current?.checked ?? true })
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'AUT01') setDialog('failed');
        else reportError(error, t);
      });
  };

  return (
    <main id="main" className="mx-auto flex max-w-md flex-col px-6 py-16">
      <h1 className="text-center text-3xl font-bold">{t('auth.login.heading')}</h1>
      <p className="mt-2 text-center text-slate-600">{t('auth.login.lead')}</p>
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={warmSignIn}
        onPointerDown={warmSignIn}
        noValidate
        className="mt-10 flex flex-col gap-5"
        aria-label={t('auth.login.heading')}
      >
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={defaultEmail}
          error={errors.email ? t(errors.email) : undefined}
          {...field('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password ? t(errors.password) : undefined}
          {...field('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox
            label={t('auth.login.rememberMe')}
            name="rememberMe"
            defaultChecked
            ref={rememberMe}
          />
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
      {forgotMounted ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={dialog === 'forgot'}
            onClose={() => setDialog('none')}
            defaultEmail={inputs.current.email?.value ?? ''}
          />
        </Suspense>
      ) : null}
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
      {resetMounted ? (
        <Suspense fallback={null}>
          <SetNewPasswordDialog
            open={resetOpen}
            onClose={closeReset}
            token={typeof navState.token === 'string' ? navState.token : undefined}
            email={typeof navState.email === 'string' ? navState.email : undefined}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
