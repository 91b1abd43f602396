/**
 * The hand-written seed lists of the misspelling build (seeds/*.txt, *.tsv): their rows, and the
 * compact `wrong > right ; key=value # note` format of words.txt, loanwords.txt, saisiot.txt,
 * pronunciation.txt and curated.txt.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SEED_DIR = join(import.meta.dirname, 'seeds');

/** The tab-separated rows of a seed file, without blank and `#` comment lines. */
export function rows(file: string): string[][] {
  return readFileSync(join(SEED_DIR, file), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t').map((c) => c.trim()));
}

/** One entry line of a hand-written list: its wrong forms, right forms, options and note. */
export interface SeedLine {
  /** `file:line`, for error messages. */
  where: string;
  /** Several wrong forms of one word: `악세사리, 악세서리 > 액세서리`. */
  wrongs: string[];
  right: string[];
  /** The `@` defaults with the line's own options over them. */
  options: Record<string, string>;
  note: string;
}

/** Options without a value, set to 'yes' (only curated.txt takes them). */
const FLAGS = new Set(['whole', 'inside']);

/**
 * The hand-written lists (seeds/*.txt) in a compact format:
 *
 *     @ kind=loanword; match=stem; ref=외래어 표기법; source=외래어 표기 용례
 *     메세지 > 메시지
 *     어떻해 > 어떡해|어떻게 ; match=exact ; lemma=어떡하다   # a note
 *
 * An `@` line sets the defaults for the lines after it (until the next `@` line). An entry line
 * is `wrong > right[|alternative...]`, then optional `; key=value` overrides (kind, match,
 * context, ref, source, lemma; in curated.txt also message and the flags whole, inside), then
 * an optional `# note`. `ref=dict` stands for 표준국어대사전 ‘lemma’ (the lemma defaults to the
 * first right form); `ref=-` for none.
 */
export function seedLines(file: string): SeedLine[] {
  const out: SeedLine[] = [];
  let defaults: Record<string, string> = {};
  const lines = readFileSync(join(SEED_DIR, file), 'utf8').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const where = `${file}:${i + 1}`;
    const hash = raw.indexOf('#');
    const note = hash >= 0 ? raw.slice(hash + 1).trim() : '';
    const line = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
    if (line === '') return;
    const parseOptions = (parts: string[]) => {
      const o: Record<string, string> = {};
      for (const part of parts) {
        const eq = part.indexOf('=');
        if (eq < 0 && FLAGS.has(part)) o[part] = 'yes';
        else if (eq < 0) throw new Error(`${where}: bad option ${part}`);
        else o[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
      }
      return o;
    };
    if (line.startsWith('@')) {
      defaults = parseOptions(
        line
          .slice(1)
          .split(';')
          .map((p) => p.trim())
          .filter(Boolean),
      );
      return;
    }
    const [pair = '', ...rest] = line.split(';').map((p) => p.trim());
    const options = { ...defaults, ...parseOptions(rest.filter(Boolean)) };
    const m = /^(.+?)\s*>\s*(.+)$/.exec(pair);
    if (!m) throw new Error(`${where}: expected wrong > right`);
    const right = (m[2] as string).split('|').map((r) => r.trim());
    const wrongs = (m[1] as string).split(',').map((w) => w.trim());
    out.push({ where, wrongs, right, options, note });
  });
  return out;
}

/** The reference an entry's options name: `ref=dict` (with its lemma), a norm, or none. */
export function referenceOf({ options: o, right }: SeedLine): string | null {
  const lemma = o.lemma ?? right[0];
  return !o.ref || o.ref === '-' ? null : o.ref === 'dict' ? `표준국어대사전 ‘${lemma}’` : o.ref;
}
