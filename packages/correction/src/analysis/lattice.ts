/**
 * The MeCab lattice and Viterbi search over mecab-ko-dic's typed arrays (dictionary.ts): the
 * nodes of every dictionary and unknown word of a text, each with its best predecessor, and the
 * best path read out as morphs. Node storage is reused across calls and grown on demand; one
 * search at a time (the state of the search under way lives in the factory, not in closures
 * made per call).
 */
import type { Morph } from './analyzer.ts';
import { columnMins, spacePenaltyOf } from './costs.ts';
import {
  type AnalyzerDictionary,
  ENTRY_SIZE,
  type EntryFeature,
  SURFACE_COUNT_BITS,
  SURFACE_ENTRIES_MAX,
} from './dictionary.ts';

const MAX_UNKNOWN = 32;

// Local copies of the layout constants for the hot loop: reading the imported bindings there
// made the whole analysis 30% slower (measured under tsx, Node 24).
const ENTRY = ENTRY_SIZE;
const COUNT_BITS = SURFACE_COUNT_BITS;
const COUNT_MASK = SURFACE_ENTRIES_MAX;

/** A copy of the array with room for `size` elements. */
function grown<A extends Int32Array | Float64Array>(array: A, size: number): A {
  const copy = new (array.constructor as new (length: number) => A)(size);
  copy.set(array);
  return copy;
}

export interface Lattice {
  /** The best analysis of `text.slice(from, to)` (offsets stay those of `text`). */
  analyze(text: string, from: number, to: number): Morph[];
  /** The cost of the best path of `text` (word and connection costs, BOS to EOS). */
  pathCost(text: string): number;
}

