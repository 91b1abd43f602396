/**
 * Compiles a hunspell dictionary (the .aff and .dic texts) into the flat binary that
 * korean-speller.ts reads (layout in speller-format.ts). Pure: text in, bytes out.
 *
 * It reads the files the way hunspell 1.7 (the build inside hunspell-asm 4.0.2) reads them:
 * its keyword-prefix matching, FLAG num, AF aliases (also on affix continuation classes), the
 * dictionary's homonym order, and its ordering of suffix entries. It supports exactly the
 * features dictionary-ko uses and throws on any directive that would change what `spell`
 * answers but that the reader does not implement (prefixes, BREAK tables, compound flags,
 * KEEPCASE, ...), so a future dictionary cannot be compiled into a silently different speller.
 */
import { alphabetByFrequency, buildDoubleArray } from '../analysis/double-array.ts';
import {
  isRuleMeta,
  matchesRule,
  prefixMayFit,
  type RulePrefix,
  rulePrefixShape,
  ruleStack,
} from './compound-rule.ts';
import { type SpellerSections, writeSpellerFile } from './speller-format.ts';

/** hunspell's FORBIDDENWORD default when the affix file sets none. */
const DEFAULT_FORBIDDEN = 65510;

export interface SuffixEntry {
  flag: number;
  strip: string;
  appnd: string;
  /** AF alias of the continuation classes, 0 for none. */
  cont: number;
  /** Condition id. */
  cond: number;
  /** Position in the affix file. */
  order: number;
}

export interface ParsedCondition {
  /** Character sets from the last character of the stem backwards. */
  positions: Array<{ chars: number[]; negated: boolean }>;
}

/** Lines as hunspell's getline + mychomp see them. */
function lines(text: string): string[] {
  const out = text.split('\n').map((l) => l.replace(/\r?\r?$/, ''));
  if (out.length > 0 && (out[0] as string).startsWith('\uFEFF'))
    out[0] = (out[0] as string).slice(1);
  return out;
}

/** hunspell's mystrsep: pieces separated by runs of spaces and tabs. */
function pieces(line: string): string[] {
  return line.split(/[ \t]+/).filter((p) => p.length > 0);
}

/** C atoi: optional sign and leading digits, 0 when none. */
function atoi(s: string): number {
  const m = /^[ \t]*([+-]?\d+)/.exec(s);
  return m ? parseInt(m[1] as string, 10) : 0;
}

/** FLAG num flag vector: comma-separated decimal numbers. */
function decodeFlags(s: string): number[] {
  if (s.length === 0) return [];
  return s.split(',').map(atoi);
}

function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * hunspell's condlen(): a [group] counts 1, and outside groups every ASCII byte and every UTF-8
 * continuation byte counts 1 (so a Hangul jamo counts 2). It is compared with byte lengths.
 */
function condLength(cond: string): number {
  let n = 0;
  let group = false;
  for (const ch of cond) {
    if (ch === '[') {
      group = true;
      n++;
    } else if (ch === ']') group = false;
    else if (!group) {
      const bytes = utf8Length(ch);
      n += bytes === 1 ? 1 : bytes - 1;
    }
  }
  return n;
}

function parseCondition(cond: string): ParsedCondition {
  const forward: Array<{ chars: number[]; negated: boolean }> = [];
  for (let i = 0; i < cond.length; i++) {
    const c = cond.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) throw new Error(`condition ${cond}: astral characters`);
    if (cond[i] === '[') {
      const close = cond.indexOf(']', i + 1);
      if (close < 0) throw new Error(`condition ${cond}: missing ]`);
      let body = cond.slice(i + 1, close);
      const negated = body.startsWith('^');
      if (negated) body = body.slice(1);
      if (body.length === 0) throw new Error(`condition ${cond}: empty group`);
      forward.push({ chars: [...new Set([...body].map((ch) => ch.charCodeAt(0)))], negated });
      i = close;
    } else if (cond[i] === ']' || cond[i] === '.' || cond[i] === '^') {
      // A '.' inside a longer condition is a wildcard with byte-level quirks in hunspell's
      // test_condition: refuse rather than approximate.
      throw new Error(`condition ${cond}: unsupported metacharacter ${cond[i]}`);
    } else forward.push({ chars: [c], negated: false });
  }
  return { positions: forward.reverse() };
}

