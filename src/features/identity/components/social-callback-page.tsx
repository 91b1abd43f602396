import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { socialProviderSchema } from '@/contracts/identity';
import { useSocialExchangeMutation } from '@/features/identity/api/social-api';
import { errorMessageKey } from '@/lib/errors/error-catalogue';
import { usePageTitle } from '@/lib/use-page-title';

export interface SocialCallbackPageProps {
  /** The error screen to show on failure (composed by the app). */
  renderError: (message: string) => ReactNode;
}

/**
 * /auth/callback/{provider}?code&state: exchanges the code; MEM01 -> survey, MEM02 -> profile.
 * Missing code or provider raises '잘못된 접근입니다.'; while pending nothing is shown.
 */
export function SocialCallbackPage({ renderError }: SocialCallbackPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('social.callbackTitle'));
  const navigate = useNavigate();
  const { provider: rawProvider } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const parsed = socialProviderSchema.safeParse(rawProvider ?? '');
  const provider = parsed.success ? parsed.data : null;
  const valid = Boolean(code) && provider !== null;
  const exchange = useSocialExchangeMutation();
  const { mutate } = exchange;
  const started = useRef(false);

  // Once per visit (a code works once), also under StrictMode's second effect run.
  useEffect(() => {
    if (!code || !provider || started.current) return;
    started.current = true;
    mutate({ provider, code, state });
  }, [code, provider, state, mutate]);

  useEffect(() => {
    if (exchange.data) void navigate(exchange.data.destination, { replace: true });
  }, [exchange.data, navigate]);

  if (!valid) return renderError(t('error.code.INVALID_ACCESS'));
  if (exchange.isError) return renderError(t(errorMessageKey(exchange.error)));
  return null;
}
