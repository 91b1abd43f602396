/**
 * The loanwords writer-errors.ts damages (loan.*), found by a generic test rather than taken from
 * the misspelling lexicon, so the figure covers variants nobody listed: a noun written directly
 * before a Latin gloss in parentheses, 메시지(message), 콘셉트(concept), whose Hangul consonants
 * follow the gloss's letters in order (a transliteration, not a translation: 인공지능(artificial
 * intelligence) fails), that hunspell spells and the analyser reads as one common or proper noun,
 * seen in the train parts of ../shared/corpora and ../shared/corpora-extra (never
 * dev or test). Writes scripts/noise/loanwords.txt (one word a line, sorted).
 *
 *   CORPORA_DIR=... CORPORA_EXTRA_DIR=... npx tsx scripts/noise/build-loanwords.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jamoOf } from '../../src/rules/typo/keyboard.ts';
import { corporaDir, extraCorporaDir, forEachCorpusLine } from '../corpus.ts';

export const LOANWORDS_FILE = join(import.meta.dirname, 'loanwords.txt');

/** Latin letters a Hangul initial consonant transliterates (외래어 표기법, loosely). */
const LETTERS: Readonly<Record<string, string>> = {
  ㄱ: 'gkcq',
  ㄲ: 'gkc',
  ㄴ: 'n',
  ㄷ: 'dt',
  ㄸ: 'dt',
  ㄹ: 'rl',
  ㅁ: 'm',
  ㅂ: 'bvp',
  ㅃ: 'pb',
  ㅅ: 'sczt',
  ㅆ: 'sc',
  ㅈ: 'jgzd',
  ㅉ: 'jz',
  ㅊ: 'ctk',
  ㅋ: 'kcq',
  ㅌ: 't',
  ㅍ: 'pf',
  ㅎ: 'h',
};

const RR_INITIAL: Readonly<Record<string, string>> = {
  ㄱ: 'g',
  ㄲ: 'kk',
  ㄴ: 'n',
  ㄷ: 'd',
  ㄸ: 'tt',
  ㄹ: 'r',
  ㅁ: 'm',
  ㅂ: 'b',
  ㅃ: 'pp',
  ㅅ: 's',
  ㅆ: 'ss',
  ㅇ: '',
  ㅈ: 'j',
  ㅉ: 'jj',
  ㅊ: 'ch',
  ㅋ: 'k',
  ㅌ: 't',
  ㅍ: 'p',
  ㅎ: 'h',
};
const RR_VOWEL: Readonly<Record<string, string>> = {
  ㅏ: 'a',
  ㅐ: 'ae',
  ㅑ: 'ya',
  ㅒ: 'yae',
  ㅓ: 'eo',
  ㅔ: 'e',
  ㅕ: 'yeo',
  ㅖ: 'ye',
  ㅗ: 'o',
  ㅘ: 'wa',
  ㅙ: 'wae',
  ㅚ: 'oe',
  ㅛ: 'yo',
  ㅜ: 'u',
  ㅝ: 'wo',
  ㅞ: 'we',
  ㅟ: 'wi',
  ㅠ: 'yu',
  ㅡ: 'eu',
  ㅢ: 'ui',
  ㅣ: 'i',
};
const RR_FINAL: Readonly<Record<string, string>> = {
  ㄱ: 'k',
  ㄴ: 'n',
  ㄹ: 'l',
  ㅁ: 'm',
  ㅂ: 'p',
  ㅇ: 'ng',
};

/** The word in the Revised Romanization, roughly (no sound changes). */
function romanize(hangul: string): string {
  return [...hangul]
    .map((ch) => {
      const [i, v, f] = jamoOf(ch) ?? ['', '', ''];
      return (RR_INITIAL[i] ?? '') + (RR_VOWEL[v] ?? '') + (RR_FINAL[f] ?? (f ? 't' : ''));
    })
    .join('');
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(
        Math.min(
          (prev[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    prev = row;
  }
  return prev[b.length] as number;
}

/** The Hangul word's initial consonants (ㅇ skipped) appear in the gloss in order, the first one first. */
export function transliterates(hangul: string, gloss: string): boolean {
  const latin = gloss.toLowerCase().replace(/[^a-z]/g, '');
  const initials = [...hangul]
    .map((ch) => jamoOf(ch)?.[0])
    .filter((j): j is string => j !== undefined && j !== 'ㅇ');
  if (initials.length < 2 || latin.length < 3) return false;
  // A Korean word glossed by its own romanization (구름(gureum)) is no loanword.
  const rr = romanize(hangul);
  if (distance(rr, latin) <= Math.max(1, Math.floor(0.34 * rr.length))) return false;
  // The first sound matches: a vowel for ㅇ, else the first initial's letter.
  const opensWithVowel = jamoOf(hangul[0])?.[0] === 'ㅇ';
  if (opensWithVowel !== /^[aeiouy]/.test(latin)) return false;
  if (!opensWithVowel && !(LETTERS[initials[0] as string] ?? '').includes(latin[0] as string))
    return false;
  // About as many consonants as the Hangul has initials (a transliteration, not a gloss of more).
  if (latin.replace(/[aeiouyw]/g, '').length > 2 * initials.length + 2) return false;
  let at = 0;
  for (const j of initials) {
    const letters = LETTERS[j] ?? '';
    let found = -1;
    for (let k = at; k < latin.length; k++)
      if (letters.includes(latin[k] as string)) {
        found = k;
        break;
      }
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
}

if (
  process.argv[1] &&
  import.meta.filename === (await import('node:path')).resolve(process.argv[1])
) {
  const { loadNoiseLexicon } = await import('../spelling-noise.ts');
  const lexicon = await loadNoiseLexicon();
  const seen = new Map<string, number>();
  for (const dir of [corporaDir(), extraCorporaDir()])
    forEachCorpusLine(dir, 'train', ({ text }) => {
      if (!text.includes('(')) return;
      for (const m of text.matchAll(
        /(?<![가-힣])([가-힣]{2,8})\(([A-Za-z][A-Za-z-]{2,20}(?: [A-Za-z-]{2,20})?)[),]/g,
      )) {
        const [word, gloss] = [m[1] as string, m[2] as string];
        if (transliterates(word, gloss)) seen.set(word, (seen.get(word) ?? 0) + 1);
      }
    });
  const words = [...seen]
    .filter(([w, n]) => {
      if (n < 1 || !lexicon.spell(w)) return false;
      const ms = lexicon.analyzer.analyze(w);
      return ms.length === 1 && !ms[0]?.unknown && /^NN[GP]$/.test(ms[0]?.pos ?? '');
    })
    .map(([w]) => w)
    .sort();
  writeFileSync(LOANWORDS_FILE, `${words.join('\n')}\n`);
  console.log(`${words.length} loanwords -> ${LOANWORDS_FILE}`);
}
