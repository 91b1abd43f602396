import type { CorrectionIssue } from '@/contracts/correction';
import type { PlacedIssue } from './paragraphs';
import type { EditorStrings } from './strings';

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