/** Canonical decomposition of a precomposed Hangul syllable into conjoining jamo. */
function decomposeSyllable(c: number): string {
  const s = c - 0xac00;
  const l = 0x1100 + Math.floor(s / 588);
  const v = 0x1161 + Math.floor((s % 588) / 28);
  const t = s % 28;
  return String.fromCharCode(l, v) + (t > 0 ? String.fromCharCode(0x11a7 + t) : '');
}

/** Directives that would change `spell` but that the reader does not implement. */
const UNSUPPORTED = [
  'COMPLEXPREFIXES',
  'COMPOUNDFLAG',
  'COMPOUNDBEGIN',
  'COMPOUNDMIDDLE',
  'COMPOUNDEND',
  'COMPOUNDLAST',
  'COMPOUNDWORDMAX',
  'COMPOUNDROOT',
  'COMPOUNDPERMITFLAG',
  'COMPOUNDFORBIDFLAG',
  'COMPOUNDSYLLABLE',
  'CHECKCOMPOUNDDUP',
  'CHECKCOMPOUNDREP',
  'CHECKCOMPOUNDTRIPLE',
  'CHECKCOMPOUNDCASE',
  'CHECKCOMPOUNDPATTERN',
  'SIMPLIFIEDTRIPLE',
  'SYLLABLENUM',
  'CIRCUMFIX',
  'PSEUDOROOT',
  'NEEDAFFIX',
  'IGNORE',
  'BREAK',
  'FULLSTRIP',
  'KEEPCASE',
  'FORCEUCASE',
  'WARN',
  'FORBIDWARN',
  'CHECKSHARPS',
  'PFX',
  'AM',
];

/** Blocks that only the suggestion engine reads: skipped with their entry lines. */
const SUGGESTION_BLOCKS = ['REP', 'MAP', 'PHONE', 'OCONV'];

function keyword(line: string, word: string): boolean {
  return line.startsWith(word);
}

export interface AffData {
  version: string;
  forbidden: number;
  onlyInCompound: number;
  compoundMin: number;
  rules: number[][];
  /** aliases[i - 1] = flags of AF alias i (sorted). */
  aliases: number[][];
  entries: SuffixEntry[];
  conditions: ParsedCondition[];
}