export function createLattice(dictionary: AnalyzerDictionary): Lattice {
  const { header, trie, entries, connection, charCategory } = dictionary;
  const { alphabet, base, check } = trie;
  const trieSize = check.length;
  const leftSize = header.leftSize;
  const features = header.features;
  const spacePenalty = Int32Array.from(features, spacePenaltyOf);
  const categories = header.categories;
  const spaceCategory = categories.findIndex((c) => c.name === 'SPACE');
  const defaultCategory = Math.max(
    0,
    categories.findIndex((c) => c.name === 'DEFAULT'),
  );

  // Node storage, reused across calls and grown on demand.
  let capacity = 0;
  let nStart = new Int32Array(0);
  let nEnd = new Int32Array(0);
  let nRight = new Uint16Array(0);
  let nEntry = new Int32Array(0); // entry index, or -(unknown feature id) - 1
  let nWordCost = new Int32Array(0);
  let nTotal = new Float64Array(0);
  let nPrev = new Int32Array(0);
  let nNextEnd = new Int32Array(0);
  const grow = (need: number) => {
    if (need <= capacity) return;
    const size = Math.max(need, capacity * 2, 1024);
    const g = <T extends Int32Array | Uint16Array | Float64Array>(
      a: T,
      make: (n: number) => T,
    ): T => {
      const b = make(size);
      b.set(a as never);
      return b;
    };
    nStart = g(nStart, (n) => new Int32Array(n));
    nEnd = g(nEnd, (n) => new Int32Array(n));
    nRight = g(nRight, (n) => new Uint16Array(n));
    nEntry = g(nEntry, (n) => new Int32Array(n));
    nWordCost = g(nWordCost, (n) => new Int32Array(n));
    nTotal = g(nTotal, (n) => new Float64Array(n));
    nPrev = g(nPrev, (n) => new Int32Array(n));
    nNextEnd = g(nNextEnd, (n) => new Int32Array(n));
    capacity = size;
  };
  let posCapacity = 0;
  let endHead = new Int32Array(0);
  let wordLimit = new Int32Array(0);
  let connectAt = new Int32Array(0);
  const growPositions = (need: number) => {
    if (need <= posCapacity) return;
    posCapacity = Math.max(need, posCapacity * 2, 1024);
    endHead = new Int32Array(posCapacity);
    wordLimit = new Int32Array(posCapacity);
    connectAt = new Int32Array(posCapacity);
  };
  // Best predecessor per left id at the current start position (stamped, no clearing).
  const leftStamp = new Int32Array(leftSize).fill(-1);
  const leftBestCost = new Float64Array(leftSize);
  const leftBestPrev = new Int32Array(leftSize);
  let stamp = 0; // never reset: stale stamps from earlier calls must not match
  const columnMin = columnMins(connection, header.rightSize, leftSize);
  const rowStamp = new Int32Array(header.rightSize).fill(-1);
  const rowSlot = new Int32Array(header.rightSize);
  let gatherStamp = 0; // never reset, like `stamp`
  let predNode = new Int32Array(256);
  let predRow = new Int32Array(256);
  let predTotal = new Float64Array(256);
  const growPred = (need: number) => {
    const size = Math.max(need, predNode.length * 2);
    predNode = grown(predNode, size);
    predRow = grown(predRow, size);
    predTotal = grown(predTotal, size);
  };

  const isSpace = (code: number) =>
    code === 0x20 ||
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    code === 0xa0 ||
    code === 0x3000 ||
    (code < 0x10000 && charCategory[code] === spaceCategory && code !== 0);
  const categoryOf = (code: number) =>
    code >= 0xd800 && code <= 0xdfff ? defaultCategory : (charCategory[code] as number);

  // State of the analysis under way (one at a time, like the node storage): its start offset,
  // node count and the predecessors gathered for one start position. `gather` and `addNode`
  // live here rather than as closures created on every call (7% of the analysis).
  let origin = 0;
  let count = 0;
  let gatheredFor = -1;
  let predCount = 0;
  // The nodes ending at the connection point of the current start position, in list order
  // (ties keep the first, as the linked-list walk did), with their row in the matrix. A list
  // is in descending node order (nodes are numbered as added, and each goes to the head of
  // its list), so "first in the list" is "highest node number": no position is kept.
  function gather(start: number): void {
    gatheredFor = start;
    predCount = 0;
    gatherStamp++;
    const at = connectAt[start - origin] as number;
    for (let e = endHead[at - origin] as number; e !== -1; e = nNextEnd[e] as number) {
      // Of the nodes with one right id, only the cheapest (the first of equals) can be anyone's
      // best predecessor. The dictionary's ids are already classes: ids whose rows (or columns)
      // of mecab-ko-dic's matrix are identical share one (scripts/build-analyzer.ts),
      // so one node per row is compared, and one best predecessor is found per column.
      const rc = nRight[e] as number;
      const total = nTotal[e] as number;
      if (rowStamp[rc] === gatherStamp) {
        const k = rowSlot[rc] as number;
        if (total < (predTotal[k] as number)) {
          predNode[k] = e;
          predTotal[k] = total;
        }
        continue;
      }
      if (predCount >= predNode.length) growPred(predCount + 1);
      rowStamp[rc] = gatherStamp;
      rowSlot[rc] = predCount;
      predNode[predCount] = e;
      predRow[predCount] = rc * leftSize;
      predTotal[predCount] = total;
      predCount++;
    }
    // Cheapest first (insertion sort: a few dozen nodes), so the search for a left id can
    // stop once no connection cost could bring a node below the best found.
    for (let k = 1; k < predCount; k++) {
      const t = predTotal[k] as number;
      if (t >= (predTotal[k - 1] as number)) continue;
      const node = predNode[k] as number;
      const row = predRow[k] as number;
      let j = k - 1;
      for (; j >= 0 && (predTotal[j] as number) > t; j--) {
        predTotal[j + 1] = predTotal[j] as number;
        predNode[j + 1] = predNode[j] as number;
        predRow[j + 1] = predRow[j] as number;
      }
      predTotal[j + 1] = t;
      predNode[j + 1] = node;
      predRow[j + 1] = row;
    }
  }

  function addNode(
    start: number,
    end: number,
    l: number,
    r: number,
    wordCost: number,
    entry: number,
    penalty: number,
    spaced: boolean,
  ): void {
    // Best predecessor for this left id among the nodes ending where `start` connects
    // (gathered once per start position into predNode / predRow / predTotal).
    if (leftStamp[l] !== stamp) {
      if (gatheredFor !== start) gather(start);
      let best = Infinity;
      let bestPrev = -1;
      const floor = columnMin[l] as number;
      for (let k = 0; k < predCount; k++) {
        const t = predTotal[k] as number;
        // Sorted by total: this node and all after it cost more than the best even with
        // the cheapest connection into l (equal could still win a tie, so strictly more).
        if (t + floor > best) break;
        const c = t + (connection[(predRow[k] as number) + l] as number);
        // Ties go to the node first in the end list (the highest numbered, see gather), as a
        // plain walk of the list would.
        const node = predNode[k] as number;
        if (c < best || (c === best && node > bestPrev)) {
          best = c;
          bestPrev = node;
        }
      }
      leftStamp[l] = stamp;
      leftBestCost[l] = best;
      leftBestPrev[l] = bestPrev;
    }
    const prev = leftBestPrev[l] as number;
    if (prev === -1) return;
    if (count >= capacity) grow(count + 1);
    const n = count++;
    nStart[n] = start;
    nEnd[n] = end;
    nRight[n] = r;
    nEntry[n] = entry;
    nWordCost[n] = wordCost;
    nTotal[n] = (leftBestCost[l] as number) + wordCost + (spaced ? penalty : 0);
    nPrev[n] = prev;
    nNextEnd[n] = endHead[end - origin] as number;
    endHead[end - origin] = n;
  }

  /** The cost of the best path found by the last search (its last node is what it returns). */
  let lastCost = 0;

  /**
   * wordLimit[i]: end of the whitespace-free run containing i; connectAt[i]: where the node
   * starting at i connects (the end of the previous non-space character, or the start).
   * Returns where EOS connects.
   */
  function markRuns(text: string, from: number, to: number): number {
    let runEnd = to;
    for (let i = to - 1; i >= from; i--) {
      if (isSpace(text.charCodeAt(i))) runEnd = i;
      wordLimit[i - from] = runEnd;
    }
    let lastEnd = from;
    for (let i = from; i < to; i++) {
      connectAt[i - from] = lastEnd;
      if (!isSpace(text.charCodeAt(i))) lastEnd = i + 1;
    }
    return lastEnd;
  }

  /** The lattice of a search from `from`: only BOS, at node 0. */
  function startLattice(from: number, length: number): void {
    endHead.fill(-1, 0, length + 1);
    count = 1;
    origin = from;
    gatheredFor = -1;
    predCount = 0;
    nStart[0] = from;
    nEnd[0] = from;
    nRight[0] = 0;
    nEntry[0] = -1;
    nTotal[0] = 0;
    nPrev[0] = -1;
    nNextEnd[0] = -1;
    endHead[0] = 0;
  }

  /**
   * The dictionary's words starting at i (up to `limit`, 32 code units at most): a node for
   * each entry of each surface the trie finds. True when there was one.
   */
  function addWords(text: string, i: number, limit: number, spaced: boolean): boolean {
    // Common-prefix search of the trie, inlined (no callback per position).
    // `stateBase` is base[state], read once for both the leaf test and the next step.
    let found = false;
    let state = 0;
    let stateBase = base[0] as number;
    const maxEnd = Math.min(limit, i + 32);
    for (let j = i; j < maxEnd; j++) {
      const c = alphabet[text.charCodeAt(j)] as number;
      if (c === 0) break;
      const next = stateBase + c;
      if (next >= trieSize || check[next] !== state) break;
      state = next;
      stateBase = base[next] as number;
      const leaf = stateBase;
      if (leaf < 0 || leaf >= trieSize || check[leaf] !== state) continue;
      const value = base[leaf] as number;
      if (value >= 0) continue;
      found = true;
      // The surface's entries, first << SURFACE_COUNT_BITS | count (dictionary.ts).
      const surface = -value - 1;
      const first = surface >>> COUNT_BITS;
      const last = first + (surface & COUNT_MASK);
      for (let e = first, at = first * ENTRY; e < last; e++, at += ENTRY)
        addNode(
          i,
          j + 1,
          entries[at] as number,
          entries[at + 1] as number,
          entries[at + 2] as number,
          e,
          spacePenalty[entries[at + 3] as number] as number,
          spaced,
        );
    }
    return found;
  }

  /**
   * Unknown words starting at i, by the character category of `code`: every length
   * 1..category length, and the grouped run of the category (each length once); none when the
   * dictionary `found` a word there and the category is not always invoked.
   */
  function addUnknown(
    text: string,
    i: number,
    code: number,
    limit: number,
    spaced: boolean,
    found: boolean,
  ): void {
    const catId = categoryOf(code);
    const cat = categories[catId] ?? categories[defaultCategory];
    if (!cat || (found && !cat.invoke)) return;
    let run = 1;
    if (cat.group) {
      while (i + run < limit && run < MAX_UNKNOWN && categoryOf(text.charCodeAt(i + run)) === catId)
        run++;
    }
    const maxLen = Math.min(cat.length, limit - i);
    const lastLen = cat.group && run > maxLen ? run : Math.max(maxLen, 1);
    for (let len = 1; len <= lastLen; len++) {
      if (len > maxLen && len !== run && !(len === 1 && maxLen < 1 && !cat.group)) continue;
      for (const u of cat.unknown)
        addNode(
          i,
          i + len,
          u.left,
          u.right,
          u.cost,
          -u.feature - 1,
          spacePenalty[u.feature] as number,
          spaced,
        );
    }
  }

  /** EOS: the cheapest node ending where EOS connects (its cost in `lastCost`), or -1. */
  function endLattice(eosAt: number, from: number): number {
    let best = Infinity;
    let last = -1;
    for (let e = endHead[eosAt - from] as number; e !== -1; e = nNextEnd[e] as number) {
      const c = (nTotal[e] as number) + (connection[(nRight[e] as number) * leftSize] as number);
      if (c < best) {
        best = c;
        last = e;
      }
    }
    lastCost = best;
    return last;
  }

  // The lattice and Viterbi search of `text.slice(from, to)`: the last node of the best path
  // (-1 when there is none) and its cost in `lastCost`.
  function search(text: string, from: number, to: number): number {
    const length = to - from;
    lastCost = 0;
    if (length <= 0) return -1;
    growPositions(length + 2);
    grow(length * 4 + 16);
    const eosAt = markRuns(text, from, to);
    startLattice(from, length);
    for (let i = from; i < to; i++) {
      const code = text.charCodeAt(i);
      if (isSpace(code)) continue;
      stamp++;
      const limit = wordLimit[i - from] as number;
      const spaced = i > from && (connectAt[i - from] as number) < i;
      const found = addWords(text, i, limit, spaced);
      addUnknown(text, i, code, limit, spaced, found);
    }
    return endLattice(eosAt, from);
  }

  /** The morphs of the best path of `text.slice(from, to)`, in text order. */
  function analyze(text: string, from: number, to: number): Morph[] {
    const last = search(text, from, to);
    // Link the best path forwards through nNextEnd (the end lists are done with), so the
    // morphs are made in text order without an array of the path to reverse.
    let first = -1;
    for (let n = last; n > 0; n = nPrev[n] as number) {
      nNextEnd[n] = first;
      first = n;
    }
    const morphs: Morph[] = [];
    for (let n = first; n !== -1; n = nNextEnd[n] as number) {
      const entry = nEntry[n] as number;
      const f = features[
        entry >= 0 ? (entries[entry * ENTRY + 3] as number) : -entry - 1
      ] as EntryFeature;
      const start = nStart[n] as number;
      const end = nEnd[n] as number;
      morphs.push({
        start,
        end,
        surface: text.slice(start, end),
        pos: f.pos,
        first: f.first === '*' ? f.pos : f.first,
        last: f.last === '*' ? f.pos : f.last,
        type: f.type,
        semantic: f.semantic,
        unknown: entry < 0,
        entry,
        wordCost: nWordCost[n] as number,
        // As `spaced` when the node was added: a function of its start alone.
        spaceBefore: start > from && (connectAt[start - from] as number) < start,
      });
    }
    return morphs;
  }

  function pathCost(text: string): number {
    search(text, 0, text.length);
    return lastCost;
  }

  return { analyze, pathCost };
}
