import type { CorrectionIssue } from '@/contracts/correction';
import type { PlacedIssue } from './paragraphs';
import type { EditorStrings } from './strings';

/**
 * signed-out: no session; limit: the month's corrections are used up (COR02); too-long: the
 * piece is over the plan's characters per check (COR06); failed: anything else.
 */
export type CheckFailure = 'signed-out' | 'limit' | 'too-long' | 'failed';

/** What one piece's check brought back. */
export interface CheckAnswer {
  issues: CorrectionIssue[];
  /** The engine's time ran out: only part of the piece was checked. */
  partial?: boolean;
  /** Issues found but not in the answer (per-answer cap, or the month's last corrections). */
  omitted?: number;
}

/**
 * The smallest plan's characters per check, sent until a reply tells the member's own: the same
 * as DEFAULT_PLAN_CHECK_LENGTH of src/contracts/correction.ts (not imported: it would pull zod
 * into the script every page runs; a test keeps them equal).
 */
export const DEFAULT_PIECE_LENGTH = 2_000;

/** A note the page shows in a corner (once per kind and page). */
export type EditorNotice = 'limit' | 'partial' | 'omitted';

export class CheckRefused extends Error {
  constructor(readonly reason: CheckFailure) {
    super(`check refused: ${reason}`);
  }
}

export interface EditorDeps {
  win: Window & typeof globalThis;
  /** The card's strings (read when a card opens). */
  strings(): EditorStrings;
  /** Issues of one paragraph or piece; rejects with CheckRefused. */
  check(text: string): Promise<CheckAnswer>;
  signedIn(): Promise<boolean>;
  applied(issue: PlacedIssue): void;
  /**
   * The longest piece to send: the member's plan's characters per check, as the last reply
   * said (default: the smallest plan's).
   */
  maxLength?(): number;
  /** Whether the month's corrections are used up (the last reply said so). */
  limited?(): boolean;
  /** Where the plans are (the web app): the limit note links there. */
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

/**
 * Whether the member asked not to see this issue again: its rule is off, or the word it lies in
 * is in the personal dictionary (entries are whole words; older entries held the issue's text).
 */
export function suppressedBy(
  preferences: EditorPreferences | undefined,
  issue: CorrectionIssue & { word?: string },
) {
  if (preferences === undefined) return false;
  if (preferences.rules.has(issue.ruleId)) return true;
  return (
    (issue.word !== undefined && issue.word !== '' && preferences.words.has(issue.word)) ||
    preferences.words.has(issue.original.trim())
  );
}

/** Whether the card offers to add the issue's word to the personal dictionary. */
export function offersDictionary(issue: { category: string; word: string }): boolean {
  return issue.category === 'SPELLING' && issue.word !== '';
}