/** The parts of an affix file that `spell` depends on (throws on unsupported directives). */
export function parseAff(text: string): AffData {
  const all = lines(text);
  let version = '';
  let forbidden = DEFAULT_FORBIDDEN;
  let onlyInCompound = -1;
  let compoundMin = -1;
  let flagNum = false;
  let utf8 = false;
  const rules: number[][] = [];
  const aliases: number[][] = [];
  const entries: SuffixEntry[] = [];
  const conditions: ParsedCondition[] = [];
  const conditionIds = new Map<string, number>();
  const iconv = new Map<string, string>();
  let affixSeen = false;

  const condId = (cond: string): number => {
    let id = conditionIds.get(cond);
    if (id === undefined) {
      id = conditions.length;
      conditions.push(cond === '.' ? { positions: [] } : parseCondition(cond));
      conditionIds.set(cond, id);
    }
    return id;
  };

  for (let ln = 0; ln < all.length; ln++) {
    const line = all[ln] as string;
    const p = pieces(line);
    const blockCount = (): number => {
      const n = atoi(p[1] ?? '');
      if (p.length < 2 || n < 0) throw new Error(`aff line ${ln + 1}: bad entry number`);
      return n;
    };
    if (keyword(line, 'SET')) {
      if (p[1] !== 'UTF-8') throw new Error('only UTF-8 dictionaries are supported');
      utf8 = true;
    }
    if (keyword(line, 'FLAG') && /^FLAG[ \t]/.test(line)) {
      if (!line.includes('num')) throw new Error('only FLAG num is supported');
      flagNum = true;
    }
    for (const word of UNSUPPORTED)
      if (keyword(line, word) && !(word === 'AM' && !/^AM[ \t]/.test(line)))
        throw new Error(`aff line ${ln + 1}: ${word} is not supported by the speller`);
    if (keyword(line, 'LANG') && /^(hu|tr|az|crh)/.test(p[1] ?? ''))
      throw new Error(`aff line ${ln + 1}: language-specific rules (${p[1]}) are not supported`);
    if (keyword(line, 'VERSION')) version = line.slice(7).trim();
    if (keyword(line, 'FORBIDDENWORD')) forbidden = atoi(p[1] ?? '');
    if (keyword(line, 'ONLYINCOMPOUND')) onlyInCompound = atoi(p[1] ?? '');
    if (keyword(line, 'COMPOUNDMIN')) compoundMin = Math.max(1, atoi(p[1] ?? ''));
    if (keyword(line, 'AF') && /^AF[ \t]/.test(line)) {
      // hunspell's HashMgr reads the flag aliases in a pass that stops at the first affix.
      if (affixSeen) throw new Error('AF after the first affix is not supported');
      if (aliases.length > 0) throw new Error('AF defined twice');
      const n = blockCount();
      for (let j = 0; j < n; j++) {
        const q = pieces(all[++ln] ?? '');
        if (q[0] !== 'AF') throw new Error(`aff line ${ln + 1}: AF table is corrupt`);
        aliases.push([...new Set(decodeFlags(q[1] ?? ''))].sort((a, b) => a - b));
      }
      continue;
    }
    if (keyword(line, 'ICONV')) {
      const n = blockCount();
      for (let j = 0; j < n; j++) {
        const q = pieces(all[++ln] ?? '');
        if (q[0] !== 'ICONV' || q.length < 3) throw new Error(`aff line ${ln + 1}: bad ICONV`);
        if (iconv.has(q[1] as string)) throw new Error(`ICONV ${q[1]} defined twice`);
        iconv.set(q[1] as string, q[2] as string);
      }
      continue;
    }
    if (SUGGESTION_BLOCKS.some((w) => keyword(line, w))) {
      ln += blockCount();
      continue;
    }
    if (keyword(line, 'COMPOUNDRULE')) {
      const n = blockCount();
      for (let j = 0; j < n; j++) {
        const q = pieces(all[++ln] ?? '');
        if (q[0] !== 'COMPOUNDRULE' || q.length < 2)
          throw new Error(`aff line ${ln + 1}: bad COMPOUNDRULE`);
        rules.push(parseRule(q[1] as string));
      }
      continue;
    }
    if (keyword(line, 'SFX')) {
      affixSeen = true;
      if (!flagNum || !utf8) throw new Error('SET UTF-8 and FLAG num must precede the affixes');
      const flag = atoi(p[1] ?? '');
      const n = atoi(p[3] ?? '');
      if (p.length < 4 || n <= 0) throw new Error(`aff line ${ln + 1}: bad SFX header`);
      for (let j = 0; j < n; j++) {
        const q = pieces(all[++ln] ?? '');
        if (q.length < 4 || q[0] !== 'SFX' || atoi(q[1] as string) !== flag)
          throw new Error(`aff line ${ln + 1}: affix ${flag} is corrupt`);
        const strip = q[2] === '0' ? '' : (q[2] as string);
        const field = q[3] as string;
        const slash = field.indexOf('/');
        let appnd = slash < 0 ? field : field.slice(0, slash);
        let cont = 0;
        if (slash >= 0) {
          cont = atoi(field.slice(slash + 1));
          if (cont < 1 || cont > aliases.length)
            throw new Error(`aff line ${ln + 1}: bad continuation alias`);
        }
        if (appnd === '0') appnd = '';
        let cond = q[4] ?? '.';
        // hunspell drops a condition that the stripped string already spells out.
        if (strip.length > 0 && cond !== '.' && strip.endsWith(cond)) cond = '.';
        // hunspell keeps condlen() in a char and also requires stem bytes + strip bytes >=
        // condlen() before testing the condition. condlen() never exceeds the byte length of a
        // string the condition matches (a group counts 1, a literal at most its bytes), so
        // that test is implied by the condition itself, and the reader skips it; a length that
        // would overflow the char is refused.
        if (cond !== '.' && condLength(cond) > 127)
          throw new Error(`aff line ${ln + 1}: condition too long`);
        entries.push({ flag, strip, appnd, cont, cond: condId(cond), order: entries.length });
      }
      continue;
    }
  }
  if (!utf8 || !flagNum) throw new Error('SET UTF-8 and FLAG num are required');

  // ICONV must be exactly the canonical decomposition of every Hangul syllable: the reader
  // decomposes arithmetically.
  if (iconv.size > 0) {
    for (const [from, to] of iconv) {
      const c = from.charCodeAt(0);
      if (from.length !== 1 || c < 0xac00 || c > 0xd7a3 || to !== decomposeSyllable(c))
        throw new Error(`ICONV ${from} ${to}: only Hangul syllable decomposition is supported`);
    }
    if (iconv.size !== 11172) throw new Error('ICONV must cover every Hangul syllable');
  } else throw new Error('the reader assumes the Hangul ICONV table of dictionary-ko');

  return {
    version,
    forbidden,
    onlyInCompound,
    compoundMin: compoundMin < 0 ? 3 : compoundMin,
    rules,
    aliases,
    entries,
    conditions,
  };
}

