import {
  pageToExtensionMessageSchema,
  type PageToExtensionMessage,
} from '@/contracts/extension-messages';

/**
 * Hands the session to the browser extension (docs/architecture.md): the web bridge content
 * script picks the message up on this origin. Always posted to the page's own origin, never
 * '*'; harmless when no extension is installed (nobody listens).
 */
export function postToExtension(message: PageToExtensionMessage): boolean {
  if (typeof window === 'undefined') return false;
  const checked = pageToExtensionMessageSchema.safeParse(message);
  if (!checked.success) return false;
  window.postMessage(checked.data, window.location.origin);
  return true;
}
