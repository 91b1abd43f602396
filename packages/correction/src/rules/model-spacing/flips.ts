/**
 * Findings of the spacing rules for single words: the flipped gaps (a space added or removed)
 * grouped into the words they change, one finding per word.
 */
import type { Context } from '../../context.ts';
import { isFunctionTag } from '../../analysis/pos.ts';
import type { CompactText } from '../../spacing/features.ts';
import type { Finding } from '../../types.ts';
import { message } from '../../messages.ts';
import { REF } from '../references.ts';
import type { SegmentSpacing } from './segments.ts';

/** Flipped gaps grouped into words: [a, b) compact characters between typed spaces that stay. */
export function flipGroups(
  compact: CompactText,
  flips: readonly number[],
): Array<[number, number, number[]]> {
  const flip = new Set(flips);
  const groups: Array<[number, number, number[]]> = [];
  let i = 0;
  while (i < flips.length) {
    const g = flips[i] as number;
    // Extend to the word boundaries (typed spaces not flipped) around g.
    let a = g - 1;
    while (a > 0 && !(compact.observed[a] === 1 && !flip.has(a))) a--;
    let b = g;
    while (b < compact.compact.length && !(compact.observed[b] === 1 && !flip.has(b) && b > g)) b++;
    let j = i;
    while (j < flips.length && (flips[j] as number) < b) j++;
    groups.push([a, b, flips.slice(i, j)]);
    i = j;
  }
  return groups;
}

/** One finding per word (or words joined by a removed space) whose spacing changes. */
export function pushFlips(
  ctx: Context,
  s: SegmentSpacing,
  flips: number[],
  out: Finding[],
  ruleId = 'spacing.model',
): void {
  const { compact } = s;
  const flip = new Set(flips);
  for (const [a, b, group] of flipGroups(compact, flips)) {
    const start = compact.offsets[a] as number;
    const end = (compact.offsets[b - 1] as number) + 1;
    const original = ctx.text.slice(start, end);
    let fixed = '';
    for (let k = a; k < b; k++) {
      const spaced = compact.observed[k] === 1 ? !flip.has(k) : flip.has(k);
      if (k > a && spaced) fixed += ' ';
      fixed += compact.compact[k];
    }
    if (fixed === original || ctx.isProtected(start, end)) continue;
    const adds = group.some((x) => compact.observed[x] !== 1);
    // A removed space before a particle, ending or suffix, or one inside a word (학 교에서).
    const attaches = group.every((x) => {
      const right = s.joinedAround(x).startingAt.get(x);
      return right !== undefined && isFunctionTag(right.first);
    });
    out.push({
      offset: start,
      length: end - start,
      suggestions: [fixed],
      ruleId,
      category: 'SPACING',
      message: message(
        adds ? 'spacing.model' : attaches ? 'spacing.model.attached' : 'spacing.model.split',
      ),
      reference: adds || !attaches ? REF.spacingWords : REF.particleAttached,
    });
  }
}
