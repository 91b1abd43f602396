import { ErrorScreen } from '@/app/errors/error-screen';
import { SocialCallbackPage } from '@/features/identity/components/social-callback-page';

/** /auth/callback/{provider}: the social feature's exchange with the errors feature's screen. */
export function Component() {
  return <SocialCallbackPage renderError={(message) => <ErrorScreen message={message} />} />;
}
