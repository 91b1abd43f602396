/**
 * A small Korean conjugator for the lexicon generator: enough to inflect the misspelt stems
 * people write (설레이-, 치루-, 잠구-, 삼가하-) the regular way, and their standard stems
 * (설레-, 치르-, 잠그-, 삼가-) the standard way, slot by slot, so each wrong form is paired with
 * the right form of the same ending. Not a general morphology: vowel stems (with the
 * contractions of 한글 맞춤법 제34~36항), consonant stems, ㄹ stems, the ㅡ drop, 르 and 하
 * conjugation. The consonant irregulars (ㅂ, ㄷ, ㅅ, ㅎ) are not needed by the seeds.
 */
import { compose, decompose } from '../../src/hangul.ts';

const M = {
  a: 0,
  ae: 1,
  eo: 4,
  e: 5,
  yeo: 6,
  o: 8,
  wa: 9,
  oe: 11,
  u: 13,
  wo: 14,
  eu: 18,
  i: 20,
} as const;
const F = { none: 0, n: 4, l: 8, lm: 10, m: 16, b: 17, ss: 20 } as const;
const I = { ng: 11, r: 5, h: 18 } as const;

export type SlotKind = 'C' | 'S' | 'A';

export interface Slot {
  id: string;
  kind: SlotKind;
  /** C, S: the ending as written after a vowel stem ('ㄴ', 'ㅂ니다', '면', '세요'); A: after 아/어. */
  ending: string;
  /** The form is a noun (nominalised): particles may follow it. */
  noun?: boolean;
}

export const SLOTS: readonly Slot[] = [
  { id: '다', kind: 'C', ending: '다' },
  { id: '고', kind: 'C', ending: '고' },
  { id: '지', kind: 'C', ending: '지' },
  { id: '게', kind: 'C', ending: '게' },
  { id: '기', kind: 'C', ending: '기', noun: true },
  { id: '는', kind: 'C', ending: '는' },
  { id: '던', kind: 'C', ending: '던' },
  { id: '는데', kind: 'C', ending: '는데' },
  { id: '지만', kind: 'C', ending: '지만' },
  { id: '겠다', kind: 'C', ending: '겠다' },
  { id: '네요', kind: 'C', ending: '네요' },
  { id: '다가', kind: 'C', ending: '다가' },
  { id: '자', kind: 'C', ending: '자' },
  { id: 'ㄴ', kind: 'S', ending: 'ㄴ' },
  { id: 'ㄹ', kind: 'S', ending: 'ㄹ' },
  { id: 'ㅁ', kind: 'S', ending: 'ㅁ', noun: true },
  { id: 'ㅂ니다', kind: 'S', ending: 'ㅂ니다' },
  { id: '면', kind: 'S', ending: '면' },
  { id: '니', kind: 'S', ending: '니' },
  { id: '며', kind: 'S', ending: '며' },
  { id: '세요', kind: 'S', ending: '세요' },
  { id: '려고', kind: 'S', ending: '려고' },
  { id: 'ㄴ다', kind: 'S', ending: 'ㄴ다' },
  { id: '니까', kind: 'S', ending: '니까' },
  { id: 'ㄹ까', kind: 'S', ending: 'ㄹ까' },
  { id: '어', kind: 'A', ending: '' },
  { id: '어서', kind: 'A', ending: '서' },
  { id: '어도', kind: 'A', ending: '도' },
  { id: '어야', kind: 'A', ending: '야' },
  { id: '어요', kind: 'A', ending: '요' },
  { id: '었다', kind: 'A', ending: 'ㅆ다' },
  { id: '었던', kind: 'A', ending: 'ㅆ던' },
  { id: '었고', kind: 'A', ending: 'ㅆ고' },
  { id: '었어요', kind: 'A', ending: 'ㅆ어요' },
  { id: '었습니다', kind: 'A', ending: 'ㅆ습니다' },
  { id: '었는데', kind: 'A', ending: 'ㅆ는데' },
  { id: '었지만', kind: 'A', ending: 'ㅆ지만' },
  { id: '었어', kind: 'A', ending: 'ㅆ어' },
  { id: '었네', kind: 'A', ending: 'ㅆ네' },
  { id: '었을', kind: 'A', ending: 'ㅆ을' },
  { id: '어라', kind: 'A', ending: '라' },
  // The auxiliary 주다 written together, as chat does (잠궈줘 → 잠가줘; 제47항 allows it).
  { id: '어줘', kind: 'A', ending: '줘' },
];

/**
 * Slot sets by part of speech. Adjectives have no 는-forms or -ㄴ다, no imperative, -자, -려고
 * or 주다 after them.
 */
export const SLOT_SETS: Record<string, readonly string[]> = {
  verb: SLOTS.map((s) => s.id),
  adj: SLOTS.map((s) => s.id).filter(
    (id) => !['는', '는데', '세요', '려고', 'ㄴ다', '자', '어라', '어줘'].includes(id),
  ),
};

export interface StemSpec {
  /** Dictionary form without 다: 설레, 치르, 추스르, 날. */
  stem: string;
  /** '르' for 르-irregular stems (추스르 -> 추슬러); otherwise inferred. */
  irregular?: '르' | null;
}

function parts(ch: string): [number, number, number] {
  const p = decompose(ch);
  if (!p) throw new Error(`not a Hangul syllable: ${ch}`);
  return p;
}

function splitLast(stem: string): [string, string] {
  return [stem.slice(0, -1), stem.slice(-1)];
}

/** 아 (bright) or 어 (dark) by the vowel of a syllable. */
function brightAfter(ch: string | undefined): boolean {
  if (!ch) return false;
  const med = parts(ch)[1];
  return med === M.a || med === M.o || med === 2; /* ㅑ */
}

