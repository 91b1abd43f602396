import { createHmac } from 'node:crypto';
import { MAX_ISSUES_PER_ANSWER } from '../../src/contracts/correction';
import type { Issue } from '@dadeum/correction';

/**
 * JSON bytes of the issues one answer may carry. With the rest of the reply (usage, receipts:
 * under 10 KB) a check's body stays under 300 KB whatever text the caps allow; a text of
 * 10,000 × "됬" would otherwise draw 10,000 issues (2.26 MB, 37 times its request).
 */
export const MAX_ISSUE_BYTES = 256 * 1024;

/** What one issue adds to the reply body: its JSON, as the reply schema writes it, and a comma. */
function issueBytes(issue: Issue): number {
  const { offset, length, original, suggestions, category, ruleId, message, reference } = issue;
  const json = JSON.stringify({
    offset,
    length,
    original,
    suggestions,
    category,
    ruleId,
    message,
    reference,
  });
  return Buffer.byteLength(json) + 1;
}

/**
 * The first issues (by offset) that fit one answer: at most `maxIssues`, at most `maxBytes` of
 * JSON; `omitted` counts the rest. The member fixes what is shown and the next check shows more.
 */
export function capIssues<T extends Issue>(
  issues: readonly T[],
  { maxIssues = MAX_ISSUES_PER_ANSWER, maxBytes = MAX_ISSUE_BYTES } = {},
): { issues: T[]; omitted: number } {
  let bytes = 0;
  let kept = 0;
  while (kept < issues.length && kept < maxIssues) {
    bytes += issueBytes(issues[kept]!);
    if (bytes > maxBytes) break;
    kept += 1;
  }
  return { issues: issues.slice(0, kept), omitted: issues.length - kept };
}

/**
 * Receipts of counted corrections: a keyed hash (HMAC-SHA-256, 128 bits, base64url) of member,
 * month, rule, the words corrected and the first suggestion. The client sends them back with its
 * next checks (`seen`) and the same correction is not counted again that month: a paragraph
 * checked again while the member types costs nothing new. Nothing of it is stored on the server;
 * without the key a receipt tells nothing, and it is worth nothing for another member or month.
 */
export function createReceipts(secret: string) {
  const key = createHmac('sha256', secret).update('dadeum correction receipts v1').digest();
  return {
    of(memberId: string, month: Date, issue: Issue): string {
      return createHmac('sha256', key)
        .update(
          [
            memberId,
            month.toISOString(),
            issue.ruleId,
            issue.original,
            issue.suggestions[0] ?? '',
          ].join('\u0000'),
        )
        .digest()
        .subarray(0, 16)
        .toString('base64url');
    },
  };
}
