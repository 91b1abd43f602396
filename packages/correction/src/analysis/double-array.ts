/**
 * A double-array trie over UTF-16 code units (Aoe 1989; the layout of darts and MeCab).
 * Each code unit is first mapped through a dense alphabet (1..K, 0 = not in any key), so the
 * arrays stay small. `base[s] + c` is the child of state `s` on code `c` when
 * `check[base[s] + c] === s`; a key ends at `s` when the slot `base[s]` (code 0) has
 * `check === s`, and then `-base[slot] - 1` is the key's value.
 */

export interface DoubleArray {
  /** Code unit -> alphabet code (0 when the unit occurs in no key). */
  readonly alphabet: Uint16Array;
  readonly base: Int32Array;
  readonly check: Int32Array;
}

const FREE = -1;

/**
 * A dense alphabet for `buildDoubleArray`: every code unit of `keys` (and the `extra` units)
 * gets a code 1..K, the most frequent in `keys` first (ties by code unit), so that a node's
 * children sit close together and walks touch fewer cache lines. Build-time only.
 */
export function alphabetByFrequency(
  keys: Iterable<string>,
  extra: Iterable<number> = [],
): Uint16Array {
  const frequency = new Map<number, number>();
  for (const key of keys)
    for (let i = 0; i < key.length; i++) {
      const unit = key.charCodeAt(i);
      frequency.set(unit, (frequency.get(unit) ?? 0) + 1);
    }
  const units = new Set(frequency.keys());
  for (const unit of extra) units.add(unit);
  if (units.size > 65534) throw new Error('alphabet too large');
  const alphabet = new Uint16Array(65536);
  [...units]
    .sort((a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0) || a - b)
    .forEach((unit, i) => (alphabet[unit] = i + 1));
  return alphabet;
}

/**
 * Build from keys given as alphabet-code arrays, sorted in code order (a prefix before its
 * extensions), each with a non-negative value. Build-time only (scripts).
 */
export function buildDoubleArray(
  keys: readonly Uint16Array[],
  values: Int32Array,
  alphabet: Uint16Array,
): DoubleArray {
  let size = 1 << 20;
  let base = new Int32Array(size);
  let check = new Int32Array(size).fill(FREE);
  let usedBase = new Uint8Array(size);
  const grow = (need: number) => {
    if (need < size) return;
    let next = size;
    while (next <= need) next *= 2;
    const b = new Int32Array(next);
    b.set(base);
    const c = new Int32Array(next).fill(FREE);
    c.set(check);
    const u = new Uint8Array(next);
    u.set(usedBase);
    base = b;
    check = c;
    usedBase = u;
    size = next;
  };
  check[0] = -2; // the root
  let nextCheckPos = 1;
  let maxUsed = 1;

  // Depth-first with an explicit stack of [state, lo, hi, depth].
  const stack: number[] = [0, 0, keys.length, 0];
  const codes: number[] = [];
  const starts: number[] = [];
  while (stack.length > 0) {
    const depth = stack.pop() as number;
    const hi = stack.pop() as number;
    const lo = stack.pop() as number;
    const state = stack.pop() as number;
    codes.length = 0;
    starts.length = 0;
    for (let i = lo; i < hi; i++) {
      const key = keys[i] as Uint16Array;
      const code = depth < key.length ? (key[depth] as number) : 0;
      if (codes.length === 0 || codes[codes.length - 1] !== code) {
        if (codes.length > 0 && code < (codes[codes.length - 1] as number))
          throw new Error('keys are not sorted');
        codes.push(code);
        starts.push(i);
      }
    }
    starts.push(hi);
    const first = codes[0] as number;
    const last = codes[codes.length - 1] as number;
    // Find a base where every child slot is free.
    let pos = Math.max(first + 1, nextCheckPos) - 1;
    let nonFree = 0;
    let firstFreeSeen = false;
    let b: number;
    for (;;) {
      pos++;
      grow(pos + 1);
      if (check[pos] !== FREE) {
        nonFree++;
        continue;
      }
      if (!firstFreeSeen) {
        nextCheckPos = pos;
        firstFreeSeen = true;
      }
      b = pos - first;
      if (b < 1 || usedBase[b]) continue;
      grow(b + last + 1);
      let ok = true;
      for (let k = 1; k < codes.length; k++)
        if (check[b + (codes[k] as number)] !== FREE) {
          ok = false;
          break;
        }
      if (ok) break;
    }
    if (nonFree / (pos - nextCheckPos + 1) >= 0.95) nextCheckPos = pos;
    usedBase[b] = 1;
    base[state] = b;
    for (const code of codes) {
      check[b + code] = state;
      maxUsed = Math.max(maxUsed, b + code + 1);
    }
    for (let k = codes.length - 1; k >= 0; k--) {
      const code = codes[k] as number;
      const from = starts[k] as number;
      const to = starts[k + 1] as number;
      if (code === 0) {
        if (to - from !== 1) throw new Error('duplicate key');
        base[b] = -(values[from] as number) - 1;
      } else stack.push(b + code, from, to, depth + 1);
    }
  }
  return { alphabet, base: base.slice(0, maxUsed), check: check.slice(0, maxUsed) };
}

/**
 * Calls `found(end, value)` for every key that is a prefix of `text.slice(start, limit)`,
 * shortest first. `end` is exclusive.
 */
export function commonPrefixSearch(
  da: DoubleArray,
  text: string,
  start: number,
  limit: number,
  found: (end: number, value: number) => void,
): void {
  const { alphabet, base, check } = da;
  const n = check.length;
  let state = 0;
  for (let i = start; i < limit; i++) {
    const code = alphabet[text.charCodeAt(i)] as number;
    if (code === 0) return;
    const next = (base[state] as number) + code;
    if (next >= n || check[next] !== state) return;
    state = next;
    const leaf = base[state] as number;
    if (leaf >= 0 && leaf < n && check[leaf] === state) {
      const value = base[leaf] as number;
      if (value < 0) found(i + 1, -value - 1);
    }
  }
}

/** The value of exactly `key`, or -1. */
export function exactMatch(da: DoubleArray, key: string): number {
  let value = -1;
  commonPrefixSearch(da, key, 0, key.length, (end, v) => {
    if (end === key.length) value = v;
  });
  return value;
}
