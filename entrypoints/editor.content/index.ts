import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startEditor } from '../../src/extension/editor/editor-controller';
import { backgroundDeps } from '../../src/extension/editor/editor-rpc';
import { editorStrings } from '../../src/extension/editor/strings';

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  allFrames: false,
  main(ctx) {
    const editor = startEditor({
      win: window,
      strings: editorStrings(browser.i18n.getUILanguage()),
      ...backgroundDeps(),
    });
    ctx.onInvalidated(() => editor.stop());
  },
});
