/**
 * Hangul numbers: reading a numeral written in Hangul (육천, 스물다섯, 이십다섯) into its value
 * and series, and writing a value as a native or a Sino-Korean numeral. The digits and tens of
 * both series are data (src/data/rules/numerals.json).
 */
import words from '../../data/rules/numerals.json' with { type: 'json' };

/**
 * native: 스물다섯; sino: 이십오; sino-native: Sino-Korean hundreds and up with a native rest,
 * which is right before native counters (백한 개, 천두 명); mixed: the two series mixed below a
 * hundred (이십다섯, 스물오) or native digits times 백/천/만 (여섯천), always wrong.
 */
type Series = 'native' | 'sino' | 'sino-native' | 'mixed';

interface Piece {
  text: string;
  value: number;
  kind: 'digit' | 'ten' | 'mult' | 'group';
  native: boolean;
}

const PIECES: Piece[] = [
  ...words.sinoDigits.map((text, i) => ({
    text,
    value: i + 1,
    kind: 'digit' as const,
    native: false,
  })),
  { text: '십', value: 10, kind: 'mult', native: false },
  { text: '백', value: 100, kind: 'mult', native: false },
  { text: '천', value: 1000, kind: 'mult', native: false },
  { text: '만', value: 10_000, kind: 'group', native: false },
  { text: '억', value: 100_000_000, kind: 'group', native: false },
  ...Object.entries(words.nativeDigits).map(([text, value]) => ({
    text,
    value,
    kind: 'digit' as const,
    native: true,
  })),
  ...Object.entries(words.nativeTens).map(([text, value]) => ({
    text,
    value,
    kind: 'ten' as const,
    native: true,
  })),
];
// Longest first, so 일곱 is not 일 + 곱 and 여섯 is read whole.
const BY_LENGTH = [...PIECES].sort((a, b) => b.text.length - a.text.length);
/** BY_LENGTH by first character (each list in BY_LENGTH's order): a lookup tries only these. */
const BY_FIRST = new Map<number, Piece[]>();
for (const p of BY_LENGTH) {
  const code = p.text.charCodeAt(0);
  const list = BY_FIRST.get(code);
  if (list) list.push(p);
  else BY_FIRST.set(code, [p]);
}
/** First characters of the pieces: a word starting otherwise is no number (most words). */
export const PIECE_STARTS = new Set(PIECES.map((p) => p.text.charCodeAt(0)));

export interface ParsedNumber {
  value: number;
  series: Series;
  pieces: number;
}

/** Read a Hangul numeral (육천, 스물다섯, 이십다섯); null when it is not one. */
export function parseHangulNumber(word: string): ParsedNumber | null {
  if (!PIECE_STARTS.has(word.charCodeAt(0))) return null;
  const pieces: Piece[] = [];
  let at = 0;
  while (at < word.length) {
    const p = BY_FIRST.get(word.charCodeAt(at))?.find((c) => word.startsWith(c.text, at));
    if (!p) return null;
    pieces.push(p);
    at += p.text.length;
  }
  if (pieces.length === 0) return null;
  let total = 0;
  let small = 0;
  let cur: number | null = null;
  let lastMult = Infinity;
  let lastGroup = Infinity;
  for (const p of pieces) {
    if (p.kind === 'digit') {
      if (cur !== null) return null;
      cur = p.value;
    } else if (p.kind === 'ten') {
      if (cur !== null || small % 100 !== 0 || lastMult <= 10) return null;
      small += p.value;
      lastMult = 10;
    } else if (p.kind === 'mult') {
      if (p.value >= lastMult) return null;
      small += (cur ?? 1) * p.value;
      cur = null;
      lastMult = p.value;
    } else {
      if (p.value >= lastGroup) return null;
      small += cur ?? 0;
      cur = null;
      total += (small === 0 ? 1 : small) * p.value;
      small = 0;
      lastMult = Infinity;
      lastGroup = p.value;
    }
  }
  total += small + (cur ?? 0);
  // The high part ends at the last 백, 천, 만 or 억; the rest is below a hundred.
  let split = 0;
  pieces.forEach((p, i) => {
    if (p.kind === 'group' || (p.kind === 'mult' && p.value >= 100)) split = i + 1;
  });
  const high = pieces.slice(0, split);
  const low = pieces.slice(split);
  const lowNatives = low.filter((p) => p.native).length;
  let series: Series;
  if (high.some((p) => p.native)) series = 'mixed';
  else if (lowNatives === 0) series = 'sino';
  else if (lowNatives < low.length) series = 'mixed';
  else series = high.length > 0 ? 'sino-native' : 'native';
  // Native numbers have no forms beyond 99, and 하나/둘/셋/넷 do not stand before counters.
  if (series === 'native' && total > 99) return null;
  return { value: total, series, pieces: pieces.length };
}

/** The native form of each digit before a counter: the last of its forms (하나, 한: 한). */
const NATIVE_ONES: string[] = [''];
for (const [text, value] of Object.entries(words.nativeDigits)) NATIVE_ONES[value] = text;
/** The native tens: the first of their forms (스물, 스무: 스물; 스무 stands alone before a counter). */
const NATIVE_TENS: string[] = [''];
for (const [text, value] of Object.entries(words.nativeTens)) NATIVE_TENS[value / 10] ??= text;
const SINO_DIGITS = ['', ...words.sinoDigits];

/** The native numeral before a counter: 3 -> 세, 20 -> 스무, 25 -> 스물다섯 (1..99). */
export function nativeNumeral(value: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value > 99) return null;
  if (value === 20) return '스무';
  return (NATIVE_TENS[Math.floor(value / 10)] ?? '') + (NATIVE_ONES[value % 10] ?? '');
}

function sinoBelow10000(value: number): string {
  let out = '';
  for (const [unit, name] of [
    [1000, '천'],
    [100, '백'],
    [10, '십'],
  ] as const) {
    const d = Math.floor(value / unit) % 10;
    if (d > 0) out += (d === 1 ? '' : SINO_DIGITS[d]) + name;
  }
  return out + (SINO_DIGITS[value % 10] ?? '');
}

/** The Sino-Korean numeral in Hangul, spaced by 만 (한글 맞춤법 제44항): 6000 -> 육천. */
export function sinoNumeral(value: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value >= 1e12) return null;
  const eok = Math.floor(value / 1e8);
  const man = Math.floor(value / 1e4) % 1e4;
  const rest = value % 1e4;
  const parts: string[] = [];
  if (eok > 0) parts.push(`${sinoBelow10000(eok)}억`);
  if (man > 0) parts.push(`${man === 1 && eok === 0 ? '' : sinoBelow10000(man)}만`);
  if (rest > 0) parts.push(sinoBelow10000(rest));
  return parts.join(' ');
}
