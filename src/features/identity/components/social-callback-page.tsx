import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { socialProviderSchema } from '@/contracts/identity';
import { errorMessageKey } from '@/lib/errors/error-catalogue';
import { usePageTitle } from '@/lib/use-page-title';
import { socialQueries } from '@/features/identity/api/social-api';

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
  const queryClient = useQueryClient();
  const { provider: rawProvider } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code');
  const provider = socialProviderSchema.safeParse(rawProvider ?? '');
  const valid = Boolean(code) && provider.success;
  const exchange = useQuery({
    ...socialQueries.exchange(
      queryClient,
      provider.success ? provider.data : 'google',
      code ?? '',
      params.get('state'),
    ),
    enabled: valid,
  });

  useEffect(() => {
    if (exchange.data) void navigate(exchange.data.destination, { replace: true });
  }, [exchange.data, navigate]);

  if (!valid) return renderError(t('error.code.INVALID_ACCESS'));
  if (exchange.isError) return renderError(t(errorMessageKey(exchange.error)));
  return null;
}
