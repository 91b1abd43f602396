import { browser } from 'wxt/browser';
import { mountApp } from '../../src/app/mount';
import { PopupPanel } from '../../src/features/popup/components/popup-panel';
import { createI18n } from '../../src/lib/i18n/create-i18n';
import { bundledResources } from '../../src/lib/i18n/bundled-resources';

const i18n = await createI18n({ source: { kind: 'bundled', resources: bundledResources } });
mountApp(
  document.getElementById('root')!,
  i18n,
  <PopupPanel onOpenAccount={() => void browser.runtime.openOptionsPage()} />,
);
