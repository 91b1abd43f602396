/**
 * `npx tsx scripts/build-saisiot.ts`: derives the 사이시옷 pairs of `spelling.saisiot`
 * (한글 맞춤법 제30항) from mecab-ko-dic (as shipped in the kuromoji-ko package) and the train
 * part of the corpora, and writes src/data/saisiot-pairs.json (the rule imports it as JSON:
 * `missing` and `superfluous`, each a list of { wrong, right, trainRight, trainWrong }, sorted by
 * the wrong form). Deterministic.
 *
 * Missing ㅅ: an NNG compound entry whose expression puts a ㅅ-final part before the rest
 * (나뭇잎 = 나뭇/NNG+잎/NNG); the wrong form drops that ㅅ (나무잎). Kept only when
 * - the part without ㅅ (나무) is a noun of two or more syllables, or one of the native
 *   one-syllable nouns that take 사이시옷 (뒤, 위, 해, 비, 코, 귀 ...: one-syllable parts are
 *   where the inherent-ㅅ words (첫, 옷, 맛, 곳) and the Sino + Sino pairs (초점, 개수) sit);
 * - the ㅅ part alone is not a noun, numeral or pronoun (거짓말, 이웃집, 다섯째, 이것저것);
 * - the wrong form is no dictionary entry at all (보물, 모자, 오장, 귀속, 초불 ...);
 * - the misspelling lexicon does not list the ㅅ form as the wrong one (촛점, 햇님, 뒷태);
 * - train attests the ㅅ form at least MIN_RIGHT times, and the wrong form at most a third as
 *   often (바다가 is mostly 바다 + 가, 초기값 is common usage).
 * Superfluous ㅅ: an NNG entry (뒤편, 위쪽) made of two nouns where the second starts with an
 * aspirated or tense consonant (제30항 adds no ㅅ there); the wrong form adds the ㅅ (뒷편). Same
 * first-part and attestation conditions; the wrong form may be a dictionary entry only as
 * mecab-ko-dic's own ㅅ spelling of the same compound.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseLexicon } from '../src/lexicon/lexicon.ts';
import { readCorpus } from './corpus.ts';
import { writeJsonFile } from './write-json.ts';

const OUT = join(import.meta.dirname, '../src/data/saisiot-pairs.json');
const LEXICON = join(import.meta.dirname, '../src/data/misspellings.tsv');
const MIN_RIGHT = 2;

/** Native one-syllable nouns that take 사이시옷 before another noun. */
const NATIVE_SINGLE = new Set(
  '뒤 위 해 비 코 귀 배 내 재 초 차 깨 쇠 피 뼈 혀 떼 치 홰 이 후 대 기 세 무 도'.split(' '),
);
// 이 (tooth: 잇몸), 후 (훗날), 대 (댓글), 기 (깃발) are checked by the wrong-form conditions.

/**
 * Derived pairs left out after review: 뒤면 (10분 뒤면: 뒤 + the copula), 재- as the prefix 再
 * (재평가), fragments and names (나이티, 도리탕, 뒤틀-).
 */
const REJECTED = new Set('뒤면 잿창조 잿출현 잿투자 잿평가 나잇티 도릿탕 뒷틀'.split(' '));

const ASPIRATED_OR_TENSE = new Set([14, 15, 16, 17, 1, 4, 8, 10, 13]); // ㅊㅋㅌㅍ ㄲㄸㅃㅆㅉ

function syllable(ch: string): [number, number, number] | null {
  const c = ch.charCodeAt(0) - 0xac00;
  if (c < 0 || c > 11171) return null;
  return [Math.floor(c / 588), Math.floor((c % 588) / 28), c % 28];
}
const withFinal = (w: string, final: number) => {
  const s = syllable(w.slice(-1)) as [number, number, number];
  return w.slice(0, -1) + String.fromCharCode(0xac00 + s[0] * 588 + s[1] * 28 + final);
};

