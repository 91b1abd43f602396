/**
 * The editor content script's logic: finds eligible fields as they get focus, checks their
 * Hangul paragraphs after a typing pause (never during an IME composition), draws underlines
 * without touching the page's text, opens the suggestion card and applies fixes with the
 * editor's own undo history.
 */
import type { CorrectionIssue } from '@/contracts/correction';
import { adapterFor, type EditorAdapter } from '@/extension/sites/editor-families';
import { createCheckCache } from './check-cache';
import { eligibleField, type FieldKind } from './eligibility';
import { createHighlightLayer, highlightsSupported, type HighlightLayer } from './highlights';
import { measureTextRanges, type ClientRectLike } from './mirror';
import { createOverlay, type Overlay } from './overlay';
import { checkableParagraphs, issueAt, placeIssues, type PlacedIssue } from './paragraphs';
import { createScheduler, DEFAULT_PAUSE_MS, type CheckScheduler } from './scheduler';
import type { EditorStrings } from './strings';
import { rangeFor, snapshotEditable, textOffset, type TextSnapshot } from './text-snapshot';

/** Same as MAX_CHECK_LENGTH of src/contracts/correction.ts (not imported: it would pull zod in). */
const MAX_PARAGRAPH_LENGTH = 10_000;
/** Paragraphs sent per check at most (the first ones; a long document is checked as edited). */
const MAX_PARAGRAPHS_PER_CHECK = 40;
/** What may be an editor among elements added to the page (inputs wait for focus). */
const EDITABLE = '[contenteditable]:not([contenteditable="false"]), textarea';
/** Fields attached at most per look at added elements (a page that adds hundreds at once). */
const MAX_FIELDS_PER_SCAN = 20;

export type CheckFailure = 'signed-out' | 'limit' | 'failed';

export class CheckRefused extends Error {
  constructor(readonly reason: CheckFailure) {
    super(`check refused: ${reason}`);
  }
}

export interface EditorDeps {
  win: Window & typeof globalThis;
  /** The card's strings (read when a card opens). */
  strings(): EditorStrings;
  /** Issues of one paragraph; rejects with CheckRefused. */
  check(text: string): Promise<CorrectionIssue[]>;
  signedIn(): Promise<boolean>;
  applied(issue: PlacedIssue): void;
  /** Whether the plan's monthly limit is reached (the card then says so and links to plans). */
  limited?(): boolean;
  /** Where the plans are (the web app). */
  plansUrl?: string;
  /** The typing pause before a check, or a getter (the member's setting, followed live). */
  pauseMs?: number | (() => number);
  /** The member's personal dictionary and switched-off rules (kept in extension storage). */
  preferences?(): EditorPreferences;
  /** Adds a word to the personal dictionary (the card's "add to my dictionary"). */
  addWord?(word: string): void;
  /** Switches a rule off (the card's "turn off this rule"). */
  disableRule?(ruleId: string): void;
  /**
   * Signed out while the member writes Korean: whether this site may still show the one
   * sign-in hint, and the callback that records it was shown (once per site).
   */
  signInHint?: { url: string; allowed(): Promise<boolean>; shown(): void };
}

export interface EditorPreferences {
  words: ReadonlySet<string>;
  rules: ReadonlySet<string>;
}

/** Whether the member asked not to see this issue again (personal dictionary or rule off). */
export function suppressedBy(preferences: EditorPreferences | undefined, issue: CorrectionIssue) {
  return (
    preferences !== undefined &&
    (preferences.rules.has(issue.ruleId) || preferences.words.has(issue.original.trim()))
  );
}

interface Shared {
  deps: EditorDeps;
  overlay: Overlay;
  highlights: HighlightLayer | null;
  cache: ReturnType<typeof createCheckCache<CorrectionIssue[]>>;
}

