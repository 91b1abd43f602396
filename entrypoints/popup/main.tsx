import { browser } from 'wxt/browser';
import { mountExtensionElement } from '@/app/mount-extension-page';
import { clientEnv } from '@/config/client-env';
import { SITE_QUERY } from '@/extension/editor/top-site';
import { bindPageLanguage } from '@/extension/page-language';
import { sendRpc } from '@/extension/rpc-client';
import {
  CHECK_PAUSE_CHOICES_MS,
  checkPauseItem,
  checkPauseOf,
  DEFAULT_CHECK_PAUSE_MS,
  disabledSitesItem,
  setSiteEnabled,
  siteOf,
} from '@/extension/storage-items';
import { PopupPanel, type PopupState } from '@/features/popup/components/popup-panel';

/**
 * The site of the tab the popup was opened on: from its address (readable through the activeTab
 * grant of the toolbar click), else from our content script in the tab, which knows its site
 * (the popup may open without that grant). null on a browser page, where nothing runs.
 */
async function currentSite() {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  let hostname = siteOf(tab?.url);
  if (!hostname && tab?.id !== undefined) {
    const answer: unknown = await browser.tabs
      .sendMessage(tab.id, { channel: SITE_QUERY }, { frameId: 0 })
      .catch(() => null);
    const site = (answer as { site?: unknown } | null)?.site;
    hostname = typeof site === 'string' && site !== '' ? site : null;
  }
  if (!hostname) return null;
  return { hostname, enabled: !(await disabledSitesItem.getValue()).includes(hostname) };
}

async function loadState(): Promise<PopupState> {
  const session = await sendRpc('session/get');
  if (!session.user) return { user: null, plan: null, site: null };
  const [plan, site, pause] = await Promise.all([
    sendRpc('plan/get').catch(() => null),
    currentSite().catch(() => null),
    checkPauseItem.getValue().then(checkPauseOf),
  ]);
  return {
    user: session.user,
    plan,
    site,
    pause: { value: pause, choices: CHECK_PAUSE_CHOICES_MS, defaultValue: DEFAULT_CHECK_PAUSE_MS },
  };
}

await mountExtensionElement(
  <PopupPanel
    loadState={loadState}
    onToggleSite={setSiteEnabled}
    onPauseChange={(ms) => checkPauseItem.setValue(checkPauseOf(ms))}
    onOpenAccount={() => void browser.runtime.openOptionsPage().then(() => window.close())}
    onSignOut={() => sendRpc('session/sign-out').then(() => {})}
    onSignIn={() =>
      void browser.tabs.create({ url: `${clientEnv.webOrigin}/login` }).then(() => window.close())
    }
  />,
  { beforeMount: bindPageLanguage },
);
