/**
 * Everything the editor script draws, inside one closed shadow root: underline boxes for
 * textareas and inputs, the mirror used to measure them, and the suggestion card. The host is
 * a zero-size fixed element; the page's layout and text are left alone.
 */
import type { CorrectionCategory } from '@/contracts/correction';
import { CATEGORY_COLORS } from './highlights';
import type { ClientRectLike } from './mirror';
import type { PlacedIssue } from './paragraphs';
import type { EditorStrings } from './strings';
import { buildCard, cardButton, placeCard } from './suggestion-card';

/** The apply button is the brand green of the web app's primary buttons (brand-700, hover 800). */
const CSS = `
:host{all:initial}
.marks,.mirror{position:fixed;left:0;top:0;pointer-events:none}
.mark{position:fixed;height:3px;pointer-events:none;
  background-repeat:repeat-x;background-size:6px 3px;opacity:.9}
.card{position:fixed;z-index:1;box-sizing:border-box;word-break:keep-all;min-width:220px;max-width:320px;
  padding:12px 14px;border-radius:10px;background:#fff;color:#1c2024;
  font:14px/1.45 system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic','Nanum Gothic',sans-serif;
  box-shadow:0 6px 24px rgba(0,0,0,.18),0 0 0 1px rgba(0,0,0,.08);pointer-events:auto}
.head{display:flex;align-items:center;gap:8px;margin-bottom:6px}
.dot{width:8px;height:8px;border-radius:50%}
.cat{font-weight:600;font-size:13px;flex:1}
.msg{margin:0 0 10px;color:#3c4247;word-break:keep-all;overflow-wrap:anywhere}
.sugs{display:flex;flex-wrap:wrap;gap:6px;margin-bottom:8px}
button{font:inherit;cursor:pointer;border-radius:6px}
.sug{border:1px solid #12804a;background:#12804a;color:#fff;padding:4px 10px;font-weight:600}
.sug:hover,.sug:focus-visible{background:#0e6a3d}
.ghost{border:0;background:none;color:#60646c;padding:2px 6px}
.ghost:hover,.ghost:focus-visible{background:#f0f0f3;color:#1c2024}
button:focus-visible{outline:2px solid #16a05a;outline-offset:2px}
.hint{position:fixed;right:16px;bottom:16px;display:flex;align-items:center;gap:8px;box-sizing:border-box;max-width:min(360px,calc(100vw - 32px));
  padding:10px 12px;border-radius:10px;background:#fff;color:#1c2024;pointer-events:auto;
  font:13px/1.45 system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic','Nanum Gothic',sans-serif;
  box-shadow:0 6px 24px rgba(0,0,0,.18),0 0 0 1px rgba(0,0,0,.08)}
.hint p{margin:0;flex:1;word-break:keep-all}
.hint a{color:#0076d6;font-weight:600;white-space:nowrap}
.orig{text-decoration:line-through;color:#8b8d98;margin-right:4px}
.keys{margin:8px 0 0;padding-top:6px;border-top:1px solid #e8e8ec;color:#80838d;font-size:12px}
`;