interface Entry {
  surface: string;
  pos: string;
  type: string;
  expr: string;
}

function readEntries(): Entry[] {
  const require = createRequire(import.meta.url);
  const pkgPath = join(dirname(require.resolve('kuromoji-ko')), '..', 'package.json');
  const dir = join(dirname(pkgPath), 'dict');
  const read = (name: string) => gunzipSync(readFileSync(join(dir, `${name}.dat.gz`)));
  const tid = read('tid');
  const pos = read('tid_pos');
  const decoder = new TextDecoder();
  const out: Entry[] = [];
  for (let i = 0; i < tid.length / 10; i++) {
    const offset = tid.readInt32LE(i * 10 + 6);
    let end = offset;
    while (pos[end] !== 0 && end < pos.length) end++;
    const f = decoder.decode(pos.subarray(offset, end)).split(',');
    out.push({
      surface: f[0] as string,
      pos: f[1] as string,
      type: f[5] as string,
      expr: f[8] && f[8] !== '*' ? f.slice(8).join(',') : '',
    });
  }
  return out;
}

/** The dictionary's entries by surface, and the questions the derivation asks of them. */
function indexEntries(entries: readonly Entry[]) {
  const bySurface = new Map<string, Entry[]>();
  for (const e of entries) {
    let list = bySurface.get(e.surface);
    if (!list) bySurface.set(e.surface, (list = []));
    list.push(e);
  }
  const posOf = (w: string) => new Set((bySurface.get(w) ?? []).map((e) => e.pos));
  const isNoun = (w: string) => posOf(w).has('NNG');
  /** The part without ㅅ is a noun (or a native one-syllable noun), the ㅅ part alone none. */
  const firstPartOk = (bare: string, withS: string) => {
    if (bare.length === 1 ? !NATIVE_SINGLE.has(bare) : !isNoun(bare)) return false;
    const s = posOf(withS);
    return !['NNG', 'NNB', 'NR', 'NP', 'XPN'].some((p) => s.has(p));
  };
  return { bySurface, isNoun, firstPartOk };
}

type Index = ReturnType<typeof indexEntries>;

/** The compounds of two or more nouns in the dictionary (NNG entries with an expression). */
const compounds = (entries: readonly Entry[]) =>
  entries.filter((e) => e.pos === 'NNG' && e.type === 'Compound' && e.expr);

/**
 * Missing ㅅ: each compound whose expression puts a ㅅ-final part before the rest gives the
 * wrong form without that ㅅ (나뭇잎 -> 나무잎); also the first parts that take 사이시옷.
 */
function missingPairs(entries: readonly Entry[], index: Index, lexiconWrong: ReadonlySet<string>) {
  const missing = new Map<string, string>(); // wrong -> right
  const saiParts = new Set<string>(); // first parts that take 사이시옷 in some compound: 뒷, 윗
  for (const e of compounds(entries)) {
    const parts = e.expr.split('+').map((p) => p.split('/')[0] as string);
    for (let k = 1; k < parts.length; k++) {
      const a = parts.slice(0, k).join('');
      const b = parts.slice(k).join('');
      const s = syllable(a.slice(-1));
      if (!s || s[2] !== 19 || a + b !== e.surface) continue; // ㅅ final
      const bare = withFinal(a, 0);
      if (syllable(bare.slice(-1)) === null) continue;
      const wrong = bare + b;
      if (!index.firstPartOk(bare, a) || index.bySurface.has(wrong) || lexiconWrong.has(e.surface))
        continue;
      saiParts.add(a);
      if (!missing.has(wrong)) missing.set(wrong, e.surface);
    }
  }
  return { missing, saiParts };
}

/**
 * Superfluous: a compound of two nouns, the second starting aspirated or tense, whose first
 * part takes 사이시옷 in other compounds (뒤편 as 뒷문, 위쪽 as 윗사람).
 */