interface FieldSession {
  el: HTMLElement;
  reposition(): void;
  /** Places the cached issues again (the preferences changed). */
  refresh(): void;
  dispose(): void;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function attachField(
  el: HTMLElement,
  kind: FieldKind,
  shared: Shared,
  stillEligible: () => boolean,
): FieldSession {
  // A known editor library (Quill, ProseMirror, Lexical, Draft.js, Gmail's compose body).
  const adapter: EditorAdapter | null = kind === 'contenteditable' ? adapterFor(el) : null;
  const { deps, overlay, cache } = shared;
  const { win } = deps;
  const doc = win.document;
  let issues: PlacedIssue[] = [];
  const ignored = new Set<string>();
  let version = 0;
  let snapshot: TextSnapshot | null = null;
  let frame = 0;
  // A field inside a shadow root: the page's document-level ::highlight() styles never reach
  // its tree, so its underlines are boxes in our overlay; and its selection is the shadow
  // root's (Chrome's window.getSelection() stops at the shadow host).
  const root = el.getRootNode();
  const inShadowTree = root !== doc;
  const highlights = inShadowTree ? null : shared.highlights;
  const fieldSelection = (): Selection | null =>
    inShadowTree &&
    typeof (root as ShadowRoot & { getSelection?: () => Selection | null }).getSelection ===
      'function'
      ? (root as ShadowRoot & { getSelection: () => Selection | null }).getSelection()
      : win.getSelection();

  const readText = (): string => {
    if (kind === 'text-control') return (el as TextControl).value;
    snapshot = snapshotEditable(el);
    return snapshot.text;
  };

  const place = (text: string, lookup: (p: string) => CorrectionIssue[] | undefined) =>
    checkableParagraphs(text, MAX_PARAGRAPH_LENGTH)
      .slice(0, MAX_PARAGRAPHS_PER_CHECK)
      .flatMap((p) => {
        const found = lookup(p.text);
        return found ? placeIssues(p, found) : [];
      })
      .filter((issue) => !ignored.has(issue.key) && !suppressedBy(deps.preferences?.(), issue));

  const render = () => {
    if (kind === 'contenteditable') {
      const snap = snapshot ?? snapshotEditable(el);
      const ranges = issues.flatMap((issue) => {
        const range = rangeFor(snap, issue.start, issue.end);
        return range ? [{ range, category: issue.category }] : [];
      });
      if (highlights) {
        highlights.set(session, ranges);
      } else {
        // No CSS Custom Highlight API: boxes from the ranges' rectangles, in the shadow root.
        const clip = el.getBoundingClientRect();
        overlay.setMarks(
          session,
          ranges.map(({ range, category }) => ({
            category,
            rects:
              typeof range.getClientRects === 'function'
                ? Array.from(range.getClientRects()).filter(
                    (r) => r.width > 0 && r.bottom > clip.top && r.top < clip.bottom,
                  )
                : [],
          })),
        );
      }
    } else {
      const rects = measureTextRanges(
        el as TextControl,
        overlay.mirror,
        issues.map((issue) => [issue.start, issue.end] as const),
      );
      overlay.setMarks(
        session,
        issues.map((issue, i) => ({ rects: rects[i] ?? [], category: issue.category })),
      );
    }
  };

  const clear = () => {
    issues = [];
    highlights?.clear(session);
    overlay.clearMarks(session);
  };

  /** After an edit: unchanged paragraphs keep their (moved) underlines at once. */
  const renderFromCache = () => {
    frame = 0;
    issues = place(readText(), (p) => cache.peek(p));
    render();
  };

  /** Signed out, Korean in an eligible field: one small hint per site to sign in. */
  const maybeHint = async () => {
    const hint = deps.signInHint;
    // Only where the member writes (a field that appeared with text in it is not their writing).
    if (!hint || !el.contains(doc.activeElement)) return;
    if (!/[\uAC00-\uD7A3\u3131-\u318E]/.test(readText()) || !stillEligible()) return;
    if (!(await hint.allowed())) return;
    const strings = deps.strings();
    hint.shown();
    overlay.showHint(strings.signInHint, { label: strings.signIn, href: hint.url }, () => {});
  };

  const check = async () => {
    const started = version;
    if (!(await deps.signedIn())) {
      clear();
      void maybeHint();
      return;
    }
    // Typing or a composition started meanwhile: the next pause checks.
    if (started !== version || scheduler.composing) return;
    // The field may have changed since it got focus (type, autocomplete, spellcheck, disabled).
    if (!stillEligible()) {
      clear();
      return;
    }
    const text = readText();
    const paragraphs = checkableParagraphs(text, MAX_PARAGRAPH_LENGTH).slice(
      0,
      MAX_PARAGRAPHS_PER_CHECK,
    );
    const results = await Promise.allSettled(paragraphs.map((p) => cache.get(p.text, deps.check)));
    if (started !== version || scheduler.composing || readText() !== text) return;
    const byText = new Map<string, CorrectionIssue[]>();
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') byText.set(paragraphs[i]!.text, result.value);
    });
    issues = place(text, (p) => byText.get(p));
    render();
  };

  const scheduler: CheckScheduler = createScheduler({
    run: () => void check(),
    pauseMs: deps.pauseMs ?? DEFAULT_PAUSE_MS,
  });

  const caretOffset = (): number | null => {
    if (kind === 'text-control') {
      const field = el as TextControl;
      return field.selectionStart === field.selectionEnd ? field.selectionStart : null;
    }
    const selection = fieldSelection();
    if (!selection?.isCollapsed || !selection.focusNode || !el.contains(selection.focusNode))
      return null;
    readText();
    return textOffset(snapshot!, selection.focusNode, selection.focusOffset);
  };

  const anchorOf = (issue: PlacedIssue): ClientRectLike => {
    if (kind === 'contenteditable') {
      const range = rangeFor(snapshot ?? snapshotEditable(el), issue.start, issue.end);
      if (range) return range.getBoundingClientRect();
    } else {
      const rect = measureTextRanges(el as TextControl, overlay.mirror, [
        [issue.start, issue.end],
      ])[0]?.[0];
      if (rect) return rect;
    }
    return el.getBoundingClientRect();
  };

  /** Whether the text still holds the issue where it was found. */
  const stillThere = (issue: PlacedIssue, text: string) =>
    text.slice(issue.start, issue.end) === issue.original;

  const applyFix = async (issue: PlacedIssue, suggestion: string): Promise<boolean> => {
    if (scheduler.composing) return false;
    let before = readText();
    if (!stillThere(issue, before)) {
      scheduler.now(); // the text moved on: check again instead of replacing the wrong words
      return false;
    }
    el.focus();
    // Select exactly the issue's range, then let the browser edit: the editor's own undo works.
    if (kind === 'text-control') {
      (el as TextControl).setSelectionRange(issue.start, issue.end);
    } else {
      const range = rangeFor(snapshot!, issue.start, issue.end);
      // Setting it goes through the window's selection (Chrome applies it inside the tree);
      // reading it back, below, through the field's own root.
      const selection = win.getSelection();
      if (!range || !selection) return false;
      selection.removeAllRanges();
      selection.addRange(range);
      if (adapter?.syncsSelection) {
        // The library takes the new selection into its own state on selectionchange (a task
        // later); inserting before that would edit where its old selection was.
        await new Promise((resolve) => win.setTimeout(resolve, 0));
        before = readText();
        const current = fieldSelection();
        const now = current && current.rangeCount > 0 ? current.getRangeAt(0) : null;
        const expected = rangeFor(snapshot!, issue.start, issue.end);
        if (
          scheduler.composing ||
          !stillThere(issue, before) ||
          !now ||
          !expected ||
          now.compareBoundaryPoints(now.START_TO_START, expected) !== 0 ||
          now.compareBoundaryPoints(now.END_TO_END, expected) !== 0
        )
          return false;
      }
    }
    const done =
      suggestion === ''
        ? doc.execCommand('delete', false)
        : doc.execCommand('insertText', false, suggestion);
    if (!done || readText() === before) return false;
    deps.applied(issue);
    return true;
  };

  const openCardFor = (issue: PlacedIssue, focusCard: boolean) => {
    overlay.openCard(
      issue,
      anchorOf(issue),
      focusCard,
      {
        apply: (i, suggestion) => void applyFix(i, suggestion),
        ignore: (i) => {
          ignored.add(i.key);
          issues = issues.filter((x) => x.key !== i.key);
          render();
        },
        ...(deps.addWord
          ? {
              addWord: (i: PlacedIssue) => {
                deps.addWord?.(i.original.trim());
                issues = issues.filter((x) => x.original.trim() !== i.original.trim());
                render();
              },
            }
          : {}),
        ...(deps.disableRule
          ? {
              disableRule: (i: PlacedIssue) => {
                deps.disableRule?.(i.ruleId);
                issues = issues.filter((x) => x.ruleId !== i.ruleId);
                render();
              },
            }
          : {}),
        closed: (returnFocus) => {
          if (returnFocus) el.focus();
        },
      },
      deps.limited?.() ? { plansUrl: deps.plansUrl ?? '' } : null,
    );
  };

  const onInput = () => {
    version += 1;
    if (overlay.cardOpen) overlay.closeCard(false);
    scheduler.input();
    if (!frame) frame = win.requestAnimationFrame(renderFromCache);
  };
  const onCompositionStart = () => scheduler.compositionStart();
  const onCompositionEnd = () => scheduler.compositionEnd();
  const onClick = () => {
    if (scheduler.composing) return;
    const offset = caretOffset();
    const issue = offset === null ? null : issueAt(issues, offset);
    if (issue) openCardFor(issue, false);
    else if (overlay.cardOpen) overlay.closeCard(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return;
    if (event.key === 'Enter' && event.altKey) {
      // Alt+Enter: the card of the issue at the caret, with keyboard focus.
      const offset = caretOffset();
      const issue = offset === null ? null : issueAt(issues, offset);
      if (issue) {
        event.preventDefault();
        openCardFor(issue, true);
      }
    } else if (event.key === 'Escape' && overlay.cardOpen) {
      overlay.closeCard(false);
    }
  };
  const onFocus = () => scheduler.now();
  // Text the page or the editor library changes without an input event (a draft restored, a
  // template inserted, a collaborator's edit): checked after the same pause.
  const onMutation = () => {
    if (scheduler.composing) return;
    version += 1;
    scheduler.input();
    if (!frame) frame = win.requestAnimationFrame(renderFromCache);
  };
  const observer =
    kind === 'contenteditable' && typeof win.MutationObserver === 'function'
      ? new win.MutationObserver(onMutation)
      : null;
  observer?.observe(el, { childList: true, characterData: true, subtree: true });

  el.addEventListener('input', onInput);
  el.addEventListener('compositionstart', onCompositionStart);
  el.addEventListener('compositionend', onCompositionEnd);
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKeyDown);
  el.addEventListener('focus', onFocus);

  const session: FieldSession = {
    el,
    reposition: () => {
      if ((kind === 'text-control' || !highlights) && issues.length > 0) render();
    },
    refresh: () => renderFromCache(),
    dispose() {
      scheduler.dispose();
      observer?.disconnect();
      if (frame) win.cancelAnimationFrame(frame);
      el.removeEventListener('input', onInput);
      el.removeEventListener('compositionstart', onCompositionStart);
      el.removeEventListener('compositionend', onCompositionEnd);
      el.removeEventListener('click', onClick);
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('focus', onFocus);
      clear();
    },
  };
  scheduler.now();
  return session;
}

