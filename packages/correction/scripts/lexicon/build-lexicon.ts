/**
 * Rebuilds src/data/misspellings.tsv (the lexicon, rule spelling.lexicon) and
 * src/data/curated-misspellings.json (the curated table, rule spelling.misspelling) from the
 * seed lists beside this script, the one place where misspellings are written:
 *
 *   npm run build:lexicon                 # write both files
 *   npm run build:lexicon -- --check      # fail if either is out of date
 *
 * Seeds (all UTF-8 TSV, `#` comments):
 * - curated.txt    the curated table (same compact format as words.txt, with its own options:
 *                  whole, inside, message): checked by every build of the engine, and ranked
 *                  above the lexicon.
 * - words.txt, loanwords.txt, saisiot.txt, pronunciation.txt: hand-written pairs in a compact
 *                  format (see listSeeds); these win over generated pairs.
 * - verbs.tsv      a misspelt lemma and its standard lemma (설레이다 -> 설레다): both are inflected
 *                  slot by slot (conjugate.ts) and every differing form becomes a pair.
 * - ryeogo.tsv     stems before -(으)려고: each yields -ㄹ려고/-ㄹ려면/... -> -려고/-려면/...
 *                  (표준어 규정 제17항).
 * - i-hi.tsv       standard adverbs in -이/-히: the other ending is the misspelling (맞춤법 제51항).
 * - dueum.tsv      standard words in -율/-률/-열/-렬: the other spelling is wrong (맞춤법 제11항).
 * - exclude.tsv    forms dropped after review, with the reason (a correct word, a collision
 *                  with another verb or a noun + particle, a name).
 * - verdicts.tsv   the manual verdict on each kept form that mecab-ko-dic or hunspell knows as
 *                  a whole word; copied into the note column.
 *
 * Deterministic: the same seeds always give the same file. The check script
 * (check-lexicon.ts) reviews the result against hunspell, mecab-ko-dic and the corpora.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  LEXICON_COLUMNS,
  type LexiconEntry,
  type LexiconKind,
  type LexiconMatch,
  formatLexiconLine,
  parseContext,
  parseLexicon,
} from '../../src/lexicon/lexicon.ts';
import { SLOTS, SLOT_SETS, conjugate } from './conjugate.ts';
import { CURATED_FILE, buildCurated } from './curated.ts';
import { referenceOf, rows, seedLines } from './seed-lines.ts';

const HERE = import.meta.dirname;
export const LEXICON_FILE = join(HERE, '../../src/data/misspellings.tsv');

type Entry = Omit<LexiconEntry, 'line'>;

/** A hand-written list of the lexicon (words.txt and the others of WORD_LISTS). */
function listSeeds(file: string): Entry[] {
  const out: Entry[] = [];
  for (const seed of seedLines(file)) {
    const { where, options: o, right } = seed;
    if (!o.kind || !o.match || !o.source)
      throw new Error(`${where}: kind, match and source are required`);
    if (o.whole || o.inside || o.message)
      throw new Error(`${where}: whole, inside and message are options of curated.txt only`);
    for (const wrong of seed.wrongs) {
      // match=auto: a wrong form of three or more syllables is matched as a prefix (메세지함),
      // a shorter one only with particles after it.
      const match = o.match === 'auto' ? (wrong.length >= 3 ? 'stem' : 'noun') : o.match;
      out.push({
        wrong,
        right,
        kind: o.kind as LexiconKind,
        match: match as LexiconMatch,
        context: o.context ? parseContextSpec(o.context) : null,
        ref: referenceOf(seed),
        source: o.source,
        note: seed.note.replace(/\t/g, ' '),
      });
    }
  }
  return out;
}

