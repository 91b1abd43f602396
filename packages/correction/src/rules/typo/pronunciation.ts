/**
 * Candidates up to three rules of pronunciation away from the written word (spelling.typo): a
 * word written as it sounds (연음, 경음화, 비음화/유음화, 받침 neutralisation, 격음화/구개음화,
 * vowels that sound alike) with the rules undone. The tables of the rules are data
 * (src/data/rules/spelling-typo.json).
 */
import words from '../../data/rules/spelling-typo.json' with { type: 'json' };
import { CHANNEL, type EditKind, type Sink } from './edits.ts';
import { BASE, FINALS, INITIALS, JOIN_FINAL, MEDIALS, jamoOf } from './keyboard.ts';
import type { Written } from './syllable-score.ts';

export type Syl = [string, string, string];

/**
 * One rule of pronunciation undone where syllables `at` and `at + 1` meet (or in `at` alone):
 * the jamo it writes (bit 1: at's vowel, 2: at's final, 4: the next syllable's initial), as
 * indexes of MEDIALS, FINALS (0 for none) and INITIALS.
 */
export interface PronEdit {
  at: number;
  mask: number;
  med: number;
  fin: number;
  ini: number;
  kind: EditKind;
}

const TABLES = words.pronunciation;
type Table<T> = Readonly<Record<string, T>>;
const LAX: Table<string> = TABLES.lax;
/** Finals pronounced as ㄱ, ㄷ, ㅂ, ㄹ, ㄴ, ㅁ before a consonant (제9-11항), as written by ear. */
const SOUNDS_AS: Table<string[]> = TABLES.soundsAs;
/** Finals that become ㅇ, ㄴ, ㅁ before ㄴ or ㅁ (비음화, 제18항). */
const NASALISED: Table<string[]> = TABLES.nasalised;
/** 격음화 undone: the aspirate heard and the final + ㅎ, or ㅎ + the lax consonant, behind it. */
const BEFORE_H: Table<string[]> = TABLES.beforeH;
const AFTER_H: Table<string> = TABLES.afterH;
const H_FINAL: Table<string> = TABLES.hFinal;
const VOWELS_ALIKE: Table<string[]> = TABLES.vowelsAlike;

/** Every single rule of pronunciation that, undone, could give the word's standard spelling. */
export function pronEdits(s: readonly Syl[], lo: number, hi: number): PronEdit[] {
  const out: PronEdit[] = [];
  const edit = (at: number, slots: string[], a: Syl, b: Syl | null, kind: EditKind) =>
    out.push({
      at,
      mask:
        (slots.includes('m') ? 1 : 0) |
        (slots.includes('f') ? 2 : 0) |
        (slots.includes('i') ? 4 : 0),
      med: MEDIALS.indexOf(a[1]),
      fin: a[2] === '' ? 0 : FINALS.indexOf(a[2]),
      ini: b ? INITIALS.indexOf(b[0]) : 0,
      kind,
    });
  // Only where the word reads oddly (and the syllable before and after).
  for (let k = Math.max(0, lo - 1); k <= Math.min(s.length - 1, hi + 1); k++) {
    const [ai, am, af] = s[k] as Syl;
    for (const v of VOWELS_ALIKE[am] ?? []) edit(k, ['m'], [ai, v, af], null, 'vowel');
    const next = s[k + 1];
    // 받침 neutralisation before a consonant or at the end: 갇다 -> 갔다, 꼳 -> 꽃.
    if (!next || (next[0] !== 'ㅇ' && next[0] !== 'ㅎ'))
      for (const f of SOUNDS_AS[af] ?? []) edit(k, ['f'], [ai, am, f], null, 'neutral');
    if (!next) continue;
    const [bi, bm, bf] = next;
    // 연음: 이써 -> 있어, 머거 -> 먹어, 일거 -> 읽어, 업서 -> 없어; ㅎ 탈락: 조아 -> 좋아, 마니 -> 많이.
    if (af === '' && bi !== 'ㅇ' && FINALS.includes(bi))
      edit(k, ['f', 'i'], [ai, am, bi], ['ㅇ', bm, bf], 'liaison');
    if (af === '' && bi === 'ㅇ') edit(k, ['f'], [ai, am, 'ㅎ'], null, 'liaison');
    if (af === '' && (bi === 'ㄴ' || bi === 'ㄹ'))
      edit(k, ['f', 'i'], [ai, am, bi === 'ㄴ' ? 'ㄶ' : 'ㅀ'], ['ㅇ', bm, bf], 'liaison');
    if (af !== '' && bi !== 'ㅇ') {
      const joined =
        JOIN_FINAL.get(af + bi) ?? (bi === 'ㅆ' ? JOIN_FINAL.get(`${af}ㅅ`) : undefined);
      if (joined) edit(k, ['f', 'i'], [ai, am, joined], ['ㅇ', bm, bf], 'liaison');
    }
    // 경음화: 학꾜 -> 학교, 있씁니다 -> 있습니다.
    if (af !== '' && LAX[bi]) edit(k, ['i'], [ai, am, af], [LAX[bi] as string, bm, bf], 'tensing');
    // 비음화: 함니다 -> 합니다, 인는 -> 있는; 정니 -> 정리, 뱅니 -> 백리; 유음화: 실라 -> 신라, 칼랄 -> 칼날.
    if (bi === 'ㄴ' || bi === 'ㅁ')
      for (const f of NASALISED[af] ?? []) edit(k, ['f'], [ai, am, f], null, 'nasal');
    if (bi === 'ㄴ' && (af === 'ㅁ' || af === 'ㅇ')) {
      edit(k, ['i'], [ai, am, af], ['ㄹ', bm, bf], 'nasal');
      edit(k, ['f', 'i'], [ai, am, af === 'ㅁ' ? 'ㅂ' : 'ㄱ'], ['ㄹ', bm, bf], 'nasal');
    }
    if (af === 'ㄹ' && bi === 'ㄹ') {
      edit(k, ['f'], [ai, am, 'ㄴ'], null, 'nasal');
      edit(k, ['i'], [ai, am, af], ['ㄴ', bm, bf], 'nasal');
    }
    // 격음화: 조타 -> 좋다, 만타 -> 많다; 추카 -> 축하, 모타다 -> 못하다; 구개음화: 구지 -> 굳이, 가치 -> 같이.
    if (AFTER_H[bi] && H_FINAL[af] !== undefined)
      edit(
        k,
        ['f', 'i'],
        [ai, am, H_FINAL[af] as string],
        [AFTER_H[bi] as string, bm, bf],
        'aspirate',
      );
    for (const f of BEFORE_H[bi] ?? []) {
      const joined = af === '' ? f : JOIN_FINAL.get(af + f);
      if (joined) edit(k, ['f', 'i'], [ai, am, joined], ['ㅎ', bm, bf], 'aspirate');
    }
    if (af === '' && (bi === 'ㅈ' || bi === 'ㅊ') && bm === 'ㅣ')
      edit(k, ['f', 'i'], [ai, am, bi === 'ㅈ' ? 'ㄷ' : 'ㅌ'], ['ㅇ', bm, bf], 'aspirate');
  }
  return out;
}

