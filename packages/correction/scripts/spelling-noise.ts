/**
 * Spelling noise for scripts/noise.ts: jamo typos typed on the 2-beolsik keyboard and
 * words spelt as they are pronounced, one per sentence, each with the gold edit that undoes it.
 *
 * Error distribution (shares of the spelling cases; `spellingLimit` cases in all, 2,000 by
 * default, drawn from the sentences the punctuation and numeral noise left):
 *
 *   type              weight  what it does to one word (gold edit restores the word)
 *   typo.substitute    0.12   a key of one syllable replaced by a random key of its kind (consonant/vowel): 학교 -> 학뇨
 *   typo.keyboard      0.14   a key of one syllable replaced by a neighbouring key or its shift twin: 사람 -> 자람, 했다 -> 햇다
 *   typo.delete        0.10   a key of one syllable left out: 합니다 -> 하니다, 괜찮아 -> 괜차아
 *   typo.insert        0.10   an extra key next to one of the syllable's keys (a neighbour or a repeat): 감사 -> 감삿
 *   typo.transpose     0.06   two adjacent keys swapped, at or after one syllable's keys: 한국 -> 학눅
 *   pron.liaison       0.10   연음 and ㅎ 탈락 (표준 발음법 제12-15항): 있어요 -> 이써요, 좋아 -> 조아, 많이 -> 마니
 *   pron.tensing       0.07   경음화 (제23항): 학교 -> 학꾜, 있습니다 -> 있씁니다
 *   pron.nasal         0.09   비음화 and 유음화 (제18-20항): 합니다 -> 함니다, 있는 -> 인는, 신라 -> 실라
 *   pron.neutral       0.07   받침 neutralisation (제9-11항): 갔다 -> 갇다, 꽃 -> 꼳
 *   pron.aspirate      0.05   격음화 and 구개음화 (제12항, 제17항): 좋다 -> 조타, 축하 -> 추카, 굳이 -> 구지
 *   pron.vowel         0.06   vowels that sound alike: ㅐ/ㅔ, ㅒ/ㅖ, ㅚ/ㅙ/ㅞ, ㅖ -> ㅔ, ㅢ -> ㅣ (베개 -> 베게, 계속 -> 게속)
 *   pron.whole         0.04   the whole word as pronounced, two rules or more: 있습니다 -> 읻씀니다
 *
 * Typos act on the key sequence and are recomposed as a 2-beolsik input method would (a key left
 * out can move a consonant into the next syllable); a result with a lone jamo is not used.
 * Pronunciation rules act where two syllables meet, as in 표준 발음법. Only words of 2 to 10
 * Hangul syllables are damaged.
 *
 * Fair cases only: the clean word must be a known word (hunspell knows it, or the analyser reads
 * it with no unknown morpheme, proper noun or foreign word), and the noisy word must not be one:
 * a case is dropped when hunspell accepts the noisy word, or when the analyser reads it without
 * an unknown morpheme at no more cost than the clean word (it then reads as another correct word,
 * a real-word error, which is out of scope).
 */
import type { Analyzer } from '../src/analysis/analyzer.ts';
import { tokenize } from '../src/context.ts';
import { isAllHangul } from '../src/hangul.ts';
import {
  CONSONANT_KEYS,
  VOWEL_KEYS,
  fromKeys,
  jamoOf,
  keyNeighbours,
  syllableKeys,
  syllableOf,
  toKeys,
} from '../src/rules/typo/keyboard.ts';
import type { CorpusLine } from './corpus.ts';
import type { NoisyCase } from './noise.ts';
import { drawFromPools, type PoolEntry } from './noise-pools.ts';

export const SPELLING_NOISE_TYPES = [
  'typo.substitute',
  'typo.keyboard',
  'typo.delete',
  'typo.insert',
  'typo.transpose',
  'pron.liaison',
  'pron.tensing',
  'pron.nasal',
  'pron.neutral',
  'pron.aspirate',
  'pron.vowel',
  'pron.whole',
] as const;
export type SpellingNoiseType = (typeof SPELLING_NOISE_TYPES)[number];