/** verbs.tsv: wrong-lemma right-lemma class slots context ref source note */
function verbSeeds(excluded: Set<string>): Entry[] {
  const out: Entry[] = [];
  for (const [
    wrongLemma = '',
    rightLemma = '',
    cls = '',
    slotSpec = '',
    context = '',
    ref = '',
    source = '',
    note = '',
  ] of rows('verbs.tsv')) {
    if (!wrongLemma.endsWith('다') || !rightLemma.split('|').every((l) => l.endsWith('다')))
      throw new Error(`verbs.tsv: lemmas end in 다: ${wrongLemma} ${rightLemma}`);
    const wrong = { stem: wrongLemma.slice(0, -1) };
    const rights = rightLemma.split('|').map((l) => ({
      stem: l.slice(0, -1),
      irregular: cls === '르' ? ('르' as const) : null,
    }));
    const ids = SLOT_SETS[slotSpec] ?? slotSpec.split(',').map((s) => s.trim());
    for (const id of ids) {
      const slot = SLOTS.find((s) => s.id === id);
      if (!slot) throw new Error(`verbs.tsv: unknown slot ${id} for ${wrongLemma}`);
      const [w] = conjugate(wrong, slot);
      const forms = rights.map((r) => conjugate(r, slot));
      const r = [
        ...new Set([...forms.map((f) => f[0] as string), ...forms.flatMap((f) => f.slice(1))]),
      ];
      if (!w || r.includes(w) || excluded.has(w)) continue;
      out.push({
        wrong: w,
        right: r,
        kind: 'spelling',
        match: slot.noun ? 'noun' : 'exact',
        context: context ? parseContextSpec(context) : null,
        ref: ref || `표준국어대사전 ‘${rightLemma.split('|')[0]}’`,
        source,
        note: `generated: ${wrongLemma}→${rightLemma}, -${id}${note ? `; ${note}` : ''}`,
      });
    }
  }
  return out;
}

function parseContextSpec(spec: string): Entry['context'] {
  return parseContext(spec);
}

const RYEOGO_ENDINGS: ReadonlyArray<[wrong: string, right: string]> = [
  ['려고', '려고'],
  ['려면', '려면'],
  ['려는', '려는'],
  ['려다가', '려다가'],
  ['려고요', '려고요'],
  ['래야', '려야'],
];

/** ryeogo.tsv: base (the standard form before 려고: 하, 먹으, 들으) and an optional note. */
function ryeogoSeeds(excluded: Set<string>): Entry[] {
  const out: Entry[] = [];
  for (const [base = '', note = ''] of rows('ryeogo.tsv')) {
    const last = base.slice(-1);
    const code = last.charCodeAt(0) - 0xac00;
    if (code < 0 || code % 28 !== 0)
      throw new Error(`ryeogo.tsv: base must end in an open syllable: ${base}`);
    const withL = base.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 8);
    for (const [we, re] of RYEOGO_ENDINGS) {
      const wrong = withL + we;
      if (excluded.has(wrong)) continue;
      out.push({
        wrong,
        right: [base + re],
        kind: 'ending',
        match: 'exact',
        context: null,
        ref: '표준어 규정 제17항',
        source: '표준어 규정 제17항 (-(으)려고, -(으)려야)',
        note: `generated: ${base}-려고${note ? `; ${note}` : ''}`,
      });
    }
  }
  return out;
}

/** i-hi.tsv: a standard adverb in -이 or -히; the other ending is the misspelling. */
function iHiSeeds(excluded: Set<string>): Entry[] {
  const out: Entry[] = [];
  for (const [right = '', note = ''] of rows('i-hi.tsv')) {
    const last = right.slice(-1);
    if (last !== '이' && last !== '히') throw new Error(`i-hi.tsv: ${right} must end in 이 or 히`);
    const wrong = right.slice(0, -1) + (last === '이' ? '히' : '이');
    if (excluded.has(wrong)) continue;
    out.push({
      wrong,
      right: [right],
      kind: 'i-hi',
      match: 'exact',
      context: null,
      ref: '한글 맞춤법 제51항',
      source: '한글 맞춤법 제51항',
      note: note ? `generated from ${right}; ${note}` : `generated from ${right}`,
    });
  }
  return out;
}

const DUEUM_SWAP: Record<string, string> = { 율: '률', 률: '율', 열: '렬', 렬: '열' };

