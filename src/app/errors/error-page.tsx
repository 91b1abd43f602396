import { useLocation } from 'react-router';
import { ErrorScreen } from './error-screen';

/** /error: the generic error screen; a message may come in navigation state. */
export function ErrorPage() {
  const location = useLocation();
  const message = (location.state as { message?: unknown } | null)?.message;
  return <ErrorScreen message={typeof message === 'string' ? message : undefined} />;
}
