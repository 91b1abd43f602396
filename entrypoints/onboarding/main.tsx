import { mountExtensionElement } from '../../src/app/mount-extension-page';
import { clientEnv } from '../../src/config/client-env';
import { sendRpc } from '../../src/extension/protocol';
import {
  OnboardingPage,
  type OnboardingState,
} from '../../src/features/onboarding/components/onboarding-page';

async function loadState(): Promise<OnboardingState> {
  const session = await sendRpc('session/get');
  if (!session.user) return { user: null, surveyAnswered: null };
  const survey = await sendRpc('survey/status').catch(() => null);
  return { user: session.user, surveyAnswered: survey?.answered ?? null };
}

await mountExtensionElement(
  <OnboardingPage loadState={loadState} webOrigin={clientEnv.webOrigin} />,
);
