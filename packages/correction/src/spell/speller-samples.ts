/**
 * Deterministic sample strings for comparing the speller with hunspell-asm
 * (korean-speller.test.ts and scripts/check-speller.ts): forms generated from the
 * dictionary itself (roots, one and two suffixes, compounds by every COMPOUNDRULE), typo-like
 * near misses of words, and random strings over every alphabet the engine may send.
 * Everything is seeded, so a failure reproduces.
 */
import {
  type AffData,
  type ParsedCondition,
  type SuffixEntry,
  parseAff,
  parseDic,
} from './compile-speller.ts';

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)] as T;
}

const STAR = 0x2a;
const QUESTION = 0x3f;

function conditionHolds(cond: ParsedCondition, word: string): boolean {
  const { positions } = cond;
  if (positions.length > word.length) return false;
  for (let k = 0; k < positions.length; k++) {
    const p = positions[k] as ParsedCondition['positions'][number];
    const inSet = p.chars.includes(word.charCodeAt(word.length - 1 - k));
    if (inSet === p.negated) return false;
  }
  return true;
}

/** The dictionary's roots, indexed for generating the forms hunspell accepts. */
export interface DictionarySampler {
  aff: AffData;
  /** Roots (jamo, as in the .dic file) with their AF alias. */
  roots: Array<{ word: string; alias: number }>;
  /** Sample `count` forms: roots, suffixed roots and compounds, as NFC text. */
  forms(rng: () => number, count: number): string[];
  /**
   * Sample `count` concatenations of two to seven roots that can be compound parts (digits,
   * letters, numerals, counters and the like, in any order), the last sometimes suffixed:
   * they exercise every path of the compound rules, valid or not.
   */
  parts(rng: () => number, count: number): string[];
}

export function dictionarySampler(affText: string, dicText: string): DictionarySampler {
  const aff = parseAff(affText);
  const roots = parseDic(dicText, aff.aliases.length);
  const flagsOf = (alias: number): number[] => (alias === 0 ? [] : (aff.aliases[alias - 1] ?? []));
  const entriesByFlag = new Map<number, SuffixEntry[]>();
  for (const e of aff.entries) {
    const list = entriesByFlag.get(e.flag);
    if (list) list.push(e);
    else entriesByFlag.set(e.flag, [e]);
  }
  const rootsByFlag = new Map<number, string[]>();
  const aliasOf = new Map<string, number>();
  for (const r of roots) if (!aliasOf.has(r.word)) aliasOf.set(r.word, r.alias);
  for (const r of roots)
    for (const f of flagsOf(r.alias)) {
      const list = rootsByFlag.get(f);
      if (list) list.push(r.word);
      else rootsByFlag.set(f, [r.word]);
    }

  /** One suffix entry of one of `flags` that applies to `word`, and the result. */
  const suffixed = (
    rng: () => number,
    word: string,
    flags: number[],
  ): [string, SuffixEntry] | null => {
    const withEntries = flags.filter((f) => entriesByFlag.has(f));
    if (withEntries.length === 0) return null;
    for (let attempt = 0; attempt < 40; attempt++) {
      const e = pick(rng, entriesByFlag.get(pick(rng, withEntries)) as SuffixEntry[]);
      if (word.length <= e.strip.length || !word.endsWith(e.strip)) continue;
      if (!conditionHolds(aff.conditions[e.cond] as ParsedCondition, word)) continue;
      return [word.slice(0, word.length - e.strip.length) + e.appnd, e];
    }
    return null;
  };

  /** One instance of a COMPOUNDRULE, its last part sometimes suffixed. */
  const compound = (rng: () => number): string | null => {
    const rule = pick(rng, aff.rules);
    const parts: number[] = [];
    for (let i = 0; i < rule.length; i++) {
      const f = rule[i] as number;
      const next = rule[i + 1];
      if (next === STAR || next === QUESTION) {
        const n = next === STAR ? Math.floor(rng() * 4) : Math.floor(rng() * 2);
        for (let k = 0; k < n; k++) parts.push(f);
        i++;
      } else parts.push(f);
    }
    if (parts.length === 0) return null;
    let out = '';
    for (let i = 0; i < parts.length; i++) {
      const list = rootsByFlag.get(parts[i] as number);
      if (!list) return null;
      let word = pick(rng, list);
      if (i === parts.length - 1 && rng() < 0.4) {
        const s = suffixed(rng, word, flagsOf(aliasOf.get(word) ?? 0));
        if (s) word = s[0];
      }
      out += word;
    }
    return out;
  };

  const forms = (rng: () => number, count: number): string[] => {
    const out: string[] = [];
    while (out.length < count) {
      const r = rng();
      if (r < 0.15) {
        const c = compound(rng);
        if (c) out.push(c.normalize('NFC'));
        continue;
      }
      const root = pick(rng, roots);
      if (r < 0.35) {
        out.push(root.word.normalize('NFC'));
        continue;
      }
      const one = suffixed(rng, root.word, flagsOf(root.alias));
      if (!one) continue;
      const [form, entry] = one;
      if (r < 0.8 || entry.cont === 0) {
        out.push(form.normalize('NFC'));
        continue;
      }
      const two = suffixed(rng, form, flagsOf(entry.cont));
      out.push((two ? two[0] : form).normalize('NFC'));
    }
    return out;
  };

  const ruleFlags = [
    ...new Set(aff.rules.flatMap((r) => r.filter((f) => f !== STAR && f !== QUESTION))),
  ];
  const parts = (rng: () => number, count: number): string[] => {
    const out: string[] = [];
    while (out.length < count) {
      const k = 2 + Math.floor(rng() * 6);
      // Mostly one flag's roots repeated (runs of digits, letters or numerals), then others.
      const main = rootsByFlag.get(pick(rng, ruleFlags)) ?? [];
      let s = '';
      for (let i = 0; i < k; i++) {
        const list = rng() < 0.6 && main.length > 0 ? main : rootsByFlag.get(pick(rng, ruleFlags));
        if (!list) continue;
        let word = pick(rng, list);
        if (i === k - 1 && rng() < 0.3) {
          const suffixedWord = suffixed(rng, word, flagsOf(aliasOf.get(word) ?? 0));
          if (suffixedWord) word = suffixedWord[0];
        }
        s += word;
      }
      out.push(s.normalize('NFC'));
    }
    return out;
  };

  return { aff, roots, forms, parts };
}

