import { mountExtensionElement } from '@/app/mount-extension-page';
import { clientEnv } from '@/config/client-env';
import { bindPageLanguage } from '@/extension/page-language';
import { sendRpc } from '@/extension/rpc-client';
import {
  OnboardingPage,
  type OnboardingState,
} from '@/features/onboarding/components/onboarding-page';

async function loadState(): Promise<OnboardingState> {
  const session = await sendRpc('session/get');
  if (!session.user) return { user: null, surveyAnswered: null };
  const survey = await sendRpc('survey/status').catch(() => null);
  return { user: session.user, surveyAnswered: survey?.answered ?? null };
}

await mountExtensionElement(
  <OnboardingPage loadState={loadState} webOrigin={clientEnv.webOrigin} />,
  { beforeMount: bindPageLanguage },
);
