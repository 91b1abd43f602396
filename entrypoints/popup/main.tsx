import { browser } from 'wxt/browser';
import { mountApp } from '../../src/app/mount';
import { clientEnv } from '../../src/config/client-env';
import { sendRpc } from '../../src/extension/protocol';
import { PopupPanel, type PopupState } from '../../src/features/popup/components/popup-panel';
import { bundledResources } from '../../src/lib/i18n/bundled-resources';
import { EXTENSION_NAMESPACES, createI18n } from '../../src/lib/i18n/create-i18n';

async function loadState(): Promise<PopupState> {
  const session = await sendRpc('session/get');
  if (!session.user) return { user: null, plan: null };
  const plan = await sendRpc('plan/get').catch(() => null);
  return { user: session.user, plan };
}

const i18n = await createI18n({
  source: { kind: 'bundled', resources: bundledResources },
  namespaces: EXTENSION_NAMESPACES,
});
mountApp(
  document.getElementById('root')!,
  i18n,
  <PopupPanel
    loadState={loadState}
    onOpenAccount={() => void browser.runtime.openOptionsPage().then(() => window.close())}
    onSignIn={() =>
      void browser.tabs.create({ url: `${clientEnv.webOrigin}/login` }).then(() => window.close())
    }
  />,
);
