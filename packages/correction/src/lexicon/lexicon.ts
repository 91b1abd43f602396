/**
 * The misspelling lexicon: wrong -> right pairs kept as data (src/data/misspellings.tsv,
 * rebuilt by scripts/lexicon/build-lexicon.ts). This module only parses the text; it
 * does no I/O, so the engine core stays free of Node APIs (src/node/lexicon-file.ts
 * reads the file on Node).
 *
 * Format: UTF-8, tab-separated, one pair per line, `#` starts a comment line, the first
 * non-comment line is the header
 *
 *     wrong  right  kind  match  context  ref  source  note
 *
 * - wrong: the misspelt form (Hangul, may contain a space: `어의가 없`).
 * - right: the correction; alternatives separated by `|`, best first.
 * - kind: see LEXICON_KINDS.
 * - match: how the wrong form must sit in an eojeol (see LEXICON_MATCHES).
 * - context: empty, or conditions separated by `;`:
 *   `prev=날씨가|하늘이` (the previous eojeol, without punctuation, is one of these),
 *   `after-final=ㅆ|ㅄ` (the syllable right before an `inside` match ends in one of these).
 * - ref: the norm shown to the user (`한글 맞춤법 제30항`, `표준국어대사전 ‘설레다’`), or empty.
 * - source: where the pair comes from (`표준어 규정 제17항`, `외래어 표기 용례`, ...).
 * - note: free text: generator provenance, manual verdicts.
 */

export const LEXICON_KINDS = [
  /** Spelling of a standard word (맞춤법): 설겆이 -> 설거지, 넓직하다 -> 널찍하다. */
  'spelling',
  /** A non-standard word for which the standard word is another (표준어 규정): 몇일 is spelling, 아지랭이 -> 아지랑이. */
  'standard-form',
  /** Loanword orthography (외래어 표기법): 메세지 -> 메시지. */
  'loanword',
  /** 사이시옷 added or left out (한글 맞춤법 제30항): 장마비 -> 장맛비, 인삿말 -> 인사말. */
  'saisiot',
  /** Written as pronounced: 감사함니다 -> 감사합니다, 맞춤뻡 -> 맞춤법. */
  'pronunciation',
  /** Adverbs in -이/-히 (한글 맞춤법 제51항): 곰곰히 -> 곰곰이. */
  'i-hi',
  /** Initial-sound rule inside words (한글 맞춤법 제11항): 합격율 -> 합격률, 비률 -> 비율. */
  'dueum',
  /** Endings: -ㄹ려고 -> -려고, -읍니다 -> -습니다. */
  'ending',
] as const;
export type LexiconKind = (typeof LEXICON_KINDS)[number];

export const LEXICON_MATCHES = [
  /** The whole eojeol (without surrounding punctuation) is the wrong form. */
  'exact',
  /** The eojeol is the wrong form, optionally followed by particles or the copula (메세지를). */
  'noun',
  /** The eojeol starts with the wrong form; anything may follow (넓직하게, 메세지함). */
  'stem',
  /** The wrong form ends the eojeol (감사함니다). */
  'suffix',
  /** The wrong form may stand anywhere inside the eojeol (했읍니다만). */
  'inside',
] as const;
export type LexiconMatch = (typeof LEXICON_MATCHES)[number];

export interface LexiconContext {
  /** The previous eojeol must be one of these. */
  prev?: readonly string[];
  /** For `inside`/`suffix` matches: the final consonant (as a compatibility jamo) before the match. */
  afterFinal?: readonly string[];
}

export interface LexiconEntry {
  wrong: string;
  right: readonly string[];
  kind: LexiconKind;
  match: LexiconMatch;
  context: LexiconContext | null;
  /** Norm shown with the finding, or null. */
  ref: string | null;
  source: string;
  note: string;
  /** 1-based line in the file, for error messages and tests. */
  line: number;
}