export const SPELLING_NOISE_WEIGHTS: Readonly<Record<SpellingNoiseType, number>> = {
  'typo.substitute': 0.12,
  'typo.keyboard': 0.14,
  'typo.delete': 0.1,
  'typo.insert': 0.1,
  'typo.transpose': 0.06,
  'pron.liaison': 0.1,
  'pron.tensing': 0.07,
  'pron.nasal': 0.09,
  'pron.neutral': 0.07,
  'pron.aspirate': 0.05,
  'pron.vowel': 0.06,
  'pron.whole': 0.04,
};

export const isSpellingType = (t: string): t is SpellingNoiseType =>
  t.startsWith('typo.') || t.startsWith('pron.');

/** What decides whether a word is a known word: hunspell and the analyser. */
export interface NoiseLexicon {
  spell(word: string): boolean;
  analyzer: Analyzer;
}

/** hunspell (dictionary-ko) and the analyser as the engine loads them (Node only). */
export async function loadNoiseLexicon(): Promise<NoiseLexicon> {
  const { loadEngineModels, loadKoreanDictionary } = await import('../src/node/engine-files.ts');
  const dictionary = await loadKoreanDictionary();
  return { spell: (w) => dictionary.spell(w), analyzer: loadEngineModels().analyzer };
}

// --- Pronunciation (표준 발음법), forward: how a word sounds ----------------------------------

type Syl = [string, string, string];

/** The final as pronounced before a consonant or at the end (제9-11항). */
const NEUTRAL: Record<string, string> = {
  ㄲ: 'ㄱ',
  ㅋ: 'ㄱ',
  ㄳ: 'ㄱ',
  ㄺ: 'ㄱ',
  ㅅ: 'ㄷ',
  ㅆ: 'ㄷ',
  ㅈ: 'ㄷ',
  ㅊ: 'ㄷ',
  ㅌ: 'ㄷ',
  ㅎ: 'ㄷ',
  ㅍ: 'ㅂ',
  ㅄ: 'ㅂ',
  ㄿ: 'ㅂ',
  ㄼ: 'ㄹ',
  ㄽ: 'ㄹ',
  ㄾ: 'ㄹ',
  ㅀ: 'ㄹ',
  ㄵ: 'ㄴ',
  ㄶ: 'ㄴ',
  ㄻ: 'ㅁ',
};
const neutral = (f: string) => NEUTRAL[f] ?? f;
const TENSE: Record<string, string> = { ㄱ: 'ㄲ', ㄷ: 'ㄸ', ㅂ: 'ㅃ', ㅅ: 'ㅆ', ㅈ: 'ㅉ' };
const NASAL: Record<string, string> = { ㄱ: 'ㅇ', ㄷ: 'ㄴ', ㅂ: 'ㅁ' };
const ASPIRATE: Record<string, string> = { ㄱ: 'ㅋ', ㄷ: 'ㅌ', ㅈ: 'ㅊ', ㅂ: 'ㅍ' };
/** Double finals before a vowel: the part that stays and the part that moves on (ㅅ tensed). */
const SPLIT: Record<string, [string, string]> = {
  ㄳ: ['ㄱ', 'ㅆ'],
  ㄵ: ['ㄴ', 'ㅈ'],
  ㄺ: ['ㄹ', 'ㄱ'],
  ㄻ: ['ㄹ', 'ㅁ'],
  ㄼ: ['ㄹ', 'ㅂ'],
  ㄽ: ['ㄹ', 'ㅆ'],
  ㄾ: ['ㄹ', 'ㅌ'],
  ㄿ: ['ㄹ', 'ㅍ'],
  ㅄ: ['ㅂ', 'ㅆ'],
};

export type PronunciationRule = 'liaison' | 'tensing' | 'nasal' | 'neutral' | 'aspirate';

/**
 * One rule of 표준 발음법 where syllable `i` meets syllable `i + 1` (for `neutral`, also at the
 * end of the word): the two syllables as someone who spells by ear writes them, or null when the
 * rule does not apply there.
 */
