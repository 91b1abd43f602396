/**
 * Whitespace alone: two or more spaces between words, and the space missing after a comma or a
 * full stop (했다.그리고 -> 했다. 그리고).
 */
import { POS, endsWithTag } from '../../analysis/pos.ts';
import { type Rule, regexRule } from '../../context.ts';
import { message } from '../../messages.ts';
import { REF } from '../references.ts';

/** Two or more spaces between words. */
const doubleSpace = regexRule({
  id: 'spacing.double-space',
  pattern: /(?<=[가-힣A-Za-z0-9])(?<x> {2,})(?=[가-힣A-Za-z0-9'"(‘“])/dg,
  replace: () => ' ',
  message: message('spacing.double-space'),
  reference: REF.spacingWords,
});

/** A quotation goes on after the mark: 확신합니다,라고 (the quotation marks are what is missing). */
const QUOTATIVE = /^(?:이?라[고는며면던]|하고|하며|하면서)/;

/**
 * 했다.그리고 -> 했다. 그리고 ; 사과,배 -> 사과, 배. The finding covers the mark and the syllable
 * after it (.그 → . 그), so the suggestion shows where the space goes. A full stop only after a
 * sentence's final ending (with the analyser): 김상묵.박흥식 uses it for a middle dot and 연락.끝났네
 * may be either, so they are left alone; nor before a quotative (확신합니다,라고: a space there
 * would be wrong too).
 */
const spaceAfterPunctuation = regexRule({
  id: 'spacing.after-punctuation',
  pattern: /(?<=[가-힣])[,.!?][가-힣]/dg,
  replace: (m, ctx) => {
    const at = m.index;
    const mark = m[0][0] as string;
    if (QUOTATIVE.test(ctx.text.slice(at + 1, at + 4))) return null;
    if (mark === '.' && ctx.models) {
      const before = ctx.morphsIn(Math.max(0, at - 20), at).at(-1);
      if (!before || before.end !== at || !endsWithTag(before, POS.finalEnding)) return null;
    }
    return `${mark} ${m[0].slice(1)}`;
  },
  message: message('spacing.after-punctuation'),
  reference: REF.punctuation,
});

export const whitespaceRules: Rule[] = [doubleSpace, spaceAfterPunctuation];