export function startEditor(deps: EditorDeps): { stop(): void; refresh(): void } {
  const { win } = deps;
  const doc = win.document;
  const shared: Shared = {
    deps,
    overlay: createOverlay(doc, () => deps.strings()),
    highlights: highlightsSupported(win) ? createHighlightLayer(win) : null,
    cache: createCheckCache<CorrectionIssue[]>(),
  };
  const sessions = new Map<HTMLElement, FieldSession>();
  let frame = 0;

  // A field that has ever been a password field is never read, even when a "show password"
  // button turns it into a text field.
  const everSensitive = new WeakSet<Element>();
  const attach = (target: EventTarget | null) => {
    const input = target as Partial<HTMLInputElement> | null;
    if (input?.tagName === 'INPUT' && input.type === 'password')
      everSensitive.add(target as Element);
    const found = eligibleField(target, win);
    if (!found || sessions.has(found.el) || everSensitive.has(found.el)) return;
    for (const [el, session] of sessions) {
      // Fields removed from the page (a closed compose window) are let go.
      if (!el.isConnected) {
        session.dispose();
        sessions.delete(el);
      }
    }
    const { el } = found;
    sessions.set(
      el,
      attachField(el, found.kind, shared, () => {
        const input = el as Partial<HTMLInputElement>;
        if (el.tagName === 'INPUT' && input.type === 'password') everSensitive.add(el);
        return !everSensitive.has(el) && eligibleField(el, win)?.el === el;
      }),
    );
  };
  const reposition = () => {
    frame = 0;
    for (const [el, session] of sessions) {
      if (!el.isConnected) {
        session.dispose();
        sessions.delete(el);
      } else session.reposition();
    }
  };
  const onFocusIn = (event: FocusEvent) => attach(event.composedPath()[0] ?? event.target);

  // Editors that appear after the page loaded (a composer mounted late, a reply box opened)
  // are attached as they appear, so text put in them without a keystroke is checked too. The
  // callback only collects added elements, skipping nodes added inside an editor (typing);
  // they are looked at once the page's own work is done.
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
  const observer =
    typeof win.MutationObserver === 'function'
      ? new win.MutationObserver((records) => {
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
        })
      : null;
  const onScrollOrResize = (event: Event) => {
    if (shared.overlay.cardOpen && event.type === 'scroll' && !shared.overlay.contains(event))
      shared.overlay.closeCard(false);
    if (!frame) frame = win.requestAnimationFrame(reposition);
  };
  const onPointerDown = (event: Event) => {
    if (!shared.overlay.cardOpen || shared.overlay.contains(event)) return;
    const inField = [...sessions.keys()].some((el) => event.composedPath().includes(el));
    if (!inField) shared.overlay.closeCard(false);
  };

  doc.addEventListener('focusin', onFocusIn, true);
  observer?.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['contenteditable'],
  });
  doc.addEventListener('mousedown', onPointerDown, true);
  win.addEventListener('scroll', onScrollOrResize, { capture: true, passive: true });
  win.addEventListener('resize', onScrollOrResize, { passive: true });
  attach(doc.activeElement);

  return {
    refresh() {
      for (const session of sessions.values()) session.refresh();
    },
    stop() {
      doc.removeEventListener('focusin', onFocusIn, true);
      observer?.disconnect();
      if (scan) win.clearTimeout(scan);
      doc.removeEventListener('mousedown', onPointerDown, true);
      win.removeEventListener('scroll', onScrollOrResize, { capture: true });
      win.removeEventListener('resize', onScrollOrResize);
      for (const session of sessions.values()) session.dispose();
      sessions.clear();
      shared.overlay.destroy();
      shared.highlights?.destroy();
    },
  };
}
