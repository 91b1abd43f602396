import type { CheckResult, Issue } from '@dadeum/correction';

/** The change an issue's first suggestion makes: where, what goes, what comes (trimmed). */
function changeOf(issue: Pick<Issue, 'offset' | 'original' | 'suggestions'>): string | null {
  const suggestion = issue.suggestions[0];
  if (suggestion === undefined) return null;
  const { original } = issue;
  let start = 0;
  while (
    start < original.length &&
    start < suggestion.length &&
    original[start] === suggestion[start]
  ) {
    start += 1;
  }
  let end = 0;
  while (
    end < original.length - start &&
    end < suggestion.length - start &&
    original[original.length - 1 - end] === suggestion[suggestion.length - 1 - end]
  ) {
    end += 1;
  }
  const removed = original.slice(start, original.length - end);
  const inserted = suggestion.slice(start, suggestion.length - end);
  return `${issue.offset + start}\u0000${removed}\u0000${inserted}`;
}

/**
 * A check with the member's switched-off rules left out (POST /api/correction/check,
 * `disabledRules`; docs/decisions.md, "Rules left out by the API"). `run` is one engine check,
 * with the rules given left out.
 *
 * The engine runs once as usual. When none of the switched-off rules found anything, that is
 * the answer. Otherwise it runs again without them: what they found goes, and what they hid on
 * the same words shows (a higher-priority finding wins an overlap, so a filter of the first
 * answer could not give it). Several rules can find the same correction (the curated table and
 * the misspelling lexicon both know 몇일, the typo model restates 됬어요): a finding of the
 * second run that makes exactly the change a switched-off rule made in the first (same place,
 * same characters out and in) is that correction again and goes too, or the member would see
 * the correction they switched off come back under another rule's name.
 */
export async function checkLeavingOut(
  run: (disabledRules?: readonly string[]) => Promise<CheckResult>,
  disabledRules: readonly string[] | undefined,
): Promise<CheckResult> {
  const first = await run();
  if (!disabledRules?.length) return first;
  const off = new Set(disabledRules);
  const switchedOff = first.issues.filter((issue) => off.has(issue.ruleId));
  if (switchedOff.length === 0) return first;
  const second = await run(disabledRules);
  const changes = new Set(switchedOff.map(changeOf));
  return {
    issues: second.issues.filter(
      (issue) => !off.has(issue.ruleId) && !changes.has(changeOf(issue)),
    ),
    partial: first.partial || second.partial,
  };
}
