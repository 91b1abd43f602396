import { browser } from 'wxt/browser';
import { mountExtensionElement } from '../../src/app/mount-extension-page';
import { clientEnv } from '../../src/config/client-env';
import { sendRpc } from '../../src/extension/protocol';
import { PopupPanel, type PopupState } from '../../src/features/popup/components/popup-panel';

async function loadState(): Promise<PopupState> {
  const session = await sendRpc('session/get');
  if (!session.user) return { user: null, plan: null };
  const plan = await sendRpc('plan/get').catch(() => null);
  return { user: session.user, plan };
}

await mountExtensionElement(
  <PopupPanel
    loadState={loadState}
    onOpenAccount={() => void browser.runtime.openOptionsPage().then(() => window.close())}
    onSignIn={() =>
      void browser.tabs.create({ url: `${clientEnv.webOrigin}/login` }).then(() => window.close())
    }
  />,
);