/** Up to `max` rules of pronunciation undone together (on different jamo), as candidates. */
export function pronunciationCandidates(w: Written, add: Sink, max = 3): void {
  const word = w.word;
  const s: Syl[] = [];
  for (const ch of word) s.push(jamoOf(ch) as Syl);
  const edits = pronEdits(s, w.lo, w.hi);
  if (edits.length === 0) return;
  const codes = Int32Array.from(word, (ch) => ch.charCodeAt(0) - BASE);
  const used = new Int32Array(word.length + 1);
  const kinds: EditKind[] = [];
  let budget = 150;
  const walk = (from: number, lo: number, hi: number, channel: number) => {
    for (let e = from; e < edits.length && budget > 0; e++) {
      const ed = edits[e] as PronEdit;
      const at = ed.at;
      if ((used[at] as number) & ed.mask & 3 || (ed.mask & 4 && (used[at + 1] as number) & 4))
        continue;
      // Rules undone together are next to one another (읻씀니다: 읻|씀|니).
      if (hi >= 0 && (at > hi + 1 || at + 1 < lo)) continue;
      const a = codes[at] as number;
      const b = codes[at + 1] as number;
      const ini = Math.floor(a / 588);
      codes[at] =
        (ini * 21 + (ed.mask & 1 ? ed.med : Math.floor((a % 588) / 28))) * 28 +
        (ed.mask & 2 ? ed.fin : a % 28);
      if (ed.mask & 4) codes[at + 1] = ed.ini * 588 + (b % 588);
      budget--;
      kinds.push(ed.kind);
      const cost = channel + (ed.kind === 'vowel' ? CHANNEL.vowel : CHANNEL.pron);
      const l = Math.min(lo, at);
      const h = Math.max(hi, ed.mask & 4 ? at + 1 : at);
      const g = w.region(codes, l, h);
      if (g === g) {
        let cand = word.slice(0, l);
        for (let k = l; k <= h; k++) cand += String.fromCharCode(BASE + (codes[k] as number));
        add(cand + word.slice(h + 1), cost, [...kinds], g);
      }
      if (kinds.length < max) {
        used[at] = (used[at] as number) | (ed.mask & 3);
        if (ed.mask & 4) used[at + 1] = (used[at + 1] as number) | 4;
        walk(e + 1, l, h, cost);
        used[at] = (used[at] as number) & ~(ed.mask & 3);
        if (ed.mask & 4) used[at + 1] = (used[at + 1] as number) & ~4;
      }
      kinds.pop();
      codes[at] = a;
      if (ed.mask & 4) codes[at + 1] = b;
    }
  };
  walk(0, word.length, -1, 0);
}