export function pronounceAt(
  syls: readonly Syl[],
  i: number,
  rule: PronunciationRule,
): [Syl, Syl | null] | null {
  const a = syls[i];
  if (!a) return null;
  const b = syls[i + 1] ?? null;
  const [ai, am, af] = a;
  if (rule === 'neutral') {
    const r = neutral(af);
    if (r === af || af === 'ㅎ' || af === 'ㄶ' || af === 'ㅀ') return null;
    if (b && (b[0] === 'ㅇ' || b[0] === 'ㅎ')) return null;
    return [[ai, am, r], b];
  }
  if (!b || !af) return null;
  const [bi, bm, bf] = b;
  switch (rule) {
    case 'liaison': {
      if (bi !== 'ㅇ' || af === 'ㅇ') return null;
      if (af === 'ㅎ') return [[ai, am, ''], b];
      if (af === 'ㄶ')
        return [
          [ai, am, ''],
          ['ㄴ', bm, bf],
        ];
      if (af === 'ㅀ')
        return [
          [ai, am, ''],
          ['ㄹ', bm, bf],
        ];
      const split = SPLIT[af];
      if (split)
        return [
          [ai, am, split[0]],
          [split[1], bm, bf],
        ];
      if ((af === 'ㄷ' || af === 'ㅌ') && bm === 'ㅣ') return null; // 구개음화: see aspirate
      return [
        [ai, am, ''],
        [af, bm, bf],
      ];
    }
    case 'tensing': {
      const r = neutral(af);
      const t = TENSE[bi];
      if (!t || !(r === 'ㄱ' || r === 'ㄷ' || r === 'ㅂ') || af === 'ㅎ') return null;
      return [a, [t, bm, bf]];
    }
    case 'nasal': {
      const r = neutral(af);
      if ((bi === 'ㄴ' || bi === 'ㅁ') && NASAL[r] && af !== 'ㅎ')
        return [[ai, am, NASAL[r] as string], b];
      if (bi === 'ㄹ' && (r === 'ㅁ' || r === 'ㅇ')) return [a, ['ㄴ', bm, bf]];
      if (bi === 'ㄹ' && NASAL[r])
        return [
          [ai, am, NASAL[r] as string],
          ['ㄴ', bm, bf],
        ];
      if (bi === 'ㄹ' && af === 'ㄴ') return [[ai, am, 'ㄹ'], b];
      if (bi === 'ㄴ' && r === 'ㄹ' && af !== 'ㅀ')
        return [
          [ai, am, 'ㄹ'],
          ['ㄹ', bm, bf],
        ];
      return null;
    }
    case 'aspirate': {
      const h = af === 'ㅎ' ? '' : af === 'ㄶ' ? 'ㄴ' : af === 'ㅀ' ? 'ㄹ' : null;
      if (h !== null && ASPIRATE[bi] && bi !== 'ㅂ')
        return [
          [ai, am, h],
          [ASPIRATE[bi] as string, bm, bf],
        ];
      if (bi === 'ㅎ') {
        const r = af === 'ㅈ' ? 'ㅈ' : neutral(af);
        const rest = af === 'ㄺ' || af === 'ㄼ' ? 'ㄹ' : af === 'ㄵ' ? 'ㄴ' : '';
        const to = ASPIRATE[r];
        if (to)
          return [
            [ai, am, rest],
            [to, bm, bf],
          ];
      }
      if (bi === 'ㅇ' && bm === 'ㅣ' && (af === 'ㄷ' || af === 'ㅌ'))
        return [
          [ai, am, ''],
          [af === 'ㄷ' ? 'ㅈ' : 'ㅊ', bm, bf],
        ];
      return null;
    }
  }
}

/** Vowels written for one another because they sound alike. */
const VOWEL_SWAPS: Record<string, string[]> = {
  ㅐ: ['ㅔ'],
  ㅔ: ['ㅐ'],
  ㅒ: ['ㅖ'],
  ㅖ: ['ㅒ', 'ㅔ'],
  ㅚ: ['ㅙ', 'ㅞ'],
  ㅙ: ['ㅚ', 'ㅞ'],
  ㅞ: ['ㅚ', 'ㅙ'],
  ㅢ: ['ㅣ'],
};