export const LEXICON_COLUMNS = [
  'wrong',
  'right',
  'kind',
  'match',
  'context',
  'ref',
  'source',
  'note',
] as const;

export class LexiconFormatError extends Error {}

const HANGUL_OR_SPACE = /^[가-힣]+(?: [가-힣]+)*$/;

/** Parse a context cell (`prev=날씨가|하늘이;after-final=ㅆ`); `line` is for error messages. */
export function parseContext(raw: string, line = 0): LexiconContext | null {
  if (raw.trim() === '') return null;
  const context: { prev?: string[]; afterFinal?: string[] } = {};
  for (const part of raw.split(';')) {
    const [key, value = ''] = part.split('=', 2).map((s) => s.trim()) as [string, string?];
    const values = value.split('|').filter((v) => v.length > 0);
    if (values.length === 0) throw new LexiconFormatError(`line ${line}: empty context ${part}`);
    if (key === 'prev') context.prev = values;
    else if (key === 'after-final') context.afterFinal = values;
    else throw new LexiconFormatError(`line ${line}: unknown context ${key}`);
  }
  return context;
}

/** Parse the lexicon text. Throws LexiconFormatError on any malformed line or duplicate. */
export function parseLexicon(text: string): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  const seen = new Set<string>();
  let header: string[] | null = null;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const line = i + 1;
    if (raw.trim() === '' || raw.startsWith('#')) continue;
    const cells = raw.split('\t');
    if (!header) {
      header = cells;
      const expected = LEXICON_COLUMNS.join(',');
      if (cells.join(',') !== expected)
        throw new LexiconFormatError(`line ${line}: header must be ${expected}`);
      continue;
    }
    if (cells.length !== LEXICON_COLUMNS.length)
      throw new LexiconFormatError(
        `line ${line}: ${cells.length} columns, expected ${LEXICON_COLUMNS.length}`,
      );
    const [wrong, right, kind, match, context, ref, source, note] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!HANGUL_OR_SPACE.test(wrong))
      throw new LexiconFormatError(`line ${line}: wrong form must be Hangul: ${wrong}`);
    const rights = right.split('|').map((r) => r.trim());
    if (rights.length === 0 || rights.some((r) => r.length === 0 || r === wrong))
      throw new LexiconFormatError(`line ${line}: bad right form for ${wrong}`);
    if (!(LEXICON_KINDS as readonly string[]).includes(kind))
      throw new LexiconFormatError(`line ${line}: unknown kind ${kind}`);
    if (!(LEXICON_MATCHES as readonly string[]).includes(match))
      throw new LexiconFormatError(`line ${line}: unknown match ${match}`);
    if (source.trim() === '') throw new LexiconFormatError(`line ${line}: source is required`);
    const ctx = parseContext(context, line);
    const key = `${wrong}\t${context}`;
    if (seen.has(key)) throw new LexiconFormatError(`line ${line}: duplicate entry ${wrong}`);
    seen.add(key);
    entries.push({
      wrong,
      right: rights,
      kind: kind as LexiconKind,
      match: match as LexiconMatch,
      context: ctx,
      ref: ref.trim() === '' ? null : ref.trim(),
      source: source.trim(),
      note: note.trim(),
      line,
    });
  }
  if (!header) throw new LexiconFormatError('the lexicon has no header line');
  return entries;
}

/** Serialise entries back to the file format (used by the generator). */
export function formatLexiconLine(e: Omit<LexiconEntry, 'line'>): string {
  const context: string[] = [];
  if (e.context?.prev) context.push(`prev=${e.context.prev.join('|')}`);
  if (e.context?.afterFinal) context.push(`after-final=${e.context.afterFinal.join('|')}`);
  return [
    e.wrong,
    e.right.join('|'),
    e.kind,
    e.match,
    context.join(';'),
    e.ref ?? '',
    e.source,
    e.note,
  ].join('\t');
}
