/**
 * IME leftovers (issue 34 §3): separate jamo left inside a word by a 2-beolsik input method.
 * The composition broke off (a backspace, a focus change, a fast double key) and a consonant or
 * vowel stayed on its own: 확이ㄴ했다, 오늘까ㅈㅣ, 다해ㅇ이야 (the keys are right, only the
 * composition failed), or a key was pressed twice and left a stray copy: 감사합니ㄷ다.
 *
 * The word's keys are recomposed the way the input method would have composed them
 * (`fromKeys`: a consonant after an open syllable is its final, a consonant before a vowel
 * starts the next syllable); failing that, a stray consonant that repeats the next syllable's
 * initial or the previous syllable's final is dropped. A candidate the speller knows (or, when
 * it knows none, one the analyser reads without an unknown morph; of several, the one the
 * analyser finds most ordinary first, the others after it) is suggested, for the whole word;
 * otherwise nothing is flagged. Jamo written on purpose stay:
 * words made of jamo alone (ㅋㅋ, ㅇㅇ, ㅠㅠ), laughter and tears after a word (좋아ㅋㅋ,
 * 미안ㅠ), a letter named with its particle (ㅇ이 아니라, ㄹ을 발음한다), and anything beside
 * Latin letters or digits.
 */
import { type Rule, tokenRule } from '../../context.ts';
import { isNounTail } from '../../lexicon/noun-tail.ts';
import { message } from '../../messages.ts';
import {
  COMPOUND_VOWELS,
  DOUBLE_FINALS,
  fromKeys,
  jamoOf,
  syllableKeys,
} from '../typo/keyboard.ts';
import words from '../../data/rules/typing.json' with { type: 'json' };

const JAMO = /[\u3131-\u3163]/;
/** Syllables and compatibility jamo only (no Latin, digits or symbols inside the word). */
const SYLLABLES_AND_JAMO = /^[\uac00-\ud7a3\u3131-\u3163]+$/;
/** Jamo typed as emoticons after a word (좋아ㅋㅋ, 미안ㅠ, 그래ㅎ). */
const EMOTICON_TAIL = new RegExp(`[${words.emoticonJamo.join('')}]+$`);
/** A loose consonant and vowel at the end are a syllable left uncomposed (너ㅁㅜ), not tears. */
const SPLIT_SYLLABLE_TAIL = /[ㄱ-ㅎ][ㅏ-ㅣ]$/;
const isJamo = (ch: string) => JAMO.test(ch);

/** The keys of a word of syllables and jamo (a compound vowel or double final as its two keys). */
function keysOf(word: string): string | null {
  let keys = '';
  for (const ch of word) {
    if (isJamo(ch)) keys += COMPOUND_VOWELS[ch] ?? DOUBLE_FINALS[ch] ?? ch;
    else {
      const k = syllableKeys(ch);
      if (k === null) return null;
      keys += k;
    }
  }
  return keys;
}

/** What the input method composes of the word's keys (null when a loose jamo would remain). */
function recompose(word: string): string | null {
  const keys = keysOf(word);
  return keys === null ? null : fromKeys(keys);
}

/**
 * The repairs of a word with jamo left in it, most likely first: the input method's own
 * composition of its keys, then each stray consonant dropped where it repeats a neighbour
 * (the next syllable's initial, the previous syllable's final).
 */
export function imeCandidates(word: string): string[] {
  const out: string[] = [];
  const recomposed = recompose(word);
  if (recomposed) out.push(recomposed);
  const chars = [...word];
  chars.forEach((ch, i) => {
    if (!isJamo(ch)) return;
    const next = jamoOf(chars[i + 1]);
    const prev = jamoOf(chars[i - 1]);
    if (next?.[0] !== ch && prev?.[2] !== ch) return;
    const dropped = chars.slice(0, i).join('') + chars.slice(i + 1).join('');
    if (!JAMO.test(dropped) && !out.includes(dropped)) out.push(dropped);
  });
  return out;
}

export const imeJamoRule: Rule = tokenRule('spelling.ime-jamo', (token, ctx) => {
  const word = token.core;
  if (!JAMO.test(word) || !ctx.hasDictionary) return null;
  if (!SYLLABLES_AND_JAMO.test(word)) return null;
  if (EMOTICON_TAIL.test(word) && !SPLIT_SYLLABLE_TAIL.test(word)) return null;
  // A word of jamo alone (ㅇㅇ, ㄱㄱ) is written on purpose; so are more than two of them.
  const jamo = [...word].filter(isJamo).length;
  if (jamo === [...word].length || jamo > 2) return null;
  // A letter named with its particle: ㅇ이 아니라 ㆁ으로, ㄹ을 발음한다.
  if (isJamo(word[0] as string) && isNounTail(word.slice(1))) return null;
  const candidates = imeCandidates(word);
  // Words the speller knows; failing that, words the analyser reads without an unknown morph
  // (compounds and run-together words: 일기쓰기). Of several, the one the analyser finds most
  // ordinary (받아갈게요, not 받아갉게요).
  const analyser = ctx.models?.analyzer;
  let known = candidates.filter((c) => ctx.spell(c) === true);
  if (known.length === 0 && analyser)
    known = candidates.filter((c) => analyser.analyze(c).every((m) => !m.unknown));
  if (known.length > 1 && analyser) {
    const cost = new Map(known.map((c) => [c, analyser.pathCost(c)]));
    known.sort((a, b) => (cost.get(a) as number) - (cost.get(b) as number));
  }
  const fix = known[0];
  if (!fix) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: known,
    message: message('spelling.ime-jamo', { word, fix }),
    reference: null,
  };
});
