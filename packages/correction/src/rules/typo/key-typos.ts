/**
 * Candidates one 2-beolsik typo away from the written word (spelling.typo): a jamo typed for
 * another (a neighbouring key costs less), a key left out or added, two keys swapped, an
 * initial left out so that the previous final moved on. Only the syllables where the syllable
 * model finds the word odd (and their neighbours) are edited.
 */
import { CHANNEL, type Sink } from './edits.ts';
import {
  BASE,
  COMPOUND_VOWELS,
  CONSONANT_KEYS,
  DOUBLE_FINALS,
  FINALS,
  INITIALS,
  MEDIALS,
  VOWEL_KEYS,
  composeKeys,
  composedText,
  isVowelKeyCode,
  keyNeighbours,
  syllableKeys,
} from './keyboard.ts';
import type { Written } from './syllable-score.ts';

/** Keys of a vowel or final: 'ㅘ' -> 'ㅗㅏ', 'ㄺ' -> 'ㄹㄱ', 'ㅏ' -> 'ㅏ', '' -> ''. */
const keysOf = (jamo: string) => COMPOUND_VOWELS[jamo] ?? DOUBLE_FINALS[jamo] ?? jamo;

/** Channel cost of writing one jamo for another in the same slot, as one key edit (-Infinity: more). */
export function jamoEditCost(from: string, to: string): number {
  const a = keysOf(from);
  const b = keysOf(to);
  const near = (x: string, y: string) =>
    keyNeighbours(x).includes(y) ? CHANNEL.near : CHANNEL.other;
  if (a.length === 1 && b.length === 1) return near(a, b);
  // One key more or less (ㅘ/ㅗ, ㄺ/ㄹ, a final added or dropped).
  if (a.length + 1 === b.length && (b.startsWith(a) || b.endsWith(a))) return CHANNEL.indel;
  if (b.length + 1 === a.length && (a.startsWith(b) || a.endsWith(b))) return CHANNEL.indel;
  if (a.length === 2 && b.length === 2) {
    if (a[0] === b[0]) return near(a[1] as string, b[1] as string);
    if (a[1] === b[1]) return near(a[0] as string, b[0] as string);
  }
  return -Infinity;
}

function costTable(jamo: readonly string[]): Float64Array {
  const n = jamo.length;
  const t = new Float64Array(n * n).fill(-Infinity);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      if (a !== b) t[a * n + b] = jamoEditCost(jamo[a] as string, jamo[b] as string);
  return t;
}
const INI_COST = costTable([...INITIALS]);
const MED_COST = costTable([...MEDIALS]);
const FIN_COST = costTable(['', ...FINALS.slice(1)]);
/** Initials that are also finals (index of the final, or 0). */
const INI_AS_FIN = Int32Array.from([...INITIALS], (c) => Math.max(0, FINALS.indexOf(c)));
/** Double final of two finals (index), or 0. */
const JOIN_FIN = new Int32Array(28 * 28);
for (const [double, pair] of Object.entries(DOUBLE_FINALS))
  JOIN_FIN[FINALS.indexOf(pair[0] as string) * 28 + FINALS.indexOf(pair[1] as string)] =
    FINALS.indexOf(double);

/** Scratch for the key edits of keyEdits (grown as needed). */
let edit = new Int32Array(32);

/** Candidates one typo away, with the typo in or next to syllables lo..hi of the word. */
export function typoCandidates(w: Written, add: Sink): void {
  syllableTypos(w, add);
  movedFinals(w, add);
  keyEdits(w, add);
}

/** One jamo of a syllable where every unseen trigram meets typed for another. */
function syllableTypos(w: Written, add: Sink): void {
  const word = w.word;
  const at = (k: number, c: number) =>
    word.slice(0, k) + String.fromCharCode(BASE + c) + word.slice(k + 1);
  for (let k = w.core[0]; k <= w.core[1]; k++) {
    const s = word.charCodeAt(k) - BASE;
    const ini = Math.floor(s / 588);
    const med = Math.floor((s % 588) / 28);
    const fin = s % 28;
    for (let i2 = 0; i2 < 19; i2++) {
      const cost = INI_COST[ini * 19 + i2] as number;
      if (cost === -Infinity) continue;
      const c = (i2 * 21 + med) * 28 + fin;
      const g = w.replaced(k, c);
      if (g === g) add(at(k, c), cost, 'typo', g);
    }
    for (let m2 = 0; m2 < 21; m2++) {
      const cost = MED_COST[med * 21 + m2] as number;
      if (cost === -Infinity) continue;
      const c = (ini * 21 + m2) * 28 + fin;
      const g = w.replaced(k, c);
      if (g === g) add(at(k, c), cost, 'typo', g);
    }
    for (let f2 = 0; f2 < 28; f2++) {
      const cost = FIN_COST[fin * 28 + f2] as number;
      if (cost === -Infinity) continue;
      const c = (ini * 21 + med) * 28 + f2;
      const g = w.replaced(k, c);
      if (g === g) add(at(k, c), cost, 'typo', g);
    }
  }
}

