import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startEditor } from '../../src/extension/editor/editor-controller';
import { backgroundDeps } from '../../src/extension/editor/editor-rpc';

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  allFrames: false,
  main(ctx) {
    const editor = startEditor({
      win: window,
      ...backgroundDeps(browser.i18n.getUILanguage()),
      // The web app, where the plans are (import.meta.env: client-env.ts would pull zod in).
      plansUrl: `${import.meta.env.VITE_WEB_ORIGIN}/`,
    });
    ctx.onInvalidated(() => editor.stop());
  },
});
