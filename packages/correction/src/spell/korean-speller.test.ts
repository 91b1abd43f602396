import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { loadHunspellReference } from '../node/engine-files.ts';
import type { SpellDictionary } from '../types.ts';
import { compileSpeller } from './compile-speller.ts';
import { type KoreanSpeller, readSpeller } from './korean-speller.ts';
import { dictionarySampler, joinedStrings, nearMisses, randomStrings } from './speller-samples.ts';

const require = createRequire(import.meta.url);
const dictionaryDir = dirname(require.resolve('dictionary-ko'));
const aff = readFileSync(join(dictionaryDir, 'index.aff'), 'utf8');
const dic = readFileSync(join(dictionaryDir, 'index.dic'), 'utf8');
const CACHED = join(import.meta.dirname, '../../.cache/speller.bin');

/** The installed binary when it was compiled from these files, else a fresh compile. */
function spellerBytes(): Uint8Array {
  if (existsSync(CACHED)) {
    const file = new Uint8Array(readFileSync(CACHED)); // an 8-byte aligned copy
    try {
      const { affBytes, dicBytes } = readSpeller(file.buffer).header.source;
      if (affBytes === Buffer.byteLength(aff) && dicBytes === Buffer.byteLength(dic)) return file;
    } catch {
      // An older format: compile below.
    }
  }
  return compileSpeller(aff, dic);
}

let bytes: Uint8Array;
let speller: KoreanSpeller;
let hunspell: SpellDictionary;

beforeAll(async () => {
  bytes = spellerBytes();
  speller = readSpeller(bytes.buffer, bytes.byteOffset);
  hunspell = await loadHunspellReference();
}, 30_000);

/** The strings on which the two disagree, with hunspell's answer. */
function disagreements(strings: Iterable<string>): Array<[string, boolean]> {
  const out: Array<[string, boolean]> = [];
  for (const w of new Set(strings)) {
    const expected = hunspell.spell(w);
    if (speller.spell(w) !== expected) out.push([w, expected]);
  }
  return out;
}

describe('Korean speller', () => {
  it.each([
    // Roots, inflected forms, and two suffixes (root + 이었기 + 가, root + 함 + 도).
    ['학교', true],
    ['사람', true],
    ['학교에서', true],
    ['먹었다', true],
    ['아름다운', true],
    ['가부장적이었기가', true],
    ['분사함도', true],
    // Compounds by COMPOUNDRULE: numerals, digits with counters, letters with 들.
    ['삼천오백이십', true],
    ['12개', true],
    ['3억', true],
    ['abc들', true],
    ['장발장일만하다', true],
    // At most 100 words in a compound.
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['1'.repeat(99) + '개', true],
    ['1'.repeat(100) + '개', false],
    // Forbidden words and an unknown one.
    ['찌게', false],
    ['화일', false],
    ['몇일', false],
    ['가나다라', false],
    // Numbers, BREAK at hyphens (also hunspell's literal "^-" and "-$"), case variants.
    ['1,000.5', true],
    ['1..2', false],
    ['가-나', true],
    ['-가', true],
    ['a^-b', true],
    ['A', true],
    ['aB', false],
    ['İb', true],
    // What hunspell-asm does with the C string: empty, "<?xml?>", a NUL, a surrogate.
    ['', true],
    ['   ', true],
    ['가..', true],
    ['<?xml?>', true],
    ['가\0나다라', true],
    ['가\ud800', false],
    ['가'.repeat(99), false],
    ['1'.repeat(299), true],
    ['1'.repeat(300), false],
  ])('spell(%j) is %s, as hunspell says', (word, expected) => {
    expect(hunspell.spell(word)).toBe(expected);
    expect(speller.spell(word)).toBe(expected);
  });

  it('agrees with hunspell on dictionary forms, compounds and their near misses', () => {
    const rng = seededRandom(20260102);
    const sampler = dictionarySampler(aff, dic);
    const forms = sampler.forms(rng, 2000);
    const near = forms.slice(0, 150).flatMap((f) => nearMisses(f, rng, 1));
    expect(disagreements([...forms, ...sampler.parts(rng, 800), ...near])).toEqual([]);
  });

  it('agrees with hunspell on random and joined strings', () => {
    const rng = seededRandom(20260103);
    const forms = dictionarySampler(aff, dic).forms(rng, 500);
    // Short strings: long mixes of digits and syllables can cost hunspell seconds each.
    const random = randomStrings(rng, 2500).filter((s) => s.length <= 40);
    expect(disagreements([...random, ...joinedStrings(rng, forms, 700)])).toEqual([]);
  });

  it('answers a long run-together sentence that starts with digits without searching every cut', () => {
    // hunspell-asm says false too, after 12.4 s of COMPOUNDRULE search (docs/correction-history.md,
    // "The speller"): spacing.restore asks about whole sentences typed without spaces. Not
    // compared with hunspell here for that reason; the speller's cut-off answers at once (a
    // speller that searched every cut would hold this test for seconds).
    const sentence =
      '100개국이상의농업부장관들이미국농무부가후원하는3일간의장관회의와농업과학기술박람회에참석할것으로예상된다';
    expect(speller.spell(sentence)).toBe(false);
  });

  it('reads the file zero-copy from a SharedArrayBuffer', () => {
    const shared = new SharedArrayBuffer(bytes.length + 8);
    new Uint8Array(shared).set(bytes, 8);
    const onShared = readSpeller(shared, 8);
    expect(onShared.spell('학교에서')).toBe(true);
    expect(onShared.spell('가나다라')).toBe(false);
  });
});
