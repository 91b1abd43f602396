import type { createCheckCache } from './check-cache';
import type { CheckAnswer, EditorDeps, EditorNotice } from './editor-types';
import { CheckRefused, DEFAULT_PIECE_LENGTH, offersDictionary, suppressedBy } from './editor-types';
import type { FieldStrategy } from './fields/field-strategy';
import { applyFix, stillThere } from './fix-applier';
import type { Overlay } from './overlay';
import { checkableParagraphs, issueAt, placeIssues, type PlacedIssue } from './paragraphs';
import { listen } from './field-events';
import { createScheduler, DEFAULT_PAUSE_MS } from './scheduler';

/** Pieces sent per check at most (the first ones; a long document is checked as edited). */
const MAX_PARAGRAPHS_PER_CHECK = 40;
const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;

export interface Shared {
  deps: EditorDeps;
  overlay: Overlay;
  cache: ReturnType<typeof createCheckCache<CheckAnswer>>;
  /** Shows a note in a corner: the month's corrections used up, a partial check, more issues. */
  notify(notice: EditorNotice): void;
}

export interface FieldSession {
  el: HTMLElement;
  /** Redraws underlines drawn as boxes (the page scrolled or resized). */
  reposition(): void;
  /** Places the cached issues again (the preferences changed). */
  refresh(): void;
  /**
   * Checks the field again now: the cache was emptied (the member's language changed: the known
   * issues go at once) or expired (`keep`: the switched-off rules changed, the known issues,
   * filtered by the preferences, stay until the new answer).
   */
  recheck(keep?: boolean): void;
  dispose(): void;
}

/** The pieces to send: paragraphs, long ones cut within the plan's characters per check. */
function paragraphsOf(text: string, deps: EditorDeps) {
  const maxLength = deps.maxLength?.() ?? DEFAULT_PIECE_LENGTH;
  return checkableParagraphs(text, maxLength).slice(0, MAX_PARAGRAPHS_PER_CHECK);
}

/** A field's current issues: placed from check results, filtered, drawn by the strategy. */
function createFieldIssues(field: FieldStrategy, { deps, cache }: Shared) {
  let issues: PlacedIssue[] = [];
  const ignored = new Set<string>();
  const place = (text: string, lookup: (p: string) => CheckAnswer | undefined) =>
    paragraphsOf(text, deps)
      .flatMap((p) => {
        const found = lookup(p.text);
        return found ? placeIssues(p, found.issues) : [];
      })
      .filter((issue) => !ignored.has(issue.key) && !suppressedBy(deps.preferences?.(), issue));
  const show = (next: PlacedIssue[]) => {
    issues = next;
    field.draw(next);
  };
  return {
    current: () => issues,
    place,
    show,
    ignore: (key: string) => ignored.add(key),
    clear() {
      issues = [];
      field.clear();
    },
    /** After an edit: unchanged paragraphs keep their (moved) underlines at once. */
    fromCache: () => show(place(field.readText(), (p) => cache.peek(p))),
  };
}

type FieldIssues = ReturnType<typeof createFieldIssues>;

interface CheckRun {
  el: HTMLElement;
  field: FieldStrategy;
  shared: Shared;
  issues: FieldIssues;
  stillEligible: () => boolean;
  /** Typing or a composition started since `started` (the edit counter then). */
  changedSince: (started: number) => boolean;
  version: () => number;
  /** Checks again at once (the pieces changed: the plan's characters per check did). */
  again: () => void;
}

/** The note a check run calls for, most important first, or null. */
function noticeOf(
  results: PromiseSettledResult<CheckAnswer>[],
  limited: boolean,
): EditorNotice | null {
  const refused = (reason: string) =>
    results.some(
      (r) =>
        r.status === 'rejected' && r.reason instanceof CheckRefused && r.reason.reason === reason,
    );
  const answers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (limited || refused('limit')) return 'limit';
  if (answers.some((a) => a.partial)) return 'partial';
  if (answers.some((a) => (a.omitted ?? 0) > 0)) return 'omitted';
  return null;
}

/** One check of the field's Hangul pieces (only pieces not in the cache are sent). */
async function runCheck(run: CheckRun) {
  const { field, shared, issues } = run;
  const { deps, cache } = shared;
  const started = run.version();
  if (!(await deps.signedIn())) {
    issues.clear();
    void maybeHint(run.el, field, shared, run.stillEligible);
    return;
  }
  // Typing or a composition started meanwhile: the next pause checks.
  if (run.changedSince(started)) return;
  // The field may have changed since it got focus (type, autocomplete, spellcheck, disabled).
  if (!run.stillEligible()) return issues.clear();
  const text = field.readText();
  const maxLength = deps.maxLength?.();
  const paragraphs = paragraphsOf(text, deps);
  const results = await Promise.allSettled(paragraphs.map((p) => cache.get(p.text, deps.check)));
  if (run.changedSince(started) || field.readText() !== text) return;
  // The member's plan allows other pieces than those sent: send those.
  if (deps.maxLength?.() !== maxLength) return run.again();
  const byText = new Map<string, CheckAnswer>();
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') byText.set(paragraphs[i]!.text, result.value);
  });
  issues.show(issues.place(text, (p) => byText.get(p)));
  const notice = noticeOf(results, deps.limited?.() ?? false);
  if (notice) shared.notify(notice);
}