function vowelSpellings(s: Syl, first: boolean): Syl[] {
  const [i, m, f] = s;
  return (VOWEL_SWAPS[m] ?? [])
    .filter((v) => {
      // 예, 례 keep their ㅖ; 의 as the first syllable is said [의].
      if (m === 'ㅖ' && v === 'ㅔ') return i !== 'ㅇ' && i !== 'ㄹ';
      if (m === 'ㅢ') return i !== 'ㅇ' || !first;
      return true;
    })
    .map((v) => [i, v, f]);
}

/** The whole word as pronounced, and how many rules changed it. */
export function pronounceWord(syls: readonly Syl[]): { syls: Syl[]; rules: number } {
  const s = syls.map((x) => [...x] as Syl);
  let rules = 0;
  const apply = (i: number, r: [Syl, Syl | null] | null) => {
    if (!r) return false;
    s[i] = r[0];
    if (r[1]) s[i + 1] = r[1];
    rules++;
    return true;
  };
  for (let i = 0; i < s.length; i++) {
    if (i === s.length - 1) {
      apply(i, pronounceAt(s, i, 'neutral'));
      continue;
    }
    if (
      apply(i, pronounceAt(s, i, 'aspirate')) ||
      apply(i, pronounceAt(s, i, 'liaison')) ||
      apply(i, pronounceAt(s, i, 'nasal'))
    )
      continue;
    apply(i, pronounceAt(s, i, 'tensing'));
    apply(i, pronounceAt(s, i, 'neutral'));
  }
  return { syls: s, rules };
}

const sylsOf = (word: string): Syl[] => [...word].map((ch) => jamoOf(ch) as Syl);
const wordOf = (syls: readonly Syl[]): string | null => {
  let out = '';
  for (const [i, m, f] of syls) {
    const ch = syllableOf(i, m, f);
    if (ch === null) return null;
    out += ch;
  }
  return out;
};

/** Every spelling by ear of a word under one noise type (one site each). */
export function pronunciationSpellings(word: string, type: SpellingNoiseType): string[] {
  const syls = sylsOf(word);
  const out = new Set<string>();
  if (type === 'pron.whole') {
    const { syls: said, rules } = pronounceWord(syls);
    const w = wordOf(said);
    if (rules >= 2 && w && w !== word) out.add(w);
  } else if (type === 'pron.vowel') {
    syls.forEach((s, i) => {
      for (const v of vowelSpellings(s, i === 0)) {
        const w = wordOf(syls.map((x, k) => (k === i ? v : x)));
        if (w) out.add(w);
      }
    });
  } else {
    const rule = type.slice(5) as PronunciationRule;
    for (let i = 0; i < syls.length; i++) {
      const r = pronounceAt(syls, i, rule);
      if (!r) continue;
      const changed = syls.map((x) => [...x] as Syl);
      changed[i] = r[0];
      if (r[1]) changed[i + 1] = r[1];
      const w = wordOf(changed);
      if (w) out.add(w);
    }
  }
  out.delete(word);
  return [...out];
}

// --- Typos on the 2-beolsik keyboard ---------------------------------------------------------

const pick = <T>(random: () => number, list: readonly T[] | string): T =>
  list[Math.floor(random() * list.length)] as T;

