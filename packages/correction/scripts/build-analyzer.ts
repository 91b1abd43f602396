/**
 * `npm run build:analyzer` (also run by `npm install`): recompiles the mecab-ko-dic dictionary
 * shipped in the kuromoji-ko package (its token table, features, connection costs and
 * character definitions) into the flat typed-array file the engine's analyser reads
 * (src/analysis/dictionary.ts). Deterministic: the same package gives the same file.
 *
 * Output: .cache/analyzer.bin (derived from an installed package, so it
 * lives and dies with node_modules). Takes a few seconds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  type CharCategory,
  ENTRY_SIZE,
  type EntryFeature,
  SURFACE_COUNT_BITS,
  SURFACE_ENTRIES_MAX,
  surfaceEntries,
  surfaceEntryCount,
  writeDictionary,
} from '../src/analysis/dictionary.ts';
import {
  alphabetByFrequency,
  buildDoubleArray,
  commonPrefixSearch,
  type DoubleArray,
} from '../src/analysis/double-array.ts';
import { ANALYZER_SAMPLE } from './analyzer-sample.ts';
import { writeBuildOutput } from './build-output.ts';

export const ANALYZER_FILE = join(import.meta.dirname, '../.cache/analyzer.bin');

function kuromojiDictDir(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  const pkgPath = join(dirname(require.resolve('kuromoji-ko')), '..', 'package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { version: string };
  return { dir: join(dirname(pkgPath), 'dict'), version: pkg.version };
}

/**
 * Classes of ids whose vectors (`at(id, i)` for i < length) are identical, numbered in order of
 * first occurrence: `map[id]` is the class of `id`.
 */
function idClasses(
  ids: number,
  length: number,
  at: (id: number, i: number) => number,
): { map: Uint16Array; count: number } {
  const map = new Uint16Array(ids);
  const seen = new Map<string, number>();
  const vector = new Int16Array(length);
  for (let id = 0; id < ids; id++) {
    for (let i = 0; i < length; i++) vector[i] = at(id, i);
    const key = Buffer.from(vector.buffer).toString('base64');
    let c = seen.get(key);
    if (c === undefined) seen.set(key, (c = seen.size));
    map[id] = c;
  }
  return { map, count: seen.size };
}

function increment(counts: Float64Array, i: number): void {
  counts[i] = (counts[i] as number) + 1;
}

/**
 * How often each class appears in the lattice of `text` (build-time estimate of the analyser's
 * use of the connection matrix): the right class (`rows`) and left class (`columns`) of every
 * entry the dictionary matches at each position, and of the unknown-word entries of the
 * position's character category where the analyser makes them.
 */
function latticeUse(
  text: string,
  trie: DoubleArray,
  left: Uint16Array,
  right: Uint16Array,
  categories: readonly CharCategory[],
  charCategory: Uint8Array,
  rightSize: number,
  leftSize: number,
): { rows: Float64Array; columns: Float64Array } {
  const rows = new Float64Array(rightSize);
  const columns = new Float64Array(leftSize);
  const isSpace = (i: number) => /\s/.test(text.charAt(i));
  for (let i = 0; i < text.length; i++) {
    if (isSpace(i)) continue;
    let limit = i + 1;
    while (limit < text.length && !isSpace(limit)) limit++;
    let found = false;
    commonPrefixSearch(trie, text, i, limit, (_end, value) => {
      found = true;
      const first = surfaceEntries(value);
      for (let e = first; e < first + surfaceEntryCount(value); e++) {
        increment(rows, right[e] as number);
        increment(columns, left[e] as number);
      }
    });
    const category = categories[charCategory[text.charCodeAt(i)] as number];
    if (category && (!found || category.invoke))
      for (const u of category.unknown) {
        increment(rows, u.right);
        increment(columns, u.left);
      }
  }
  return { rows, columns };
}

/**
 * New numbers for classes, most used first (`use`, then `fallback`, then the old number):
 * `rank[class]` is the new number. Class 0 (BOS/EOS) stays 0.
 */
