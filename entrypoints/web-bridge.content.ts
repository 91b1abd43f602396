import { defineContentScript } from 'wxt/utils/define-content-script';
import { startWebBridge } from '../src/extension/web-bridge';

export default defineContentScript({
  // Replaced at build time by `${WEB_ORIGIN}/*` (wxt.config.ts); never matches anything else.
  matches: ['https://web-origin.invalid/*'],
  runAt: 'document_start',
  allFrames: false,
  main() {
    startWebBridge(window);
  },
});
