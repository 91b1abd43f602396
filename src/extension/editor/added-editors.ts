/** What may be an editor among elements added to the page (inputs wait for focus). */
const EDITABLE = '[contenteditable]:not([contenteditable="false"]), textarea';
/** Fields attached at most per look at added elements (a page that adds hundreds at once). */
const MAX_FIELDS_PER_SCAN = 20;

/**
 * Editors that appear after the page loaded (a composer mounted late, a reply box opened) are
 * attached as they appear, so text put in them without a keystroke is checked too. The
 * observer only collects added elements, skipping nodes added inside an editor (typing); they
 * are looked at once the page's own work is done. Returns the function that stops watching.
 */
export function watchAddedEditors(
  win: Window & typeof globalThis,
  attach: (candidate: Element) => void,
): () => void {
  if (typeof win.MutationObserver !== 'function') return () => {};
  const added = new Set<Element>();
  let scan = 0;
  const scanAdded = () => {
    scan = 0;
    let budget = MAX_FIELDS_PER_SCAN;
    for (const node of added) {
      if (!node.isConnected) continue;
      const found = node.matches(EDITABLE) ? [node] : [];
      if (node.firstElementChild) found.push(...node.querySelectorAll(EDITABLE));
      for (const candidate of found) {
        if ((candidate.parentElement as HTMLElement | null)?.isContentEditable) continue;
        if (budget-- <= 0) break;
        attach(candidate);
      }
    }
    added.clear();
  };
  const observer = new win.MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        added.add(record.target as Element);
        continue;
      }
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if ((node.parentElement as HTMLElement | null)?.isContentEditable) continue;
        added.add(node as Element);
      }
    }
    if (added.size > 0 && !scan) scan = win.setTimeout(scanAdded, 0);
  });
  observer.observe(win.document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['contenteditable'],
  });
  return () => {
    observer.disconnect();
    if (scan) win.clearTimeout(scan);
  };
}
