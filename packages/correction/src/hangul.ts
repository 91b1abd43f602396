/**
 * Hangul syllable arithmetic. A precomposed syllable is
 * 0xAC00 + (initial * 21 + medial) * 28 + final, with final 0 meaning "no final consonant".
 */
import { finalSound } from './korean-particles.ts';

const BASE = 0xac00;
const LAST = 0xd7a3;

/** Final consonant (jongseong) index of ㄹ, used by the particle rules. */
export const FINAL_RIEUL = 8;

export function isHangulSyllable(ch: string | undefined): boolean {
  if (!ch) return false;
  const code = ch.charCodeAt(0);
  return code >= BASE && code <= LAST;
}

/** Index 0..27 of the final consonant of a syllable, or -1 when `ch` is not a syllable. */
export function finalIndex(ch: string | undefined): number {
  if (!isHangulSyllable(ch)) return -1;
  return ((ch as string).charCodeAt(0) - BASE) % 28;
}

export function hasFinal(ch: string | undefined): boolean {
  return finalIndex(ch) > 0;
}

/** Initial (0..18), medial (0..20), final (0..27) of a syllable, or null. */
export function decompose(ch: string | undefined): [number, number, number] | null {
  if (!isHangulSyllable(ch)) return null;
  const s = (ch as string).charCodeAt(0) - BASE;
  return [Math.floor(s / 588), Math.floor((s % 588) / 28), s % 28];
}

export function compose(initial: number, medial: number, final: number): string {
  return String.fromCharCode(BASE + (initial * 21 + medial) * 28 + final);
}

/** The final consonants as compatibility jamo, by final index (index 0: no final). */
const FINAL_JAMO = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

/** The final consonant of a syllable as a compatibility jamo ('' when none), or null. */
export function finalJamo(ch: string | undefined): string | null {
  const parts = decompose(ch);
  return parts ? (FINAL_JAMO[parts[2]] ?? null) : null;
}

/** Replace the final consonant of a syllable. */
export function withFinal(ch: string, final: number): string {
  const parts = decompose(ch);
  if (!parts) return ch;
  return compose(parts[0], parts[1], final);
}

/**
 * True when every character of `s` is a Hangul syllable. Read by code unit: most rules ask it
 * of every word, and iterating the string made a one-character string per syllable (a
 * surrogate pair is no syllable either way).
 */
export function isAllHangul(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < BASE || code > LAST) return false;
  }
  return true;
}

/**
 * Whether the word, read aloud in Korean, ends in a consonant (and whether that is ㄹ): the one
 * sound rule the UI, the card and the mail use too (src/lib/i18n/korean-particles.ts), so that
 * digits, amounts, acronyms and Latin words (Slack 슬랙, URL 유알엘) take the same particle
 * in the engine's messages as everywhere else.
 */
export function readsWithFinal(word: string): { final: boolean; rieul: boolean } {
  return finalSound(word);
}

/**
 * The word with the particle its sound calls for, never a template like 은(는):
 * withParticle('금새', '은', '는') -> '금새는'; for 으로/로 a final ㄹ takes 로.
 */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  const { final, rieul } = readsWithFinal(word);
  const useConsonant = afterVowel === '로' ? final && !rieul : final;
  return word + (useConsonant ? afterConsonant : afterVowel);
}

/** The word in quotes with its particle: quoted('메세지', '은', '는') -> '‘메세지’는'. */
export function quoted(word: string, afterConsonant: string, afterVowel: string): string {
  return withParticle(`‘${word}’`, afterConsonant, afterVowel);
}
