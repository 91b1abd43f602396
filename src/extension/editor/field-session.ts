import type { CorrectionIssue } from '@/contracts/correction';
import type { createCheckCache } from './check-cache';
import type { EditorDeps } from './editor-types';
import { offersDictionary, suppressedBy } from './editor-types';
import type { FieldStrategy } from './fields/field-strategy';
import { applyFix, stillThere } from './fix-applier';
import type { Overlay } from './overlay';
import { checkableParagraphs, issueAt, placeIssues, type PlacedIssue } from './paragraphs';
import { listen } from './field-events';
import { createScheduler, DEFAULT_PAUSE_MS } from './scheduler';

/** Same as MAX_CHECK_LENGTH of src/contracts/correction.ts (not imported: it would pull zod in). */
const MAX_PARAGRAPH_LENGTH = 10_000;
/** Paragraphs sent per check at most (the first ones; a long document is checked as edited). */
const MAX_PARAGRAPHS_PER_CHECK = 40;
const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;

export interface Shared {
  deps: EditorDeps;
  overlay: Overlay;
  cache: ReturnType<typeof createCheckCache<CorrectionIssue[]>>;
}

export interface FieldSession {
  el: HTMLElement;
  /** Redraws underlines drawn as boxes (the page scrolled or resized). */
  reposition(): void;
  /** Places the cached issues again (the preferences changed). */
  refresh(): void;
  /** Checks the field again now (the cache was emptied: the member's language changed). */
  recheck(): void;
  dispose(): void;
}

function paragraphsOf(text: string) {
  return checkableParagraphs(text, MAX_PARAGRAPH_LENGTH).slice(0, MAX_PARAGRAPHS_PER_CHECK);
}

/** A field's current issues: placed from check results, filtered, drawn by the strategy. */
function createFieldIssues(field: FieldStrategy, { deps, cache }: Shared) {
  let issues: PlacedIssue[] = [];
  const ignored = new Set<string>();
  const place = (text: string, lookup: (p: string) => CorrectionIssue[] | undefined) =>
    paragraphsOf(text)
      .flatMap((p) => {
        const found = lookup(p.text);
        return found ? placeIssues(p, found) : [];
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
}

/** One check of the field's Hangul paragraphs (only paragraphs not in the cache are sent). */
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
  const paragraphs = paragraphsOf(text);
  const results = await Promise.allSettled(paragraphs.map((p) => cache.get(p.text, deps.check)));
  if (run.changedSince(started) || field.readText() !== text) return;
  const byText = new Map<string, CorrectionIssue[]>();
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') byText.set(paragraphs[i]!.text, result.value);
  });
  issues.show(issues.place(text, (p) => byText.get(p)));
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
    recheck() {
      // The known issues speak the old language: none until the new answer comes.
      issues.clear();
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
  overlay.openCard(
    issue,
    card.field.anchorOf(issue),
    focusCard,
    {
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
    },
    deps.limited?.() ? { plansUrl: deps.plansUrl ?? '' } : null,
  );
  // After opening: opening closed the previous card, whose handler clears its own issue.
  card.card.issue = issue;
}