/** One typo of the given type in syllable `at` of the word, or null when the attempt fails. */
export function typo(
  word: string,
  at: number,
  type: SpellingNoiseType,
  random: () => number,
): string | null {
  const keys = [...(toKeys(word) ?? '')];
  let a = 0;
  for (let i = 0; i < at; i++) a += (syllableKeys(word[i] as string) as string).length;
  const b = a + (syllableKeys(word[at] as string) as string).length;
  const p = a + Math.floor(random() * (b - a));
  const key = keys[p] as string;
  switch (type) {
    case 'typo.substitute': {
      const kind = VOWEL_KEYS.includes(key) ? VOWEL_KEYS : CONSONANT_KEYS;
      keys[p] = pick<string>(random, kind.replace(key, ''));
      break;
    }
    case 'typo.keyboard':
      keys[p] = pick<string>(random, keyNeighbours(key));
      break;
    case 'typo.delete':
      keys.splice(p, 1);
      break;
    case 'typo.insert': {
      const q = a + Math.floor(random() * (b - a + 1));
      const near = keys[q - 1] !== undefined && (q === b || random() < 0.5) ? q - 1 : q;
      const base = keys[near] as string;
      keys.splice(q, 0, random() < 0.25 ? base : pick<string>(random, keyNeighbours(base)));
      break;
    }
    case 'typo.transpose':
      if (p + 1 >= keys.length || keys[p] === keys[p + 1]) return null;
      [keys[p], keys[p + 1]] = [keys[p + 1] as string, key];
      break;
    default:
      return null;
  }
  const out = fromKeys(keys.join(''));
  return out && out !== word ? out : null;
}

// --- Cases ------------------------------------------------------------------------------------

interface WordDamage {
  start: number;
  end: number;
  clean: string;
  noisy: string;
}

/** One damage of the type in the sentence (a random word, site and edit), or null. */
function damageOf(text: string, type: SpellingNoiseType, random: () => number): WordDamage | null {
  const words = tokenize(text).filter(
    (t) => t.core.length >= 2 && t.core.length <= 10 && isAllHangul(t.core),
  );
  if (words.length === 0) return null;
  if (type.startsWith('typo.')) {
    for (let attempt = 0; attempt < 6; attempt++) {
      const w = pick(random, words);
      const noisy = typo(w.core, Math.floor(random() * w.core.length), type, random);
      if (noisy) return { start: w.coreStart, end: w.coreEnd, clean: w.core, noisy };
    }
    return null;
  }
  const options: WordDamage[] = [];
  for (const w of words)
    for (const noisy of pronunciationSpellings(w.core, type))
      options.push({ start: w.coreStart, end: w.coreEnd, clean: w.core, noisy });
  return options.length === 0 ? null : pick(random, options);
}

/** The word is ordinary vocabulary: hunspell knows it, or the analyser reads it plainly. */
function knownClean(lexicon: NoiseLexicon, word: string): boolean {
  if (lexicon.spell(word)) return true;
  return !lexicon.analyzer
    .analyze(word)
    .some((m) => m.unknown || m.pos === 'NNP' || m.first === 'NNP' || m.pos === 'SL');
}

/** The noisy word is another word: hunspell knows it, or the analyser reads it as well as the clean one. */
function knownNoisy(lexicon: NoiseLexicon, noisy: string, clean: string): boolean {
  if (lexicon.spell(noisy)) return true;
  const { analyzer } = lexicon;
  if (analyzer.analyze(noisy).some((m) => m.unknown)) return false;
  return analyzer.pathCost(noisy) <= analyzer.pathCost(clean);
}

/**
 * Spelling cases in the designed proportions from the given sentences (each used once), fair
 * ones only (see the header).
 */
export function spellingDamages(
  lines: readonly CorpusLine[],
  lexicon: NoiseLexicon,
  random: () => number,
  limit: number,
  weights: Readonly<Record<string, number>>,
): NoisyCase[] {
  const types = SPELLING_NOISE_TYPES.filter((t) => (weights[t] ?? 0) > 0);
  const total = types.reduce((s, t) => s + (weights[t] as number), 0);
  const pools = new Map<SpellingNoiseType, PoolEntry[]>();
  for (const line of lines) {
    if (/[a-z]+:\/\/|`|www\./i.test(line.text)) continue;
    for (const type of types) {
      const d = damageOf(line.text, type, random);
      if (!d) continue;
      const pool = pools.get(type) ?? [];
      pool.push({ line, start: d.start, end: d.end, noisy: d.noisy, gold: d.clean });
      pools.set(type, pool);
    }
  }
  return drawFromPools(
    types,
    pools,
    (type) => Math.round((limit * (weights[type] as number)) / total),
    random,
    new Set<string>(),
    (e) => knownClean(lexicon, e.gold) && !knownNoisy(lexicon, e.noisy, e.gold),
  );
}