/** A COMPOUNDRULE pattern the way hunspell's parse_defcpdtable stores it (FLAG num). */
function parseRule(rule: string): number[] {
  const out: number[] = [];
  if (!rule.includes('(')) {
    out.push(...decodeFlags(rule));
    return out;
  }
  for (let k = 0; k < rule.length; k++) {
    let chunk = rule[k] as string;
    if (chunk === '(') {
      const close = rule.indexOf(')', k);
      if (close >= 0) {
        chunk = rule.slice(k + 1, close);
        k = close;
      }
    }
    if (chunk[0] === '*' || chunk[0] === '?') out.push(chunk.charCodeAt(0));
    else {
      if (!/^\d+(,\d+)*$/.test(chunk)) throw new Error(`COMPOUNDRULE ${rule}: bad flag ${chunk}`);
      out.push(...decodeFlags(chunk));
    }
  }
  return out;
}

export interface DicWord {
  word: string;
  alias: number;
}

/** The words of a .dic file with their AF alias (0: no flags), in file order. */
export function parseDic(text: string, aliasCount: number): DicWord[] {
  const all = lines(text);
  const out: DicWord[] = [];
  for (let ln = 1; ln < all.length; ln++) {
    let ts = all[ln] as string;
    // Morphological fields ("word/flags po:..."), and the old tab separator.
    let dp = -1;
    for (let pos = ts.indexOf(':'); pos >= 0; pos = ts.indexOf(':', pos + 1)) {
      if (pos > 3 && (ts[pos - 3] === ' ' || ts[pos - 3] === '\t')) {
        let k = pos - 3;
        while (k > 0 && (ts[k - 1] === ' ' || ts[k - 1] === '\t')) k--;
        dp = k === 0 ? -1 : k + 1;
        break;
      }
    }
    const tab = ts.indexOf('\t');
    if (tab >= 0 && (dp < 0 || tab < dp)) dp = tab + 1;
    if (dp >= 0) ts = ts.slice(0, dp - 1);
    if (ts.startsWith('/') || ts.includes('\\/')) throw new Error(`dic line ${ln + 1}: escapes`);
    const slash = ts.indexOf('/');
    let alias = 0;
    if (slash >= 0) {
      const index = atoi(ts.slice(slash + 1));
      alias = index >= 1 && index <= aliasCount ? index : 0;
      ts = ts.slice(0, slash);
    }
    if (ts.length === 0) continue; // an empty word is never looked up
    for (const ch of ts) {
      const c = ch.codePointAt(0) as number;
      if (c > 0xffff) throw new Error(`dic line ${ln + 1}: astral characters`);
      // hunspell would add hidden capitalised homonyms for such words (ONLYUPCASEFLAG).
      if (ch.toLowerCase() !== ch || c === 0x130)
        throw new Error(`dic line ${ln + 1}: capitalised words are not supported`);
    }
    out.push({ word: ts, alias });
  }
  return out;
}

function compareCodes(a: Uint16Array, b: Uint16Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return a.length - b.length;
}

/**
 * A double-array trie over `keys` (strings). `order[i]` is the index in `keys` of the i-th key
 * in code order; key i's value is `valueOf(i)` (default: its position in that order).
 */