/**
 * An initial consonant left out where the previous final then moved on (감사 typed 가마):
 * the initial of k + 1 goes back to be k's final (or the half of a double final), and
 * another consonant starts k + 1.
 */
function movedFinals(w: Written, add: Sink): void {
  const word = w.word;
  const code = (k: number) => word.charCodeAt(k) - BASE;
  for (let k = w.lo; k <= w.hi && k + 1 < w.n; k++) {
    const s = code(k);
    const fin = s % 28;
    const t = code(k + 1);
    const asFin = INI_AS_FIN[Math.floor(t / 588)] as number;
    const f = fin === 0 ? asFin : asFin ? (JOIN_FIN[fin * 28 + asFin] as number) : 0;
    if (!f) continue;
    const a = s - fin + f;
    for (let i2 = 0; i2 < 19; i2++) {
      const c = i2 * 588 + (t % 588);
      const g = w.replaced2(k, a, c);
      if (g === g)
        add(
          word.slice(0, k) + String.fromCharCode(BASE + a, BASE + c) + word.slice(k + 2),
          CHANNEL.indel,
          'typo',
          g,
        );
    }
  }
}

/**
 * Key edits that move consonants across syllables: an extra key (감사 typed 감ㅅ아 is 감사아),
 * a key left out between two consonants (어느덧 typed 언덧) or two vowels (보내 typed 봬), two
 * keys swapped (한국 typed 학눅). Composition is local: recomposing the syllable with its
 * neighbours gives what the whole word would.
 */
function keyEdits(w: Written, add: Sink): void {
  const word = w.word;
  const perSyllable: string[] = [];
  for (let k = 0; k < w.n; k++) perSyllable.push(syllableKeys(word[k] as string) as string);
  for (let k = w.lo; k <= w.hi; k++) {
    const s0 = Math.max(0, k - 1);
    const s1 = Math.min(w.n, k + 2);
    const before = word.slice(0, s0);
    const after = word.slice(s1);
    const keys = perSyllable.slice(s0, s1).join('');
    const a = k > s0 ? (perSyllable[s0] as string).length : 0;
    const b = a + (perSyllable[k] as string).length;
    // Each edit is written as key codes into `edit` and recomposed there; only a candidate
    // the syllable model finds likelier becomes a string (the same as fromKeys of the edited
    // keys between the unchanged syllables).
    const n = keys.length;
    if (edit.length < n + 1) edit = new Int32Array(n + 1);
    const put = (len: number, cost: number) => {
      const count = composeKeys(edit, len);
      if (count < 0) return;
      // The word itself: w.recomposed gives NaN, as w.other does.
      const g = w.recomposed(s0, s1, count);
      if (g === g) add(before + composedText(count) + after, cost, 'typo', g);
    };
    const keyAt = (i: number) => keys.charCodeAt(i);
    for (let q = Math.max(1, a); q <= b && q < n; q++) {
      const v1 = isVowelKeyCode(keyAt(q - 1));
      if (v1 !== isVowelKeyCode(keyAt(q))) continue;
      const inserted = v1 ? CONSONANT_KEYS : VOWEL_KEYS;
      for (let i = 0; i < q; i++) edit[i] = keyAt(i);
      for (let i = q; i < n; i++) edit[i + 1] = keyAt(i);
      for (let x = 0; x < inserted.length; x++) {
        edit[q] = inserted.charCodeAt(x);
        put(n + 1, CHANNEL.indel);
      }
    }
    for (let p = Math.max(0, a - 1); p < b; p++) {
      if (p >= a) {
        for (let i = 0; i < p; i++) edit[i] = keyAt(i);
        for (let i = p + 1; i < n; i++) edit[i - 1] = keyAt(i);
        put(n - 1, CHANNEL.indel);
      }
      if (p + 1 < n && keyAt(p) !== keyAt(p + 1)) {
        for (let i = 0; i < n; i++) edit[i] = keyAt(i);
        edit[p] = keyAt(p + 1);
        edit[p + 1] = keyAt(p);
        put(n, CHANNEL.swap);
      }
    }
  }
}
