/**
 * Underlines for contenteditable fields with the CSS Custom Highlight API: ranges over the
 * page's own text nodes, styled by `::highlight()` rules. The page's DOM text is never touched;
 * the only node added is one <style> with the highlight rules (they must live in the page's
 * document styles to apply to its text).
 */
import type { CorrectionCategory } from '@/contracts/correction';

export const CATEGORY_COLORS: Record<CorrectionCategory, string> = {
  SPELLING: '#e5484d',
  SPACING: '#0090ff',
  GRAMMAR: '#f76b15',
  PUNCTUATION: '#8e4ec6',
  STYLE: '#30a46c',
};

const CATEGORIES = Object.keys(CATEGORY_COLORS) as CorrectionCategory[];

export function highlightName(category: CorrectionCategory): string {
  return `dadeum-${category.toLowerCase()}`;
}

export function highlightsSupported(win: Window & typeof globalThis): boolean {
  return typeof win.CSS !== 'undefined' && 'highlights' in win.CSS && 'Highlight' in win;
}

export interface HighlightLayer {
  /** Replaces the ranges one field contributes. */
  set(owner: object, ranges: Array<{ range: Range; category: CorrectionCategory }>): void;
  clear(owner: object): void;
  /** Unregisters the highlights and removes the style (the extension was updated or removed). */
  destroy(): void;
}

export function createHighlightLayer(win: Window & typeof globalThis): HighlightLayer {
  const doc = win.document;
  const style = doc.createElement('style');
  style.dataset.dadeum = 'highlights';
  style.textContent = CATEGORIES.map(
    (c) =>
      `::highlight(${highlightName(c)}){text-decoration:underline wavy ${CATEGORY_COLORS[c]};text-decoration-thickness:1.5px;text-underline-offset:3px;text-decoration-skip-ink:none}`,
  ).join('\n');
  (doc.head ?? doc.documentElement).append(style);

  const byOwner = new Map<object, Array<{ range: Range; category: CorrectionCategory }>>();
  const layers = new Map<CorrectionCategory, Highlight>();
  for (const c of CATEGORIES) {
    const highlight = new win.Highlight();
    layers.set(c, highlight);
    win.CSS.highlights.set(highlightName(c), highlight);
  }
  const rebuild = () => {
    for (const h of layers.values()) h.clear();
    for (const ranges of byOwner.values())
      for (const { range, category } of ranges) layers.get(category)!.add(range);
  };
  return {
    set(owner, ranges) {
      byOwner.set(owner, ranges);
      rebuild();
    },
    clear(owner) {
      if (byOwner.delete(owner)) rebuild();
    },
    destroy() {
      byOwner.clear();
      for (const c of CATEGORIES) win.CSS.highlights.delete(highlightName(c));
      style.remove();
    },
  };
}