function rankByUse(use: Float64Array, fallback: Float64Array): Uint16Array {
  const order = Array.from({ length: use.length - 1 }, (_, i) => i + 1);
  order.sort(
    (a, b) =>
      (use[b] as number) - (use[a] as number) ||
      (fallback[b] as number) - (fallback[a] as number) ||
      a - b,
  );
  const rank = new Uint16Array(use.length);
  order.forEach((c, i) => {
    rank[c] = i + 1;
  });
  return rank;
}

export function buildAnalyzerDictionary(): { bytes: Uint8Array; stats: Record<string, number> } {
  const { dir, version } = kuromojiDictDir();
  const read = (name: string) => gunzipSync(readFileSync(join(dir, `${name}.dat.gz`)));
  const tid = read('tid');
  const pos = read('tid_pos');
  const decoder = new TextDecoder();
  const stringAt = (buf: Buffer, offset: number) => {
    let end = offset;
    while (buf[end] !== 0 && end < buf.length) end++;
    return decoder.decode(buf.subarray(offset, end));
  };

  // Entries: surface, left, right, cost, features.
  const count = tid.length / 10;
  const featureIds = new Map<string, number>();
  const features: EntryFeature[] = [];
  const featureOf = (f: string[]) => {
    const key = [f[0], f[1], f[2], f[4], f[5], f[6]].join(',');
    let id = featureIds.get(key);
    if (id === undefined) {
      id = features.length;
      featureIds.set(key, id);
      features.push({
        pos: f[0] ?? '*',
        semantic: f[1] ?? '*',
        jong: f[2] ?? '*',
        type: f[4] ?? '*',
        first: f[5] ?? '*',
        last: f[6] ?? '*',
      });
    }
    return id;
  };
  interface Row {
    surface: string;
    left: number;
    right: number;
    cost: number;
    feature: number;
    expr: string;
  }
  const rows: Row[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const line = stringAt(pos, tid.readInt32LE(i * 10 + 6));
    // surface,pos,semantic,jong,reading,type,first,last,expression (the expression has no commas)
    const parts = line.split(',');
    const surface = parts[0] as string;
    const f = parts.slice(1);
    const expr = f[7] && f[7] !== '*' ? f.slice(7).join(',') : '';
    rows[i] = {
      surface,
      left: tid.readInt16LE(i * 10),
      right: tid.readInt16LE(i * 10 + 2),
      cost: tid.readInt16LE(i * 10 + 4),
      feature: featureOf(f),
      expr,
    };
  }

  // Alphabet: code units by frequency in the surfaces, most frequent first.
  const alphabet = alphabetByFrequency(rows.map((r) => r.surface));
  const encode = (s: string) => {
    const out = new Uint16Array(s.length);
    for (let i = 0; i < s.length; i++) out[i] = alphabet[s.charCodeAt(i)] as number;
    return out;
  };
  const compareCodes = (a: Uint16Array, b: Uint16Array) => {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
    return a.length - b.length;
  };

  // Group entries by surface (in code order), keeping the original entry order within a group.
  // Entries of one surface with the same left and right context ids are interchangeable in the
  // lattice: Viterbi can only ever choose the cheapest of them, so only that one is kept (the
  // earliest on a tie, as a lattice over all of them would). Mostly names: 김민수 as 인명 and 지명.
  const sorted = rows.map((r, i) => ({ r, i, key: encode(r.surface) }));
  sorted.sort((a, b) => compareCodes(a.key, b.key) || a.i - b.i);
  const encoded: typeof sorted = [];
  let groupFrom = 0;
  const best = new Map<number, number>();
  for (let k = 0; k <= sorted.length; k++) {
    const e = sorted[k];
    const prev = sorted[k - 1];
    if (k > 0 && (!e || compareCodes((prev as (typeof sorted)[0]).key, e.key) !== 0)) {
      best.clear();
      for (let m = groupFrom; m < k; m++) {
        const x = sorted[m] as (typeof sorted)[0];
        const context = x.r.left * 65536 + x.r.right;
        const kept = best.get(context);
        if (kept === undefined || (sorted[kept] as (typeof sorted)[0]).r.cost > x.r.cost)
          best.set(context, m);
      }
      const keep = new Set(best.values());
      for (let m = groupFrom; m < k; m++)
        if (keep.has(m)) encoded.push(sorted[m] as (typeof sorted)[0]);
      groupFrom = k;
    }
  }
  const kept = encoded.length;
  const keys: Uint16Array[] = [];
  const groupStartList: number[] = [];
  encoded.forEach((e, k) => {
    const prev = encoded[k - 1];
    if (!prev || compareCodes(prev.key, e.key) !== 0) {
      keys.push(e.key);
      groupStartList.push(k);
    }
  });
  groupStartList.push(encoded.length);
  // A surface's value in the trie locates its entries itself (dictionary.ts, surfaceEntries),
  // so the analyser needs no table of group starts: one random read less per match.
  const values = new Int32Array(keys.length).map((_, g) => {
    const first = groupStartList[g] as number;
    const n = (groupStartList[g + 1] as number) - first;
    if (n > SURFACE_ENTRIES_MAX || first > 0x7fffffff >> SURFACE_COUNT_BITS)
      throw new Error(`surface ${g}: ${n} entries from ${first} do not fit a trie value`);
    return (first << SURFACE_COUNT_BITS) | n;
  });
  const trie = buildDoubleArray(keys, values, alphabet);

  const left = new Uint16Array(kept);
  const right = new Uint16Array(kept);
  const cost = new Int16Array(kept);
  const feature = new Uint16Array(kept);
  const exprStart = new Uint32Array(kept + 1);
  let exprLength = 0;
  for (const e of encoded) exprLength += e.r.expr.length;
  const exprChars = new Uint16Array(exprLength);
  let at = 0;
  encoded.forEach((e, k) => {
    left[k] = e.r.left;
    right[k] = e.r.right;
    cost[k] = e.r.cost;
    feature[k] = e.r.feature;
    exprStart[k] = at;
    for (let i = 0; i < e.r.expr.length; i++) exprChars[at++] = e.r.expr.charCodeAt(i);
  });
  exprStart[kept] = at;

  // Connection costs: kuromoji's cc.dat is [rightSize, leftSize, costs...] as Int16.
  const cc = read('cc');
  const ccAll = new Int16Array(cc.buffer, cc.byteOffset, cc.length / 2);
  const fullRights = ccAll[0] as number;
  const fullLefts = ccAll[1] as number;
  const full = ccAll.subarray(2, 2 + fullRights * fullLefts);
  // Half the rows (right ids) and columns (left ids) of mecab-ko-dic's matrix repeat another
  // one. Each id is renumbered to its class and the matrix keeps one row and column per class:
  // 7 MB instead of 21, which the analyser's cache holds better, and one best predecessor per
  // class of left ids. The classes are first numbered in order of first use, then by use below.
  const rowOf = idClasses(fullRights, fullLefts, (r, l) => full[r * fullLefts + l] as number);
  const columnOf = idClasses(fullLefts, fullRights, (l, r) => full[r * fullLefts + l] as number);
  const rightSize = rowOf.count;
  const leftSize = columnOf.count;
  for (let k = 0; k < kept; k++) {
    left[k] = columnOf.map[left[k] as number] as number;
    right[k] = rowOf.map[right[k] as number] as number;
  }

  // Character categories and unknown-word entries (char.def / unk.def).
  const invoke = read('unk_invoke');
  const categories: CharCategory[] = [];
  for (let p = 0; p + 1 < invoke.length;) {
    const isInvoke = invoke[p] === 1;
    const isGroup = invoke[p + 1] === 1;
    const length = invoke.readInt32LE(p + 2);
    const name = stringAt(invoke, p + 6);
    p += 6 + Buffer.byteLength(name) + 1;
    categories.push({ name, invoke: isInvoke, group: isGroup, length, unknown: [] });
  }
  const unk = read('unk');
  const unkPos = read('unk_pos');
  const unkMap = read('unk_map');
  const mapInts = new Int32Array(unkMap.buffer, unkMap.byteOffset, unkMap.length / 4);
  for (let p = 1; p < mapInts.length;) {
    const classId = mapInts[p++] as number;
    const n = mapInts[p++] as number;
    for (let j = 0; j < n; j++) {
      const id = mapInts[p++] as number;
      const f = stringAt(unkPos, unk.readInt32LE(id + 6)).split(',');
      (categories[classId] as CharCategory).unknown.push({
        left: columnOf.map[unk.readInt16LE(id)] as number,
        right: rowOf.map[unk.readInt16LE(id + 2)] as number,
        cost: unk.readInt16LE(id + 4),
        feature: featureOf(f.slice(1)),
      });
    }
  }
  const charCategory = new Uint8Array(read('unk_char'));

  // Renumber the classes by use, most used first. The analyser reads the matrix at random, a
  // few rows at the column of each new lattice node, and most reads go to a few hundred rows
  // and columns: numbered first, they share cache lines and pages, where in mecab-ko-dic's
  // order they are spread over the whole 7 MB. Use is estimated without any corpus, from the
  // lattice of a fixed sample text (every entry the dictionary matches there, by its right and
  // left class), then by the number of entries with the class for those the sample never
  // meets. Only the numbering changes, never a cost: analyses stay the same whatever the order.
  const use = latticeUse(
    ANALYZER_SAMPLE,
    trie,
    left,
    right,
    categories,
    charCategory,
    rightSize,
    leftSize,
  );
  const rowEntries = new Float64Array(rightSize);
  const columnEntries = new Float64Array(leftSize);
  for (let k = 0; k < kept; k++) {
    increment(rowEntries, right[k] as number);
    increment(columnEntries, left[k] as number);
  }
  const rowRank = rankByUse(use.rows, rowEntries);
  const columnRank = rankByUse(use.columns, columnEntries);
  for (let k = 0; k < kept; k++) {
    left[k] = columnRank[left[k] as number] as number;
    right[k] = rowRank[right[k] as number] as number;
  }
  for (const category of categories)
    for (const u of category.unknown) {
      u.left = columnRank[u.left] as number;
      u.right = rowRank[u.right] as number;
    }
  const entries = new Int16Array(kept * ENTRY_SIZE);
  for (let k = 0; k < kept; k++) {
    if ((feature[k] as number) > 0x7fff) throw new Error('too many feature sets');
    entries[k * ENTRY_SIZE] = left[k] as number;
    entries[k * ENTRY_SIZE + 1] = right[k] as number;
    entries[k * ENTRY_SIZE + 2] = cost[k] as number;
    entries[k * ENTRY_SIZE + 3] = feature[k] as number;
  }
  if (rightSize > 0x7fff || leftSize > 0x7fff) throw new Error('too many connection classes');
  const connection = new Int16Array(rightSize * leftSize);
  for (let r = 0; r < fullRights; r++) {
    const row = (rowRank[rowOf.map[r] as number] as number) * leftSize;
    for (let l = 0; l < fullLefts; l++)
      connection[row + (columnRank[columnOf.map[l] as number] as number)] = full[
        r * fullLefts + l
      ] as number;
  }

  const bytes = writeDictionary(
    {
      source: `mecab-ko-dic via kuromoji-ko@${version}`,
      features,
      categories,
      rightSize,
      leftSize,
    },
    {
      alphabet,
      base: trie.base,
      check: trie.check,
      entries,
      exprStart,
      exprChars,
      connection,
      charCategory,
    },
  );
  return {
    bytes,
    stats: {
      entries: kept,
      entriesInSource: count,
      surfaces: keys.length,
      features: features.length,
      trieSlots: trie.base.length,
      bytes: bytes.length,
    },
  };
}

if (import.meta.main) {
  const t0 = performance.now();
  const { bytes, stats } = buildAnalyzerDictionary();
  const { digest, unchanged } = writeBuildOutput(ANALYZER_FILE, bytes);
  console.log(
    `analyser dictionary: ${stats.entries} entries (of ${stats.entriesInSource}), ${stats.surfaces} surfaces, ` +
      `${stats.features} feature sets, ${stats.trieSlots} trie slots, ` +
      `${(bytes.length / 1048576).toFixed(1)} MB (sha1 ${digest}) in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s${unchanged ? ', unchanged' : ''}`,
  );
}