function trieOf(
  keys: string[],
  alphabet: Uint16Array,
  valueOf?: (keyIndex: number) => number,
): { base: Int32Array; check: Int32Array; order: number[] } {
  const coded = keys.map((k) => Uint16Array.from(k, (ch) => alphabet[ch.charCodeAt(0)] as number));
  const order = keys
    .map((_, i) => i)
    .sort((a, b) => compareCodes(coded[a] as Uint16Array, coded[b] as Uint16Array));
  const sorted = order.map((i) => coded[i] as Uint16Array);
  const values = Int32Array.from(order, (keyIndex, position) =>
    valueOf ? valueOf(keyIndex) : position,
  );
  const da = buildDoubleArray(sorted, values, alphabet);
  return { base: da.base, check: da.check, order };
}

/**
 * A double array as one array of (base, check) pairs: a trie step reads both from one cache
 * line instead of two far-apart arrays.
 */
function interleave(base: Int32Array, check: Int32Array): Int32Array {
  const out = new Int32Array(base.length * 2);
  for (let i = 0; i < base.length; i++) {
    out[2 * i] = base[i] as number;
    out[2 * i + 1] = check[i] as number;
  }
  return out;
}

function reverse(s: string): string {
  return [...s].reverse().join('');
}

/**
 * Suffix entries indexed by their reversed affix string: trie value g gives group g, whose
 * entries are in the order hunspell's suffix_check visits them (same string: last defined first).
 */
function suffixIndex(entries: SuffixEntry[], alphabet: Uint16Array, stripIds: Map<string, number>) {
  const byAppnd = new Map<string, SuffixEntry[]>();
  for (const e of entries) {
    const list = byAppnd.get(e.appnd);
    if (list) list.push(e);
    else byAppnd.set(e.appnd, [e]);
  }
  const appnds = [...byAppnd.keys()];
  const trie = trieOf(appnds.map(reverse), alphabet);
  const groupStart = new Uint32Array(appnds.length + 1);
  const flag = new Uint16Array(entries.length);
  const strip = new Uint8Array(entries.length);
  const cond = new Uint16Array(entries.length);
  const cont = new Uint8Array(entries.length);
  let at = 0;
  trie.order.forEach((appndIndex, group) => {
    groupStart[group] = at;
    const list = [...(byAppnd.get(appnds[appndIndex] as string) as SuffixEntry[])].sort(
      (a, b) => b.order - a.order,
    );
    for (const e of list) {
      flag[at] = e.flag;
      strip[at] = stripIds.get(e.strip) as number;
      cond[at] = e.cond;
      cont[at] = e.cont;
      at++;
    }
  });
  groupStart[appnds.length] = at;
  return { base: trie.base, check: trie.check, groupStart, flag, strip, cond, cont };
}

/**
 * The rule's prefix descriptor (compound-rule.ts), if hunspell's matcher confirms it: every
 * sequence of word classes up to a length that the rule accepts completely must have every
 * prefix (two words or more before its end) pass prefixMayFit. A class is the set of the
 * rule's flags one alias carries; `aliases` are the flag sets that can be compound parts.
 * Sequences longer than the checked length only repeat the starred element.
 */
function confirmedPrefix(rule: number[], aliases: number[][]): RulePrefix | null {
  const shape = rulePrefixShape(rule);
  if (!shape) return null;
  const flags = rule.filter((f) => !isRuleMeta(f));
  const classes = [
    ...new Map(
      aliases.map((a) => {
        const c = flags.filter((f) => a.includes(f));
        return [c.join(','), c] as const;
      }),
    ).values(),
  ];
  const maxLength = Math.min(
    12,
    Math.floor(Math.log(400000) / Math.log(Math.max(2, classes.length))),
  );
  const needed = 'maxWords' in shape ? shape.maxWords + 2 : shape.tail + 4;
  if (maxLength < needed) return null;
  const stack = ruleStack();
  const seq: number[] = [];
  const has = (wp: number, f: number) =>
    wp < seq.length && (classes[seq[wp] as number] as number[]).includes(f);
  for (let length = 1; length <= maxLength; length++) {
    seq.length = length;
    seq.fill(0);
    for (;;) {
      if (matchesRule(rule, length - 1, true, has, stack))
        for (let k = 0; k + 2 <= length; k++) if (!prefixMayFit(shape, k, has)) return null;
      // Next sequence (odometer).
      let i = length - 1;
      while (i >= 0 && (seq[i] as number) + 1 === classes.length) seq[i--] = 0;
      if (i < 0) break;
      seq[i]!++;
    }
  }
  return shape;
}

