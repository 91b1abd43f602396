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

/** Which confusable verb the word is, and how it is written as the other one. */
export function verbFormOf(ctx: Context, token: Token): VerbForm | null {
  const w = token.core;
  const s = token.coreStart;
  const [c0, c1, c2] = [w[0], w[1], w[2]];
  if (c0 === '붙' && c1 !== undefined && initialOf(c1) === ㅇ && /^[이여였인일입]/.test(c1)) {
    if (verbStem(ctx, token) !== '붙이') return null;
    return {
      lemma: '붙이다',
      other: '부치다',
      start: s,
      end: s + 2,
      replacement: `부${withInitial(c1, ㅊ)}`,
    };
  }
  if (c0 === '부' && c1 !== undefined && /^[치쳐쳤친칠칩]/.test(c1)) {
    if (verbStem(ctx, token) !== '부치') return null;
    return {
      lemma: '부치다',
      other: '붙이다',
      start: s,
      end: s + 2,
      replacement: `붙${withInitial(c1, ㅇ)}`,
    };
  }
  if (
    c0 === '가' &&
    c2 !== undefined &&
    ((c1 === '리' && initialOf(c2) === ㅋ) || (c1 === '르' && initialOf(c2) === ㅊ))
  ) {
    const stem = verbStem(ctx, token);
    if (c1 === '리' && stem === '가리키')
      return {
        lemma: '가리키다',
        other: '가르치다',
        start: s,
        end: s + 3,
        replacement: `가르${withInitial(c2, ㅊ)}`,
      };
    if (c1 === '르' && stem === '가르치')
      return {
        lemma: '가르치다',
        other: '가리키다',
        start: s,
        end: s + 3,
        replacement: `가리${withInitial(c2, ㅋ)}`,
      };
    return null;
  }
  if (c0 === '낳' && c1 !== undefined) {
    if (verbStem(ctx, token) !== '낳') return null;
    // ㅅ-irregular 낫다: 나아, 나았다, 나은, 나을, 나으면 before a vowel; 낫고, 낫는 before a consonant.
    const replacement = initialOf(c1) === ㅇ ? '나' : '낫';
    return { lemma: '낳다', other: '낫다', start: s, end: s + 1, replacement };
  }
  if (
    (c0 === '낫' && c1 !== undefined) ||
    (c0 === '나' && c1 !== undefined && /^[아았은을으]/.test(c1))
  ) {
    if (/^나아[가갔갈간지졌질진]/.test(w)) return null; // 나아가다, 나아지다
    const stem = verbStem(ctx, token);
    if (stem !== '낫' && stem !== '날' && stem !== '나') return null;
    return { lemma: '낫다', other: '낳다', start: s, end: s + 1, replacement: '낳' };
  }
  if (c0 !== undefined && /^[매맸맨맬메멨멘멜]/.test(c0)) {
    const stem = verbStem(ctx, token);
    const v = vowelOf(c0);
    if (v === V_AE && stem === '매')
      return {
        lemma: '매다',
        other: '메다',
        start: s,
        end: s + 1,
        replacement: withVowel(c0, V_E),
      };
    if (v === V_E && stem === '메')
      return {
        lemma: '메다',
        other: '매다',
        start: s,
        end: s + 1,
        replacement: withVowel(c0, V_AE),
      };
  }
  return null;
}
