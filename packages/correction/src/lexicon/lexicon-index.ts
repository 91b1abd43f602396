/**
 * The misspelling lexicon indexed for lookups in O(word length) per eojeol: by match type, with
 * tries over the wrong forms (suffixes reversed), so a word is walked without slicing it.
 */
import type { LexiconEntry, LexiconMatch } from './lexicon.ts';

/** The lexicon indexed by match type, for lookups in O(word length) per eojeol. */
export class LexiconIndex {
  readonly byMatch = new Map<LexiconMatch, Map<string, LexiconEntry[]>>();
  /** Entries whose wrong form spans two or more eojeol, by their first word. */
  readonly multiWord = new Map<string, LexiconEntry[]>();
  readonly maxLength = new Map<LexiconMatch, number>();
  /**
   * First code units of `inside` entries: most positions of a word start none (a fast skip,
   * by code: core[i] would make a new string of each syllable).
   */
  readonly insideStarts = new Uint8Array(65536);

  constructor(entries: readonly LexiconEntry[]) {
    for (const e of entries) {
      if (e.wrong.includes(' ')) {
        const first = e.wrong.split(' ')[0] as string;
        const list = this.multiWord.get(first) ?? [];
        list.push(e);
        this.multiWord.set(first, list);
        continue;
      }
      let map = this.byMatch.get(e.match);
      if (!map) {
        map = new Map();
        this.byMatch.set(e.match, map);
      }
      const list = map.get(e.wrong) ?? [];
      list.push(e);
      map.set(e.wrong, list);
      this.maxLength.set(e.match, Math.max(this.maxLength.get(e.match) ?? 0, e.wrong.length));
      if (e.match === 'inside') this.insideStarts[e.wrong.charCodeAt(0)] = 1;
    }
    this.buildTries();
  }

  get(match: LexiconMatch, key: string): readonly LexiconEntry[] | undefined {
    return this.byMatch.get(match)?.get(key);
  }

  /** Tries over the wrong forms (suffixes reversed): lookups walk a word without slicing it. */
  readonly forward = new Map<LexiconMatch, TrieNode>();
  readonly backward: TrieNode = newNode();

  buildTries(): void {
    for (const [match, map] of this.byMatch) {
      const root = match === 'suffix' ? this.backward : newNode();
      if (match !== 'suffix') this.forward.set(match, root);
      for (const [wrong, entries] of map) {
        let node = root;
        for (let k = 0; k < wrong.length; k++) {
          const c = wrong.charCodeAt(match === 'suffix' ? wrong.length - 1 - k : k);
          let next = node.next.get(c);
          if (!next) node.next.set(c, (next = newNode()));
          node = next;
        }
        node.entries = entries;
      }
    }
  }

  /**
   * Entries whose wrong form is `core.slice(from, from + len)` for len = 1 .. maxLen, written
   * into `out[len]` (undefined where none); returns the longest len found.
   */
  prefixes(
    match: LexiconMatch,
    core: string,
    from: number,
    maxLen: number,
    out: Array<readonly LexiconEntry[] | undefined>,
  ): number {
    let node = this.forward.get(match);
    let longest = 0;
    for (let len = 1; node && len <= maxLen; len++) {
      node = node.next.get(core.charCodeAt(from + len - 1));
      out[len] = node?.entries;
      if (node?.entries) longest = len;
    }
    return longest;
  }

  /** As `prefixes`, for suffix entries: `out[len]` for core.slice(core.length - len). */
  suffixes(core: string, maxLen: number, out: Array<readonly LexiconEntry[] | undefined>): number {
    let node: TrieNode | undefined = this.backward;
    let longest = 0;
    for (let len = 1; node && len <= maxLen; len++) {
      node = node.next.get(core.charCodeAt(core.length - len));
      out[len] = node?.entries;
      if (node?.entries) longest = len;
    }
    return longest;
  }
}

interface TrieNode {
  next: Map<number, TrieNode>;
  entries?: LexiconEntry[];
}

const newNode = (): TrieNode => ({ next: new Map() });
