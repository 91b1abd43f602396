/**
 * `spacing.respace`: a badly spaced sentence (the model is sure of several wrong gaps, or very
 * sure of one: `badlySpaced`, segments.ts) gets its gaps changed where the model is fairly sure,
 * except a space before a word that stands on its own (이제, 어류들이) or between two nouns
 * unless it is sure. One or two words to change are findings of their own, more are one
 * suggestion for the whole sentence. The thresholds are RESPACE (src/data/rule-parameters.json).
 */
import type { Context, Rule } from '../../context.ts';
import { message } from '../../messages.ts';
import { REF } from '../references.ts';
import { flipGroups, pushFlips } from './flips.ts';
import { beforeNoCounter, normSpace, swallowsVerb } from './gates.ts';
import { isHangul, spacedText } from './gaps.ts';
import { nounsMeet } from './morph-index.ts';
import { RESPACE } from './parameters.ts';
import { beforeDeurida } from './restore.ts';
import { badlySpaced, type SegmentSpacing, segmentSpacing } from './segments.ts';
import { joinedByCounts, splitsOneWord, standsAlone } from './split-word.ts';

/**
 * Is gap g of a badly spaced segment spaced in its respacing? `held` collects the typed spaces
 * that change only in a whole-sentence suggestion (see RESPACE.nonHangul).
 */
function respacedGap(ctx: Context, s: SegmentSpacing, g: number, held: number[]): boolean {
  const { compact } = s;
  const text = compact.compact;
  const p = s.typed();
  const typedSpace = compact.observed[g] === 1;
  const d = s.against(g);
  if (typedSpace && d < RESPACE.change && isHangul(text[g - 1]) && isHangul(text[g])) {
    return !joinedByCounts(ctx, compact, s.joinedAll(), g, p[g] as number);
  }
  if (d < RESPACE.change) return typedSpace;
  const a = text[g - 1];
  const b = text[g];
  if (!isHangul(a) && !isHangul(b)) return d >= RESPACE.nonHangul ? !typedSpace : typedSpace;
  if (!isHangul(a) || !isHangul(b)) {
    // Hangul beside a digit or letter: 3 년 and 8 월 stay (제43항 spaces them, and allows
    // them together), and a space goes in before a number (전체의0.2%) only where fairly
    // sure, never in a law's article number (제9조의2).
    if (typedSpace && normSpace(ctx, s, g) === 'number') {
      if (d >= RESPACE.nonHangul) held.push(g);
      return true;
    }
    if (!typedSpace && (d < RESPACE.nouns || text.endsWith('조의', g))) return false;
    return !typedSpace;
  }
  return respacedHangulGap(ctx, s, g, held);
}

/** `respacedGap` between two Hangul syllables where the model doubts the typed spacing. */
function respacedHangulGap(ctx: Context, s: SegmentSpacing, g: number, held: number[]): boolean {
  const { compact } = s;
  const typedSpace = compact.observed[g] === 1;
  const d = s.against(g);
  const j = s.joinedAll();
  if (d < RESPACE.nouns && nounsMeet(j, g)) return typedSpace;
  let number = false;
  if (typedSpace && d < RESPACE.norm) {
    const norm = normSpace(ctx, s, g);
    if (norm === 'number' && !(d >= RESPACE.nonHangul && beforeNoCounter(ctx, s, g)))
      return typedSpace;
    if (norm === 'determiner' && d < RESPACE.determiner) return typedSpace;
    number = norm === 'number';
  }
  if (
    typedSpace &&
    swallowsVerb(ctx, s, j, g, { nominal: RESPACE.verbNominal, doe: RESPACE.verbDoe })
  )
    return typedSpace;
  if (
    typedSpace &&
    d < RESPACE.standAlone &&
    standsAlone(ctx, compact, g) &&
    !splitsOneWord(ctx, compact, j, g, s.typed()[g] as number)
  )
    return typedSpace;
  if (number) {
    held.push(g);
    return typedSpace;
  }
  return !typedSpace;
}

export const spacingRespace: Rule = {
  id: 'spacing.respace',
  category: 'SPACING',
  run(ctx, out) {
    if (!ctx.models) return;
    for (const s of segmentSpacing(ctx)) {
      if (ctx.expired()) return;
      const original = ctx.text.slice(s.segment.start, s.segment.end);
      if (!badlySpaced(s)) continue;
      const { compact } = s;
      const text = compact.compact;
      // Typed spaces that change only in a whole-sentence suggestion (see RESPACE.nonHangul).
      const held: number[] = [];
      const spaced = new Uint8Array(text.length);
      const flips: number[] = [];
      for (let g = 1; g < text.length; g++) {
        spaced[g] = respacedGap(ctx, s, g, held) && !beforeDeurida(text, g) ? 1 : 0;
        if (spaced[g] !== compact.observed[g]) flips.push(g);
      }
      // One or two words to change: a finding for each, where the member sees them (the
      // held spaces stay: 3 부작 is no slip to show on its own).
      if (flipGroups(compact, flips).length <= RESPACE.wordFindings) {
        if (flips.length > 0) pushFlips(ctx, s, flips, out, 'spacing.respace');
        continue;
      }
      for (const g of held) spaced[g] = 0;
      const suggestion = spacedText(compact, (g) => spaced[g] === 1);
      if (suggestion === original) continue;
      out.push({
        offset: s.segment.start,
        length: s.segment.end - s.segment.start,
        suggestions: [suggestion],
        ruleId: 'spacing.respace',
        absorbs: true,
        category: 'SPACING',
        message: message('spacing.respace'),
        reference: REF.spacingWords,
      });
    }
  },
};