const S_BASE = 0xac00;

function syllable(l: number, v: number, t: number): string {
  return String.fromCharCode(S_BASE + (l * 21 + v) * 28 + t);
}

/**
 * Typo-like neighbours of a word: each jamo of a syllable replaced, a final consonant added or
 * dropped, a syllable dropped, doubled, inserted or swapped with the next, and every prefix
 * and suffix. Most are words hunspell rejects.
 */
export function nearMisses(word: string, rng: () => number, perPosition = 2): string[] {
  const out = new Set<string>();
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const before = chars.slice(0, i).join('');
    const after = chars.slice(i + 1).join('');
    const c = (chars[i] as string).charCodeAt(0);
    if (c >= S_BASE && c <= 0xd7a3) {
      const v0 = c - S_BASE;
      const l = Math.floor(v0 / 588);
      const v = Math.floor((v0 % 588) / 28);
      const t = v0 % 28;
      for (let k = 0; k < perPosition; k++) {
        out.add(before + syllable(Math.floor(rng() * 19), v, t) + after);
        out.add(before + syllable(l, Math.floor(rng() * 21), t) + after);
        out.add(before + syllable(l, v, Math.floor(rng() * 28)) + after);
      }
      out.add(before + syllable(l, v, t === 0 ? 1 + Math.floor(rng() * 27) : 0) + after);
    } else out.add(before + String.fromCharCode(c ^ 1) + after);
    out.add(before + after);
    out.add(before + (chars[i] as string) + (chars[i] as string) + after);
    out.add(
      before + syllable(Math.floor(rng() * 19), Math.floor(rng() * 21), 0) + chars[i] + after,
    );
    if (i + 1 < chars.length)
      out.add(before + chars[i + 1] + chars[i] + chars.slice(i + 2).join(''));
    out.add(chars.slice(0, i + 1).join(''));
    out.add(chars.slice(i).join(''));
  }
  out.delete(word);
  return [...out];
}

/** Pools of characters for random strings: everything the engine may plausibly send. */
const POOLS: string[][] = [
  [...'가나다라마바사아자차카타파하학교사람생님먹었는데서에게의를을이가은도만요다고지'],
  [...'ᄀᄁᄂᄃᄅᄆᄇᄉᄋᄌᄎᄏᄐᄑ하ᅢᅣᅥᅦᅧᅩᅪᅬᅭᅮᅯᅱᅲᅳᅴᅵᆨᆫᆮᆯᆷᆸᆺᆻᆼᆽᆾᇂ'],
  [...'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎㅏㅓㅗㅜㅡㅣㅐㅔㄲㅆ'],
  [...'0123456789'],
  [...'abcdefghijklmnopqrstuvwxyz'],
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  [..."-.,' ^$<?>xml-.-"],
  [...'漢字學校人大中國日本'],
  ['\u0130', '\u0131', '\u017f', '\u212a', '\u212b', '\u00e9', '\u00c9', '\u0301', '\u0300'],
  ['\u00a0', '\t', '\n', '\u3000', '\ufeff', '\ufffd', '\u200b', '\u0000', '\u00b7', '\u2013'],
  ['\ud83d\ude00', '\ud800', '\udc00', '\udbff\udfff', '\ud834\udd1e'],
  ['삼', '천', '백', '십', '만', '억', '오', '이', '일', '개', '년', '들', '스물', '하나', '마흔'],
];

/** Random strings: mostly short mixes of a few pools, some long enough to pass 300 bytes. */
export function randomStrings(rng: () => number, count: number): string[] {
  const out: string[] = [];
  for (let n = 0; n < count; n++) {
    const pools = [pick(rng, POOLS), pick(rng, POOLS), pick(rng, POOLS)];
    const r = rng();
    const length =
      r < 0.05 ? 0 : r < 0.9 ? 1 + Math.floor(rng() * 10) : 20 + Math.floor(rng() * 140);
    let s = '';
    for (let i = 0; i < length; i++) {
      const pool = rng() < 0.7 ? (pools[0] as string[]) : pick(rng, pools);
      s += pick(rng, pool);
    }
    out.push(s);
  }
  return out;
}

/** Dictionary forms joined with hyphens, dots, spaces and the like, and recased (BREAK paths). */
export function joinedStrings(
  rng: () => number,
  forms: readonly string[],
  count: number,
): string[] {
  const glue = ['-', '-', '--', '.', ',', ' ', '', '^-', '-$', "'", '..', '-.'];
  const out: string[] = [];
  for (let n = 0; n < count; n++) {
    const parts = 1 + Math.floor(rng() * 4);
    let s = rng() < 0.2 ? pick(rng, ['-', ' ', '  ', '.', '^-']) : '';
    for (let i = 0; i < parts; i++) {
      if (i > 0) s += pick(rng, glue);
      let w = pick(rng, forms);
      if (rng() < 0.2) w = rng() < 0.5 ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1);
      s += w;
    }
    if (rng() < 0.2) s += pick(rng, ['-', '.', '...', ' ', '-$']);
    out.push(s);
  }
  return out;
}
