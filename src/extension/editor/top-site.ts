/**
 * The host name of the site the member sees: the tab's top page, also for an editor inside one
 * of its frames (an about:srcdoc frame has no host name of its own; a frame from another host
 * is still part of the page the member switched on or off). Chrome's `ancestorOrigins` lists
 * the parents from nearest to the top; without it, the frame's own host name.
 */
export function topSite(
  win: Pick<Window, 'location' | 'top'> & { readonly self: unknown },
): string {
  if (win.top === win.self) return win.location.hostname;
  const origins = win.location.ancestorOrigins as DOMStringList | undefined;
  const top = origins && origins.length > 0 ? origins[origins.length - 1] : undefined;
  if (!top) return win.location.hostname;
  try {
    return new URL(top).hostname;
  } catch {
    return win.location.hostname;
  }
}

/**
 * The popup asks the tab's top frame which site it is (`browser.tabs.sendMessage` reaches our
 * content script without any permission on the page's address): the answer is the site the
 * per-site switch uses. Browser pages run no content script, so nobody answers there.
 */
export const SITE_QUERY = 'dadeum/site';

/** The content script's answer to the popup's question, or undefined for any other message. */
export function answerSiteQuery(message: unknown, site: string): { site: string } | undefined {
  const channel = (message as { channel?: unknown } | null)?.channel;
  return channel === SITE_QUERY ? { site } : undefined;
}
