import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startEditor } from '../../src/extension/editor/editor-controller';
import { backgroundDeps } from '../../src/extension/editor/editor-rpc';
import { disabledSitesItem } from '../../src/extension/storage-items';

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  allFrames: false,
  main(ctx) {
    const site = window.location.hostname;
    let editor: { stop(): void } | null = null;
    // Checking follows the popup's per-site switch, at once, without a reload.
    const follow = (disabled: string[]) => {
      const off = disabled.includes(site);
      if (off && editor) {
        editor.stop();
        editor = null;
      } else if (!off && !editor) {
        editor = startEditor({
          win: window,
          ...backgroundDeps(browser.i18n.getUILanguage()),
          // The web app, where the plans are (import.meta.env: client-env.ts would pull zod in).
          plansUrl: `${import.meta.env.VITE_WEB_ORIGIN}/`,
        });
      }
    };
    void disabledSitesItem.getValue().then(follow);
    const unwatch = disabledSitesItem.watch(follow);
    ctx.onInvalidated(() => {
      unwatch();
      editor?.stop();
    });
  },
});