/**
 * One eligible field, whatever its kind (the strategy reads, maps, draws and selects): checks
 * its Hangul paragraphs after a typing pause, never during a composition, keeps underlines in
 * place as the text changes, opens the suggestion card at the caret and applies fixes.
 */
export function attachField(
  el: HTMLElement,
  field: FieldStrategy,
  shared: Shared,
  stillEligible: () => boolean,
): FieldSession {
  const { deps, overlay } = shared;
  const { win } = deps;
  const issues = createFieldIssues(field, shared);
  let version = 0;
  let frame = 0;
  const renderFromCache = () => {
    frame = 0;
    issues.fromCache();
  };
  const scheduler = createScheduler({
    run: () =>
      void runCheck({
        el,
        field,
        shared,
        issues,
        stillEligible,
        version: () => version,
        changedSince: (started) => started !== version || scheduler.composing,
        again: () => scheduler.now(),
      }),
    pauseMs: deps.pauseMs ?? DEFAULT_PAUSE_MS,
  });
  // The issue whose card is open, while it is (the card follows the text under it).
  const card: { issue: PlacedIssue | null } = { issue: null };
  const edited = () => {
    version += 1;
    // The word under an open card changed (a key the editor handled itself, the page's own
    // change): the card closes rather than offer a fix for a word that is no longer there.
    if (card.issue && overlay.cardOpen && !stillThere(card.issue, field.readText()))
      overlay.closeCard(false);
    scheduler.input();
    if (!frame) frame = win.requestAnimationFrame(renderFromCache);
  };
  const openCard = (issue: PlacedIssue, focusCard: boolean) =>
    openCardFor(issue, focusCard, {
      el,
      field,
      shared,
      issues,
      card,
      apply: (i, suggestion) =>
        applyFix(field, i, suggestion, {
          el,
          doc: win.document,
          composing: () => scheduler.composing,
          recheck() {
            // The known issues speak the old language: none until the new answer comes.
            issues.clear();
            scheduler.now();
          },
          applied: deps.applied,
        }),
    });
  const stopListening = listen(el, field, win, {
    scheduler,
    edited,
    openCard,
    overlay,
    issueAtCaret: () => {
      const offset = field.caretOffset();
      return offset === null ? null : issueAt(issues.current(), offset);
    },
  });

  scheduler.now();
  return {
    el,
    reposition: () => {
      if (field.drawsBoxes && issues.current().length > 0) field.draw(issues.current());
    },
    refresh: renderFromCache,
    recheck(keep = false) {
      // The known issues speak the old language: none until the new answer comes.
      if (!keep) issues.clear();
      scheduler.now();
    },
    dispose() {
      scheduler.dispose();
      stopListening();
      if (frame) win.cancelAnimationFrame(frame);
      issues.clear();
    },
  };
}

/** Signed out, Korean in an eligible field: one small hint per site to sign in. */
async function maybeHint(
  el: HTMLElement,
  field: FieldStrategy,
  { deps, overlay }: Shared,
  stillEligible: () => boolean,
) {
  const hint = deps.signInHint;
  // Only where the member writes (a field that appeared with text in it is not their writing).
  if (!hint || !el.contains(deps.win.document.activeElement)) return;
  if (!HANGUL.test(field.readText()) || !stillEligible()) return;
  if (!(await hint.allowed())) return;
  const strings = deps.strings();
  hint.shown();
  overlay.showHint(strings.signInHint, { label: strings.signIn, href: hint.url }, () => {});
}

interface CardContext {
  el: HTMLElement;
  field: FieldStrategy;
  shared: Shared;
  issues: FieldIssues;
  /** The issue of this field's open card (null when closed). */
  card: { issue: PlacedIssue | null };
  apply: (issue: PlacedIssue, suggestion: string) => Promise<boolean>;
}

/** The suggestion card of one issue: apply, ignore once, add the word, turn the rule off. */
function openCardFor(issue: PlacedIssue, focusCard: boolean, card: CardContext) {
  const { deps, overlay } = card.shared;
  const without = (keep: (x: PlacedIssue) => boolean) =>
    card.issues.show(card.issues.current().filter(keep));
  overlay.openCard(issue, card.field.anchorOf(issue), focusCard, {
    apply: (i, suggestion) => void card.apply(i, suggestion),
    ignore: (i) => {
      card.issues.ignore(i.key);
      without((x) => x.key !== i.key);
    },
    // Whole words only (never a syllable of one), and only for spelling: names and jargon.
    ...(deps.addWord && offersDictionary(issue)
      ? {
          addWord: (i: PlacedIssue) => {
            deps.addWord?.(i.word);
            without((x) => x.word !== i.word);
          },
        }
      : {}),
    ...(deps.disableRule
      ? {
          disableRule: (i: PlacedIssue) => {
            deps.disableRule?.(i.ruleId);
            without((x) => x.ruleId !== i.ruleId);
          },
        }
      : {}),
    closed: (returnFocus) => {
      if (card.card.issue === issue) card.card.issue = null;
      if (returnFocus) card.el.focus();
    },
  });
  // After opening: opening closed the previous card, whose handler clears its own issue.
  card.card.issue = issue;
}
