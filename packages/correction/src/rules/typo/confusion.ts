/**
 * The one-confusion test of the former spelling.dictionary rule, kept in spelling.typo as a
 * second way to a fix: of the spellings one well-known confusion away (ㅐ/ㅔ, ㅚ/ㅙ/ㅞ, a final
 * ㅅ/ㄷ/ㅆ, a final 이/히) that read clearly better to the syllable model, exactly one is a
 * hunspell word. The confusions are data (src/data/rules/spelling-typo.json).
 */
import { POS, isNounTag } from '../../analysis/pos.ts';
import words from '../../data/rules/spelling-typo.json' with { type: 'json' };
import { isKnownNoun, isNameOrForeign } from '../analysis-gates.ts';
import type { SpellingEnv } from './decision.ts';
import type { EditKind } from './edits.ts';
import { BASE, FINALS, MEDIALS } from './keyboard.ts';
import { spellingScore } from './syllable-score.ts';

/** A confusion table by jamo, as indexes (of MEDIALS or FINALS). */
function byIndex(
  alphabet: string,
  table: Readonly<Record<string, readonly string[]>>,
): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const [from, to] of Object.entries(table))
    out[alphabet.indexOf(from)] = to.map((j) => alphabet.indexOf(j));
  return out;
}

const VERB_ENDINGS = words.confusions.verbEndings;
const DETERMINERS: ReadonlySet<string> = new Set(words.confusions.determiners);
const CONFUSED_VOWELS = byIndex(MEDIALS, words.confusions.vowels);
const CONFUSED_FINALS = byIndex(FINALS, words.confusions.finals);

/**
 * The fix one confusion away, if there is exactly one: it reads clearly better to the syllable
 * model (by 1.5), is a hunspell word and the analyser reads it as known words (no proper
 * noun), and the word as written is no known noun, name or foreign word and no known verb stem
 * with an ending (새 베게를 -> 베개를).
 */
export function confusionFix(
  env: SpellingEnv,
  word: string,
): { word: string; kind: EditKind } | null {
  const base = spellingScore(env.lm, word);
  let known: string | null = null;
  for (const v of confusions(word)) {
    if (spellingScore(env.lm, v) - base < 1.5 || env.spell(v) !== true) continue;
    if (known !== null && known !== v) return null;
    known = v;
  }
  if (known === null) return null;
  const mine = env.analyzer.analyze(word);
  if (isNameOrForeign(mine) || isKnownNoun(mine)) return null;
  // 그애는, 이사람: a determiner and a noun run together (a spacing slip), not a misspelling.
  const [head, next] = mine;
  if (head?.pos === POS.determiner && DETERMINERS.has(head.surface) && isNounTag(next?.first))
    return null;
  for (const e of VERB_ENDINGS)
    if (word.length > e.length && word.endsWith(e) && env.spell(`${word.slice(0, -e.length)}다`))
      return null;
  const fixed = env.analyzer.analyze(known);
  if (fixed.some((m) => m.unknown || m.pos === POS.properNoun)) return null;
  let k = 0;
  while (word[k] === known[k]) k++;
  const a = word.charCodeAt(k) - BASE;
  const b = known.charCodeAt(k) - BASE;
  const kind: EditKind =
    k === word.length - 1 && (known[k] === '이' || known[k] === '히')
      ? 'ihi'
      : a % 28 !== b % 28
        ? 'neutral'
        : 'vowel';
  return { word: known, kind };
}

/** The spellings one confusion away from the word. */
function* confusions(word: string): Generator<string> {
  for (let i = 0; i < word.length; i++) {
    const s = word.charCodeAt(i) - BASE;
    const med = Math.floor((s % 588) / 28);
    const fin = s % 28;
    const put = (c: number) => word.slice(0, i) + String.fromCharCode(BASE + c) + word.slice(i + 1);
    for (const m of CONFUSED_VOWELS[med] ?? []) yield put(s + (m - med) * 28);
    for (const f of CONFUSED_FINALS[fin] ?? []) yield put(s + f - fin);
  }
  const stem = word.slice(0, -1);
  if (word.endsWith('히')) yield `${stem}이`;
  if (word.endsWith('이')) yield `${stem}히`;
}