function superfluousPairs(
  entries: readonly Entry[],
  index: Index,
  lexiconWrong: ReadonlySet<string>,
  saiParts: ReadonlySet<string>,
) {
  const superfluous = new Map<string, string>();
  for (const e of compounds(entries)) {
    const parts = e.expr.split('+').map((p) => p.split('/'));
    if (parts.some((p) => p[1] !== 'NNG')) continue;
    for (let k = 1; k < parts.length; k++) {
      const a = parts
        .slice(0, k)
        .map((p) => p[0])
        .join('');
      const b = parts
        .slice(k)
        .map((p) => p[0])
        .join('');
      const sa = syllable(a.slice(-1));
      const sb = syllable(b[0] as string);
      if (a + b !== e.surface || !sa || !sb || sa[2] !== 0 || !ASPIRATED_OR_TENSE.has(sb[0]))
        continue;
      if (!index.isNoun(b) || !saiParts.has(withFinal(a, 19))) continue;
      const wrong = withFinal(a, 19) + b;
      const listed = index.bySurface.get(wrong) ?? [];
      const own = listed.some(
        (x) => !(x.type === 'Compound' && x.expr.startsWith(`${withFinal(a, 19)}/`)),
      );
      if (own || lexiconWrong.has(e.surface)) continue;
      if (!superfluous.has(wrong)) superfluous.set(wrong, e.surface);
    }
  }
  return superfluous;
}

interface Attested {
  wrong: string;
  right: string;
  /** Train counts of the right and the wrong form. */
  r: number;
  w: number;
}

/** The pairs train attests (the right form often enough, the wrong one rarely), sorted. */
function attestedInTrain(): (pairs: ReadonlyMap<string, string>) => Attested[] {
  const train = readCorpus('train')
    .map((l) => l.text)
    .join('\n');
  const count = (w: string) => {
    let n = 0;
    for (let i = train.indexOf(w); i >= 0; i = train.indexOf(w, i + w.length)) n++;
    return n;
  };
  return (pairs) =>
    [...pairs]
      .map(([wrong, right]) => ({ wrong, right, r: count(right), w: count(wrong) }))
      .filter((p) => p.r >= MIN_RIGHT && p.w * 3 <= p.r && !REJECTED.has(p.wrong))
      .sort((x, y) => (x.wrong < y.wrong ? -1 : x.wrong > y.wrong ? 1 : 0));
}

/** Write the pairs, one a line: { wrong, right, trainRight, trainWrong }. */
async function writePairs(missing: readonly Attested[], superfluous: readonly Attested[]) {
  const line = (p: Attested) =>
    `    ${JSON.stringify({ wrong: p.wrong, right: p.right, trainRight: p.r, trainWrong: p.w })}`;
  const comment =
    'Generated by scripts/build-saisiot.ts from mecab-ko-dic (Apache-2.0, see NOTICE) and the train part of the corpora; do not edit. Pairs of 한글 맞춤법 제30항: missing, the ㅅ left out (나무잎 -> 나뭇잎); superfluous, a ㅅ before an aspirated or tense consonant (뒷편 -> 뒤편); trainRight and trainWrong count each form in train.';
  const text = `{
  "_comment": ${JSON.stringify(comment)},
  "missing": [
${missing.map(line).join(',\n')}
  ],
  "superfluous": [
${superfluous.map(line).join(',\n')}
  ]
}
`;
  await writeJsonFile(OUT, text);
}

const entries = readEntries();
const index = indexEntries(entries);
const lexiconWrong = new Set(parseLexicon(readFileSync(LEXICON, 'utf8')).map((e) => e.wrong));
const { missing, saiParts } = missingPairs(entries, index, lexiconWrong);
const superfluous = superfluousPairs(entries, index, lexiconWrong, saiParts);
const attested = attestedInTrain();
const m = attested(missing);
const s = attested(superfluous);
await writePairs(m, s);
console.log(
  `candidates: missing ${missing.size}, superfluous ${superfluous.size}; ` +
    `attested: missing ${m.length}, superfluous ${s.length} -> ${OUT}`,
);