/** Compile dictionary-ko's `index.aff` and `index.dic` texts into a speller file. */
export function compileSpeller(affText: string, dicText: string): Uint8Array {
  const aff = parseAff(affText);
  const words = parseDic(dicText, aff.aliases.length);
  const aliasCount = aff.aliases.length + 1; // alias 0: no flags
  if (aliasCount > 256) throw new Error('more than 255 flag aliases');

  // Every flag the reader tests must be in the bitsets.
  let maxFlag = 0;
  for (const a of aff.aliases) for (const f of a) maxFlag = Math.max(maxFlag, f);
  for (const e of aff.entries) maxFlag = Math.max(maxFlag, e.flag);
  for (const r of aff.rules) for (const f of r) maxFlag = Math.max(maxFlag, f);
  const inAnyAlias = (f: number) => aff.aliases.some((a) => a.includes(f));
  const forbiddenFlag = inAnyAlias(aff.forbidden) ? aff.forbidden : -1;
  const onlyInCompoundFlag =
    aff.onlyInCompound >= 0 && inAnyAlias(aff.onlyInCompound) ? aff.onlyInCompound : -1;
  const flagBytes = (maxFlag >> 3) + 1;
  const aliasFlags = new Uint8Array(aliasCount * flagBytes);
  const aliasLength = new Uint16Array(aliasCount);
  aff.aliases.forEach((flags, i) => {
    aliasLength[i + 1] = flags.length;
    for (const f of flags) aliasFlags[(i + 1) * flagBytes + (f >> 3)]! |= 1 << (f & 7);
  });
  const has = (alias: number, f: number) =>
    f >= 0 && f <= maxFlag && ((aliasFlags[alias * flagBytes + (f >> 3)] as number) >> (f & 7)) & 1;

  // Assumptions the reader makes, checked here once.
  const suffixFlags = new Set(aff.entries.map((e) => e.flag));
  if (forbiddenFlag >= 0)
    for (let a = 1; a < aliasCount; a++)
      if (has(a, forbiddenFlag) && [...suffixFlags].some((f) => has(a, f)))
        throw new Error('a forbidden root takes suffixes: the reader assumes it never does');
  for (const e of aff.entries) {
    if (e.appnd.length === 0) throw new Error('empty suffixes are not supported');
    if (e.cont !== 0 && onlyInCompoundFlag >= 0 && has(e.cont, onlyInCompoundFlag))
      throw new Error('ONLYINCOMPOUND continuation classes are not supported');
  }
  const contClasses = new Uint8Array(flagBytes);
  for (const e of aff.entries)
    if (e.cont !== 0)
      for (const f of aff.aliases[e.cont - 1] as number[]) contClasses[f >> 3]! |= 1 << (f & 7);

  // The alphabet: every code unit of a root, an affix string, a strip or a condition.
  const units = new Set<number>();
  const addUnits = (s: string) => {
    for (let i = 0; i < s.length; i++) units.add(s.charCodeAt(i));
  };
  for (const w of words) addUnits(w.word);
  for (const e of aff.entries) {
    addUnits(e.appnd);
    addUnits(e.strip);
  }
  for (const c of aff.conditions)
    for (const p of c.positions) for (const u of p.chars) units.add(u);
  // The reader knows hunspell's case mapping only for ASCII letters (and U+0130).
  for (const u of units) {
    const ch = String.fromCharCode(u);
    if (u >= 0x80 && (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch))
      throw new Error(`cased letter ${ch} in the dictionary: not supported`);
  }
  // Codes by frequency in the roots, most frequent first (the other units after them).
  const alphabet = alphabetByFrequency(
    words.map((w) => w.word),
    units,
  );

  // Roots: distinct words with their homonyms' aliases in dictionary order. A root's trie
  // value is where its aliases start in `homAlias` << 8 | how many: one lookup gives both.
  const homonyms = new Map<string, number[]>();
  for (const w of words) {
    const list = homonyms.get(w.word);
    if (list) list.push(w.alias);
    else homonyms.set(w.word, [w.alias]);
  }
  const rootWords = [...homonyms.keys()];
  const homAlias = new Uint8Array(words.length);
  const homValue: number[] = [];
  let h = 0;
  for (const word of rootWords) {
    const list = homonyms.get(word) as number[];
    if (list.length > 255 || h >= 1 << 23) throw new Error('too many homonyms');
    homValue.push((h << 8) | list.length);
    for (const a of list) homAlias[h++] = a;
  }
  const roots = trieOf(rootWords, alphabet, (i) => homValue[i] as number);

  // Strips and conditions.
  const stripList = [...new Set(aff.entries.map((e) => e.strip))];
  if (stripList.length > 255) throw new Error('too many distinct strips');
  const stripIds = new Map(stripList.map((s, i) => [s, i]));
  const stripStart = new Uint32Array(stripList.length + 1);
  const stripChars = new Uint16Array(stripList.reduce((n, s) => n + s.length, 0));
  let sc = 0;
  stripList.forEach((s, i) => {
    stripStart[i] = sc;
    for (let k = 0; k < s.length; k++) stripChars[sc++] = s.charCodeAt(k);
  });
  stripStart[stripList.length] = sc;

  const setBytes = ((units.size + 1) >> 3) + 1;
  const setIds = new Map<string, number>();
  const setBits: number[][] = [];
  const condStart = new Uint32Array(aff.conditions.length + 1);
  const condPos: number[] = [];
  aff.conditions.forEach((c, i) => {
    condStart[i] = condPos.length;
    for (const p of c.positions) {
      const key = [...p.chars].sort((a, b) => a - b).join(',');
      let id = setIds.get(key);
      if (id === undefined) {
        id = setBits.length;
        const bits = new Array<number>(setBytes).fill(0);
        for (const u of p.chars) {
          const code = alphabet[u] as number;
          bits[code >> 3]! |= 1 << (code & 7);
        }
        setBits.push(bits);
        setIds.set(key, id);
      }
      condPos.push((id << 1) | (p.negated ? 1 : 0));
    }
  });
  condStart[aff.conditions.length] = condPos.length;
  if (setBits.length > 32767) throw new Error('too many condition sets');

  // Flag sets that can be compound parts: those with a flag of some rule.
  const ruleFlags = new Set(aff.rules.flatMap((r) => r.filter((f) => !isRuleMeta(f))));
  const partAliases = aff.aliases.filter((a) => a.some((f) => ruleFlags.has(f)));
  const compoundPrefixes = aff.rules.map((r) => confirmedPrefix(r, partAliases));

  const main = suffixIndex(aff.entries, alphabet, stripIds);
  const innerEntries = aff.entries.filter((e) => e.cont !== 0);
  const inner = suffixIndex(innerEntries, alphabet, stripIds);

  const sections: SpellerSections = {
    alphabet,
    rootTrie: interleave(roots.base, roots.check),
    homAlias,
    aliasFlags,
    aliasLength,
    contClasses,
    stripStart,
    stripChars,
    condStart,
    condPos: Uint16Array.from(condPos),
    condSets: Uint8Array.from(setBits.flat()),
    sfxTrie: interleave(main.base, main.check),
    sfxGroupStart: main.groupStart,
    sfxFlag: main.flag,
    sfxStrip: main.strip,
    sfxCond: main.cond,
    sfxCont: main.cont,
    inTrie: interleave(inner.base, inner.check),
    inGroupStart: inner.groupStart,
    inFlag: inner.flag,
    inStrip: inner.strip,
    inCond: inner.cond,
    inCont: inner.cont,
  };
  return writeSpellerFile(
    {
      source: {
        affVersion: aff.version,
        affBytes: new TextEncoder().encode(affText).length,
        dicBytes: new TextEncoder().encode(dicText).length,
      },
      forbiddenFlag,
      onlyInCompoundFlag,
      compoundMin: aff.compoundMin,
      compoundRules: aff.rules,
      compoundPrefixes,
      flagBytes,
      setBytes,
      maxAffix: aff.entries.reduce((n, e) => Math.max(n, e.appnd.length), 0),
      innerMaxAffix: innerEntries.reduce((n, e) => Math.max(n, e.appnd.length), 0),
      counts: {
        roots: rootWords.length,
        homonyms: words.length,
        aliases: aliasCount,
        suffixEntries: aff.entries.length,
        suffixGroups: main.groupStart.length - 1,
        innerEntries: innerEntries.length,
        innerGroups: inner.groupStart.length - 1,
        conditions: aff.conditions.length,
        alphabet: units.size,
      },
    },
    sections,
  );
}
