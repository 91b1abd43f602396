/**
 * The confusable verbs of the context-word rule as written: which of 붙이다/부치다,
 * 가리키다/가르치다, 낫다/낳다 and 매다/메다 a word is (by its spelling and the analyser's lemma),
 * and how the same form is spelt as the other verb (붙였다 -> 부쳤다, 낳아 -> 나아).
 */
import { isVerbFormTag, isVerbOrAdjectiveTag } from '../../analysis/pos.ts';
import type { Context, Token } from '../../context.ts';
import { compose, decompose } from '../../hangul.ts';

// --- Syllable arithmetic -------------------------------------------------------------------

const ㅇ = 11;
const ㅊ = 14;
const ㅋ = 15;
const withInitial = (ch: string, initial: number): string => {
  const d = decompose(ch);
  return d ? compose(initial, d[1], d[2]) : ch;
};
const withVowel = (ch: string, vowel: number): string => {
  const d = decompose(ch);
  return d ? compose(d[0], vowel, d[2]) : ch;
};
const initialOf = (ch: string | undefined) => decompose(ch)?.[0] ?? -1;
const vowelOf = (ch: string | undefined) => decompose(ch)?.[1] ?? -1;
const V_AE = 1;
const V_E = 5;

// --- The verb families ---------------------------------------------------------------------

export interface VerbForm {
  lemma: string;
  other: string;
  /** The verb's stem span in the text and its replacement for the other verb. */
  start: number;
  end: number;
  replacement: string;
}

/** The first morph of the word is a verb (VV, VA) whose lemma stem is `stem`. */
function verbStem(ctx: Context, token: Token): string | null {
  const ms = ctx.morphsIn(token.coreStart, token.coreEnd);
  const m = ms[0];
  if (!m || m.start !== token.coreStart || !isVerbOrAdjectiveTag(m.first)) return null;
  // A verb form and nothing else (매서드, 매수드 are not 매다 however the analyser splits them).
  for (const x of ms)
    if (x.unknown || !isVerbFormTag(x.first) || !isVerbFormTag(x.last)) return null;
  const analyzer = ctx.models?.analyzer;
  return analyzer ? (analyzer.parts(m)[0]?.surface ?? m.surface) : m.surface;
}

/** A family's reading of a word: its form, null (the family's spelling, but no verb), or undefined (not the family's spelling). */
type Reading = VerbForm | null | undefined;

/** The form of `lemma` whose first `length` characters are written as the other verb. */
const form = (
  lemma: string,
  other: string,
  token: Token,
  length: number,
  replacement: string,
): VerbForm => ({
  lemma,
  other,
  start: token.coreStart,
  end: token.coreStart + length,
  replacement,
});

/** 붙이다 (붙여, 붙였다 ...) and 부치다 (부쳐, 부쳤다 ...). */
function butiOrBuchi(ctx: Context, token: Token): Reading {
  const [c0, c1] = [token.core[0], token.core[1]];
  if (c0 === '붙' && c1 !== undefined && initialOf(c1) === ㅇ && /^[이여였인일입]/.test(c1))
    return verbStem(ctx, token) === '붙이'
      ? form('붙이다', '부치다', token, 2, `부${withInitial(c1, ㅊ)}`)
      : null;
  if (c0 === '부' && c1 !== undefined && /^[치쳐쳤친칠칩]/.test(c1))
    return verbStem(ctx, token) === '부치'
      ? form('부치다', '붙이다', token, 2, `붙${withInitial(c1, ㅇ)}`)
      : null;
  return undefined;
}

/** 가리키다 (가리켜, 가리킨 ...) and 가르치다 (가르쳐, 가르친 ...). */
function garikiOrGareuchi(ctx: Context, token: Token): Reading {
  const [c0, c1, c2] = [token.core[0], token.core[1], token.core[2]];
  if (
    c0 !== '가' ||
    c2 === undefined ||
    !((c1 === '리' && initialOf(c2) === ㅋ) || (c1 === '르' && initialOf(c2) === ㅊ))
  )
    return undefined;
  const stem = verbStem(ctx, token);
  if (c1 === '리' && stem === '가리키')
    return form('가리키다', '가르치다', token, 3, `가르${withInitial(c2, ㅊ)}`);
  if (c1 === '르' && stem === '가르치')
    return form('가르치다', '가리키다', token, 3, `가리${withInitial(c2, ㅋ)}`);
  return null;
}

/** 낳다 (낳아, 낳은 ...) and the ㅅ-irregular 낫다 (나아, 나은, 낫고 ...). */
function nahOrNat(ctx: Context, token: Token): Reading {
  const w = token.core;
  const [c0, c1] = [w[0], w[1]];
  if (c0 === '낳' && c1 !== undefined) {
    if (verbStem(ctx, token) !== '낳') return null;
    // ㅅ-irregular 낫다: 나아, 나았다, 나은, 나을, 나으면 before a vowel; 낫고, 낫는 before a consonant.
    return form('낳다', '낫다', token, 1, initialOf(c1) === ㅇ ? '나' : '낫');
  }
  if (
    (c0 === '낫' && c1 !== undefined) ||
    (c0 === '나' && c1 !== undefined && /^[아았은을으]/.test(c1))
  ) {
    if (/^나아[가갔갈간지졌질진]/.test(w)) return null; // 나아가다, 나아지다
    const stem = verbStem(ctx, token);
    if (stem !== '낫' && stem !== '날' && stem !== '나') return null;
    return form('낫다', '낳다', token, 1, '낳');
  }
  return undefined;
}

/** 매다 (매고, 맸다 ...) and 메다 (메고, 멨다 ...): the vowel ㅐ or ㅔ. */
function maeOrMe(ctx: Context, token: Token): Reading {
  const c0 = token.core[0];
  if (c0 === undefined || !/^[매맸맨맬메멨멘멜]/.test(c0)) return undefined;
  const stem = verbStem(ctx, token);
  const v = vowelOf(c0);
  if (v === V_AE && stem === '매') return form('매다', '메다', token, 1, withVowel(c0, V_E));
  if (v === V_E && stem === '메') return form('메다', '매다', token, 1, withVowel(c0, V_AE));
  return null;
}

const FAMILIES = [butiOrBuchi, garikiOrGareuchi, nahOrNat, maeOrMe];

/** Which confusable verb the word is, and how it is written as the other one. */
export function verbFormOf(ctx: Context, token: Token): VerbForm | null {
  for (const family of FAMILIES) {
    const reading = family(ctx, token);
    if (reading !== undefined) return reading;
  }
  return null;
}
