import { defineContentScript } from 'wxt/utils/define-content-script';
import { startWebBridge } from '@/extension/web-bridge';

export default defineContentScript({
  // WEB_BRIDGE_PLACEHOLDER_MATCH, replaced at build time by `${WEB_ORIGIN}/*`
  // (build/extension-manifest.ts); it never matches anything else.
  matches: ['https://web-origin.invalid/*'],
  runAt: 'document_start',
  allFrames: false,
  main() {
    startWebBridge(window);
  },
});
