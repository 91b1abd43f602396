import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { errorMessageKey } from '@/lib/errors/error-catalogue';
import { ErrorScreen } from './error-screen';

/** The top-level error boundary's fallback, with a reset that retries the failed queries. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t(errorMessageKey(error));
  const reset = () => {
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    void navigate(`${location.pathname}${location.search}`, { replace: true });
  };
  return <ErrorScreen message={message} onRetry={reset} />;
}
