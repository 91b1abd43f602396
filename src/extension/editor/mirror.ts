/**
 * Where characters of a textarea or text input are on screen, measured with a mirror: a hidden
 * div with the field's box and font, placed exactly over the field and scrolled like it.
 * The field itself is only read.
 */

const COPIED_STYLES = [
  'boxSizing',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderTopStyle',
  'borderRightStyle',
  'borderBottomStyle',
  'borderLeftStyle',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'fontStretch',
  'fontSize',
  'fontFamily',
  'fontFeatureSettings',
  'fontKerning',
  'lineHeight',
  'textAlign',
  'textTransform',
  'textIndent',
  'letterSpacing',
  'wordSpacing',
  'tabSize',
  'direction',
  'wordBreak',
  'overflowWrap',
] as const;

export interface ClientRectLike {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Viewport rectangles of [start, end) for each range, clipped to the field's visible area. */
export function measureTextRanges(
  field: HTMLInputElement | HTMLTextAreaElement,
  mirror: HTMLElement,
  ranges: ReadonlyArray<readonly [number, number]>,
): ClientRectLike[][] {
  const win = field.ownerDocument.defaultView!;
  const cs = win.getComputedStyle(field);
  const isInput = field.tagName === 'INPUT';
  const box = field.getBoundingClientRect();
  const style = mirror.style;
  for (const name of COPIED_STYLES) style[name] = cs[name];
  // The mirror has the field's content width without a scrollbar: clientWidth excludes it.
  const padX = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
  const padY = parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom);
  style.boxSizing = 'content-box';
  style.position = 'fixed';
  style.visibility = 'hidden';
  style.pointerEvents = 'none';
  style.overflow = 'hidden';
  style.margin = '0';
  style.left = `${box.left}px`;
  style.top = `${box.top}px`;
  style.width = `${Math.max(0, field.clientWidth - padX)}px`;
  style.height = `${Math.max(0, field.clientHeight - padY)}px`;
  style.whiteSpace = isInput ? 'pre' : 'pre-wrap';
  if (!isInput) style.overflowWrap = cs.overflowWrap === 'normal' ? 'break-word' : cs.overflowWrap;

  const text = field.value;
  const node = field.ownerDocument.createTextNode(text + (isInput ? '' : '\u200b'));
  mirror.replaceChildren(node);
  mirror.scrollTop = field.scrollTop;
  mirror.scrollLeft = field.scrollLeft;

  // A text input centres its line vertically in the content box.
  let dy = 0;
  if (isInput && text.length > 0) {
    const probe = field.ownerDocument.createRange();
    probe.setStart(node, 0);
    probe.setEnd(node, Math.min(1, text.length));
    const line = probe.getBoundingClientRect();
    const contentTop = box.top + field.clientTop + parseFloat(cs.paddingTop);
    const contentHeight = field.clientHeight - padY;
    dy = contentTop + (contentHeight - line.height) / 2 - line.top;
  }

  const clip = {
    left: box.left + field.clientLeft,
    top: box.top + field.clientTop,
    right: box.left + field.clientLeft + field.clientWidth,
    bottom: box.top + field.clientTop + field.clientHeight,
  };
  const range = field.ownerDocument.createRange();
  return ranges.map(([start, end]) => {
    if (end > text.length || start > end) return [];
    range.setStart(node, start);
    range.setEnd(node, end);
    const out: ClientRectLike[] = [];
    for (const r of Array.from(range.getClientRects())) {
      if (r.width === 0) continue;
      const rect = { left: r.left, top: r.top + dy, right: r.right, bottom: r.bottom + dy };
      if (rect.bottom <= clip.top || rect.top >= clip.bottom) continue;
      if (rect.right <= clip.left || rect.left >= clip.right) continue;
      out.push({
        left: Math.max(rect.left, clip.left),
        right: Math.min(rect.right, clip.right),
        top: rect.top,
        bottom: Math.min(rect.bottom, clip.bottom),
      });
    }
    return out;
  });
}
