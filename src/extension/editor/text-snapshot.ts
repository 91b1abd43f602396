/**
 * The text of a contenteditable element as one string, with a map from string offsets (UTF-16
 * code units) back to DOM positions. Block elements and <br> become '\n' (virtual characters
 * that map to no text node), so paragraphs are lines. The DOM is only read, never changed.
 */

export interface TextSegment {
  node: Text;
  /** Offset of the node's first character in the snapshot text. */
  start: number;
}

export interface TextSnapshot {
  text: string;
  segments: TextSegment[];
}

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

export function snapshotEditable(root: Node): TextSnapshot {
  let text = '';
  const segments: TextSegment[] = [];
  // A block boundary becomes '\n' only when more text follows (no trailing newline).
  let pendingBreak = false;
  const flush = () => {
    if (pendingBreak && text.length > 0 && !text.endsWith('\n')) text += '\n';
    pendingBreak = false;
  };
  const visit = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        const data = (child as Text).data;
        if (data.length === 0) continue;
        flush();
        segments.push({ node: child as Text, start: text.length });
        text += data;
      } else if (child.nodeType === 1) {
        const tag = (child as Element).tagName.toUpperCase();
        if (SKIPPED_TAGS.has(tag)) continue;
        if (tag === 'BR') {
          flush();
          text += '\n';
          continue;
        }
        const block = BLOCK_TAGS.has(tag);
        if (block) pendingBreak = true;
        visit(child);
        if (block) pendingBreak = true;
      }
    }
  };
  visit(root);
  return { text, segments };
}

/** Index of the segment that holds `offset` (a segment's end counts when `preferEnd`). */
function segmentAt(snapshot: TextSnapshot, offset: number, preferEnd: boolean): number {
  const { segments } = snapshot;
  let lo = 0;
  let hi = segments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const seg = segments[mid]!;
    const end = seg.start + seg.node.data.length;
    if (offset < seg.start || (offset === seg.start && preferEnd && mid > 0)) {
      hi = mid - 1;
    } else if (offset > end || (offset === end && !preferEnd)) {
      lo = mid + 1;
    } else {
      found = mid;
      break;
    }
  }
  return found;
}

/**
 * The DOM position of a snapshot offset. A start point prefers the following node, an end point
 * the preceding one, so a range never leaks into a neighbour node.
 */
export function domPoint(
  snapshot: TextSnapshot,
  offset: number,
  edge: 'start' | 'end',
): { node: Text; offset: number } | null {
  const index = segmentAt(snapshot, offset, edge === 'end');
  if (index < 0) return null;
  const seg = snapshot.segments[index]!;
  return { node: seg.node, offset: offset - seg.start };
}

/** A DOM Range over [start, end) of the snapshot text, or null if it no longer maps. */
export function rangeFor(snapshot: TextSnapshot, start: number, end: number): Range | null {
  const from = domPoint(snapshot, start, 'start');
  const to = domPoint(snapshot, end, 'end');
  if (!from || !to) return null;
  const range = from.node.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}

/** The snapshot offset of a DOM position (a selection's focus), or null outside the text. */
export function textOffset(snapshot: TextSnapshot, node: Node, offset: number): number | null {
  if (node.nodeType === 3) {
    const seg = snapshot.segments.find((s) => s.node === node);
    return seg ? seg.start + Math.min(offset, seg.node.data.length) : null;
  }
  // An element position: before its child at `offset` (or at the element's end).
  const child = node.childNodes[offset] ?? null;
  if (child === null) {
    let end: number | null = null;
    for (const seg of snapshot.segments) {
      if (node.contains(seg.node)) end = seg.start + seg.node.data.length;
    }
    if (end !== null) return end;
  } else {
    for (const seg of snapshot.segments) {
      // CONTAINED_BY (16) or FOLLOWING (4) relative to the child.
      if (child.compareDocumentPosition(seg.node) & (16 | 4)) return seg.start;
    }
  }
  const last = snapshot.segments.at(-1);
  return last ? last.start + last.node.data.length : 0;
}
