import { clientEnv } from '@/config/client-env';
import { LoginPage } from '@/features/identity/components/login-page';
import { SocialButtons } from '@/features/identity/components/social-buttons';

/**
 * The options page's /login: e-mail and password sign in right here (the session goes to the
 * extension, src/extension/page-session.ts). Social sign-in and sign-up open the web app in a
 * new tab: the provider returns to the web origin and the verification mail links there; the
 * web app's hand-over then brings the session back and this page follows it.
 */
export function Component() {
  return (
    <LoginPage
      externalSignupHref={`${clientEnv.webOrigin}/signup`}
      socialButtons={<SocialButtons signInPageHref={`${clientEnv.webOrigin}/login`} />}
    />
  );
}