function wave(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="6" height="3"><path d="M0 2.5 Q1.5 0 3 1.5 T6 1" fill="none" stroke="${color}" stroke-width="1.2"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

export interface CardHandlers {
  apply(issue: PlacedIssue, suggestion: string): void;
  ignore(issue: PlacedIssue): void;
  /** Never flag this word again (personal dictionary). */
  addWord?(issue: PlacedIssue): void;
  /** Never apply this rule again. */
  disableRule?(issue: PlacedIssue): void;
  /** The card closed (Escape, close button, outside click); restore focus when asked. */
  closed(returnFocus: boolean): void;
}

export interface Overlay {
  readonly mirror: HTMLElement;
  setMarks(
    owner: object,
    marks: Array<{ rects: ClientRectLike[]; category: CorrectionCategory }>,
  ): void;
  clearMarks(owner: object): void;
  openCard(
    issue: PlacedIssue,
    anchor: ClientRectLike,
    focusCard: boolean,
    handlers: CardHandlers,
  ): void;
  closeCard(returnFocus: boolean): void;
  readonly cardOpen: boolean;
  /** Whether an event's path goes through the overlay (clicks on the card). */
  contains(event: Event): boolean;
  /**
   * A small, dismissible note in a corner (sign in; the month's corrections used up; a partial
   * check). False when another note is showing (one at a time).
   */
  showHint(
    text: string,
    link: { label: string; href: string } | null,
    onDismiss: () => void,
  ): boolean;
  /** Removes the host (the extension was updated or removed). */
  destroy(): void;
}

/** A note in a corner with its link, if any, and a close button. */
function createHint(
  doc: Document,
  strings: EditorStrings,
  text: string,
  link: { label: string; href: string } | null,
  onClose: () => void,
) {
  const hint = doc.createElement('div');
  hint.className = 'hint';
  hint.setAttribute('role', 'status');
  const p = doc.createElement('p');
  p.textContent = text;
  hint.append(p);
  if (link) {
    const a = doc.createElement('a');
    a.href = link.href;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    a.textContent = link.label;
    hint.append(a);
  }
  const close = cardButton(doc, 'ghost', '×', strings.close);
  close.addEventListener('click', onClose);
  hint.append(close);
  return hint;
}

/** Underline boxes of one owner (a field), at the rectangles' bottoms. */
function markElements(
  doc: Document,
  marks: Array<{ rects: ClientRectLike[]; category: CorrectionCategory }>,
): HTMLElement[] {
  return marks.flatMap(({ rects, category }) =>
    rects.map((r) => {
      const el = doc.createElement('div');
      el.className = 'mark';
      el.dataset.category = category;
      el.style.left = `${r.left}px`;
      el.style.top = `${r.bottom - 3}px`;
      el.style.width = `${r.right - r.left}px`;
      el.style.backgroundImage = wave(CATEGORY_COLORS[category]);
      return el;
    }),
  );
}

function createHost(doc: Document) {
  const host = doc.createElement('dadeum-overlay');
  host.style.cssText =
    'all:initial;position:fixed;left:0;top:0;width:0;height:0;z-index:2147483647;';
  const root = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = CSS;
  const marksLayer = doc.createElement('div');
  marksLayer.className = 'marks';
  marksLayer.setAttribute('aria-hidden', 'true');
  const mirror = doc.createElement('div');
  mirror.className = 'mirror';
  mirror.setAttribute('aria-hidden', 'true');
  root.append(style, marksLayer, mirror);
  doc.documentElement.append(host);
  return { host, root, marksLayer, mirror };
}

export function createOverlay(doc: Document, getStrings: () => EditorStrings): Overlay {
  const { host, root, marksLayer, mirror } = createHost(doc);
  const marksByOwner = new Map<object, HTMLElement[]>();
  let card: HTMLElement | null = null;
  let cardHandlers: CardHandlers | null = null;
  let hint: HTMLElement | null = null;

  const closeCard = (returnFocus: boolean) => {
    if (!card) return;
    card.remove();
    card = null;
    const handlers = cardHandlers;
    cardHandlers = null;
    handlers?.closed(returnFocus);
  };
  /** Closes the card, then runs the handler's action (as it was when the card opened). */
  const thenRun = (returnFocus: boolean, action: (handlers: CardHandlers) => void) => () => {
    const handlers = cardHandlers;
    closeCard(returnFocus);
    if (handlers) action(handlers);
  };

  return {
    mirror,
    showHint(text, link, onDismiss) {
      if (hint) return false;
      hint = createHint(doc, getStrings(), text, link, () => {
        hint?.remove();
        hint = null;
        onDismiss();
      });
      root.append(hint);
      return true;
    },
    setMarks(owner, marks) {
      for (const el of marksByOwner.get(owner) ?? []) el.remove();
      const els = markElements(doc, marks);
      marksLayer.append(...els);
      marksByOwner.set(owner, els);
    },
    clearMarks(owner) {
      for (const el of marksByOwner.get(owner) ?? []) el.remove();
      marksByOwner.delete(owner);
    },
    openCard(issue, anchor, focusCard, handlers) {
      closeCard(false);
      cardHandlers = handlers;
      const built = buildCard(
        doc,
        root,
        issue,
        getStrings(),
        {
          apply: (suggestion) => thenRun(false, (h) => h.apply(issue, suggestion))(),
          ignore: thenRun(true, (h) => h.ignore(issue)),
          ...(handlers.addWord ? { addWord: thenRun(true, (h) => h.addWord?.(issue)) } : {}),
          ...(handlers.disableRule
            ? { disableRule: thenRun(true, (h) => h.disableRule?.(issue)) }
            : {}),
          close: closeCard,
        },
        focusCard,
      );
      root.append(built.card);
      card = built.card;
      placeCard(doc, built.card, anchor);
      if (focusCard) built.focusTarget().focus();
    },
    closeCard,
    get cardOpen() {
      return card !== null;
    },
    contains(event) {
      return event.composedPath().includes(host);
    },
    destroy() {
      closeCard(false);
      host.remove();
    },
  };
}