/** Add a final consonant to the last syllable of a word that has none. */
function addFinal(word: string, final: number): string {
  const [head, last] = splitLast(word);
  const [i, m] = parts(last);
  return head + compose(i, m, final);
}

const FINAL_OF: Record<string, number> = { ㄴ: F.n, ㄹ: F.l, ㅁ: F.m, ㅂ: F.b, ㅆ: F.ss };

/** Split an ending like 'ㅆ다' or 'ㅂ니다' into a leading final jamo and the rest. */
function leadingJamo(ending: string): [number | null, string] {
  const j = ending[0];
  if (j && FINAL_OF[j] !== undefined) return [FINAL_OF[j] as number, ending.slice(1)];
  return [null, ending];
}

/** A stem cut for conjugation: all but its last syllable, the last one and its jamo. */
interface StemParts {
  stem: string;
  head: string;
  last: string;
  ini: number;
  med: number;
  fin: number;
  /** The stem ends in ㄹ (날다) or in a vowel (가다). */
  lStem: boolean;
  vowelStem: boolean;
}

function stemParts(stem: string): StemParts {
  const [head, last] = splitLast(stem);
  const [ini, med, fin] = parts(last);
  return { stem, head, last, ini, med, fin, lStem: fin === F.l, vowelStem: fin === F.none };
}

/** An ending that starts with a consonant (-고, -는, -네요): ㄹ drops before ㄴ, ㅂ, ㅅ. */
function conjugateC({ stem, head, ini, med, lStem }: StemParts, slot: Slot): string[] {
  const firstInitial = parts(slot.ending[0] as string)[0];
  // ㄹ drops before ㄴ, ㅂ, ㅅ (나는, 나네요).
  if (lStem && (firstInitial === 2 || firstInitial === 7 || firstInitial === 9))
    return [head + compose(ini, med, F.none) + slot.ending];
  return [stem + slot.ending];
}

/** An ending with 으 after a consonant (-면/-으면, -ㄴ/-은, -ㅂ니다/-습니다). */
function conjugateS(p: StemParts, slot: Slot): string[] {
  const { stem, head, ini, med, lStem, vowelStem } = p;
  // -ㄴ다 is -는다 after a consonant (먹는다), as ㄹ drops before it (난다).
  if (slot.id === 'ㄴ다' && !vowelStem && !lStem) return [`${stem}는다`];
  const [jamo, rest] = leadingJamo(slot.ending);
  if (jamo !== null) {
    if (vowelStem) return [addFinal(stem, jamo) + rest];
    if (lStem) {
      if (jamo === F.l) return [stem + rest];
      if (jamo === F.m) return [head + compose(ini, med, F.lm) + rest];
      return [head + compose(ini, med, jamo) + rest];
    }
    const full = { [F.n]: '은', [F.l]: '을', [F.m]: '음', [F.b]: '습' }[jamo] as string;
    return [stem + full + rest];
  }
  if (vowelStem) return [stem + slot.ending];
  if (lStem) {
    // 날면, 날며, 날려고 keep ㄹ; 나니, 나세요 drop it.
    if (slot.ending.startsWith('니') || slot.ending.startsWith('세'))
      return [head + compose(ini, med, F.none) + slot.ending];
    return [stem + slot.ending];
  }
  return [`${stem}으${slot.ending}`];
}

/** An ending in 아/어 (-아서/-어서, -았다/-었다): the vowels contract or harmonise. */
function conjugateA(p: StemParts, spec: StemSpec, slot: Slot): string[] {
  const { stem, head, last, ini, med, vowelStem } = p;
  const [jamo, rest] = leadingJamo(slot.ending);
  const final = jamo ?? F.none;
  if (last === '하')
    return [
      head + compose(I.h, M.ae, final) + rest,
      `${stem}${compose(I.ng, M.yeo, final)}${rest}`,
    ];
  if (spec.irregular === '르') {
    // 추스르 -> 추슬러: the syllable before 르 takes ㄹ, 러/라 by its vowel.
    const before = head.slice(-1);
    const vowel = brightAfter(before) ? M.a : M.eo;
    return [addFinal(head, F.l) + compose(I.r, vowel, final) + rest];
  }
  if (!vowelStem) {
    const vowel = brightAfter(last) ? M.a : M.eo;
    return [stem + compose(I.ng, vowel, final) + rest];
  }
  const uncontracted = stem + compose(I.ng, brightAfter(last) ? M.a : M.eo, final) + rest;
  switch (med) {
    case M.a:
    case M.eo:
    case M.yeo:
      return [head + compose(ini, med, final) + rest];
    case M.ae:
    case M.e:
      return [head + compose(ini, med, final) + rest, uncontracted];
    case M.o:
      return [head + compose(ini, M.wa, final) + rest, uncontracted];
    case M.u:
      return [head + compose(ini, M.wo, final) + rest, uncontracted];
    case M.i:
      return [head + compose(ini, M.yeo, final) + rest];
    case M.oe:
      // 되뇌어, not the rare contraction 되놰.
      return [uncontracted];
    case M.eu: {
      const vowel = head.length > 0 && brightAfter(head.slice(-1)) ? M.a : M.eo;
      return [head + compose(ini, vowel, final) + rest];
    }
    default:
      return [uncontracted];
  }
}

/** Conjugated forms for a slot: [primary, ...alternatives]. */
export function conjugate(spec: StemSpec, slot: Slot): string[] {
  const p = stemParts(spec.stem);
  if (slot.kind === 'C') return conjugateC(p, slot);
  if (slot.kind === 'S') return conjugateS(p, slot);
  return conjugateA(p, spec, slot);
}
