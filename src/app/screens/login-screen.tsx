import { LoginPage } from '@/features/identity/components/login-page';
import { SocialButtons } from '@/features/identity/components/social-buttons';

/** /login: the auth feature's page with the social feature's buttons (route module). */
export function Component() {
  return <LoginPage socialButtons={<SocialButtons />} />;
}
