import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { registerBackground } from '@/extension/background';

export default defineBackground(() => {
  // Listeners are registered synchronously, before any await, so a woken worker gets every event.
  registerBackground(browser);
});