/** dueum.tsv: a standard noun ending in 율/률/열/렬 (비율, 합격률, 나열, 행렬). */
function dueumSeeds(excluded: Set<string>): Entry[] {
  const out: Entry[] = [];
  for (const [right = '', note = ''] of rows('dueum.tsv')) {
    const last = right.slice(-1);
    const swapped = DUEUM_SWAP[last];
    if (!swapped) throw new Error(`dueum.tsv: ${right} must end in 율, 률, 열 or 렬`);
    // The rule itself: 열/율 after a vowel or ㄴ, 렬/률 elsewhere. A seed against it is a typo.
    const before = right.charCodeAt(right.length - 2) - 0xac00;
    const fin = before % 28;
    const expectsYeol = fin === 0 || fin === 4;
    if ((last === '율' || last === '열') !== expectsYeol)
      throw new Error(`dueum.tsv: ${right} does not follow 제11항 [붙임 1] 다만`);
    const wrong = right.slice(0, -1) + swapped;
    if (excluded.has(wrong)) continue;
    out.push({
      wrong,
      right: [right],
      kind: 'dueum',
      match: 'noun',
      context: null,
      ref: '한글 맞춤법 제11항',
      source: '한글 맞춤법 제11항 [붙임 1] 다만',
      note: note ? `generated from ${right}; ${note}` : `generated from ${right}`,
    });
  }
  return out;
}

/** The hand-written lists, in priority order (an earlier list wins a duplicate). */
export const WORD_LISTS = [
  'words.txt',
  'loanwords.txt',
  'saisiot.txt',
  'pronunciation.txt',
] as const;

export function buildLexicon(): { text: string; entries: Entry[]; counts: Record<string, number> } {
  const excluded = new Set(rows('exclude.tsv').map(([w = '']) => w));
  // An excluded form is dropped from every list, hand-written ones included.
  const isExcluded = (e: Entry) => excluded.has(e.wrong);
  const groups: Array<[string, Entry[]]> = [
    ...WORD_LISTS.map((f): [string, Entry[]] => [f, listSeeds(f)]),
    ['verbs', verbSeeds(excluded)],
    ['ryeogo', ryeogoSeeds(excluded)],
    ['i-hi', iHiSeeds(excluded)],
    ['dueum', dueumSeeds(excluded)],
  ];
  const verdicts = new Map(rows('verdicts.tsv').map(([w = '', v = '']) => [w, v]));
  const seen = new Set<string>();
  const entries: Entry[] = [];
  const counts: Record<string, number> = {};
  for (const [name, list] of groups) {
    for (const e of list) {
      if (isExcluded(e)) continue;
      const key = `${e.wrong}\t${formatLexiconLine(e).split('\t')[4]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const verdict = verdicts.get(e.wrong);
      entries.push(
        verdict ? { ...e, note: [e.note, `verdict: ${verdict}`].filter(Boolean).join('; ') } : e,
      );
      counts[name] = (counts[name] ?? 0) + 1;
    }
  }
  const header = [
    '# Dadeum misspelling lexicon: wrong -> right pairs with their sources.',
    '# GENERATED by scripts/lexicon/build-lexicon.ts from scripts/lexicon/seeds/;',
    '# edit the seeds and rebuild, never this file. Format: src/lexicon/lexicon.ts.',
    `# ${entries.length} entries.`,
    LEXICON_COLUMNS.join('\t'),
  ];
  const text = `${[...header, ...entries.map(formatLexiconLine)].join('\n')}\n`;
  // The output must parse (catches a bad seed early).
  parseLexicon(text);
  return { text, entries, counts };
}

export function kindsOf(entries: readonly Entry[]): Record<LexiconKind, number> {
  const out = {} as Record<LexiconKind, number>;
  for (const e of entries) out[e.kind] = (out[e.kind] ?? 0) + 1;
  return out;
}

export function matchesOf(entries: readonly Entry[]): Record<LexiconMatch, number> {
  const out = {} as Record<LexiconMatch, number>;
  for (const e of entries) out[e.match] = (out[e.match] ?? 0) + 1;
  return out;
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  const { text, entries, counts } = buildLexicon();
  const curated = await buildCurated();
  if (process.argv.includes('--check')) {
    for (const [file, built] of [
      [LEXICON_FILE, text],
      [CURATED_FILE, curated.text],
    ] as const)
      if (readFileSync(file, 'utf8') !== built) {
        console.error(`${file} is out of date: rebuild it`);
        process.exit(1);
      }
    console.log(`up to date: ${entries.length} entries, ${curated.entries.length} curated`);
  } else {
    writeFileSync(LEXICON_FILE, text);
    writeFileSync(CURATED_FILE, curated.text);
    console.log(`wrote ${entries.length} entries`, counts, kindsOf(entries), matchesOf(entries));
    console.log(`wrote ${curated.entries.length} curated entries -> ${CURATED_FILE}`);
  }
}
