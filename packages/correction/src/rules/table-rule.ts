import { type Rule, regexRule } from '../context.ts';
import type { Message } from '../types.ts';
import { escapeRegex } from './patterns.ts';

export interface TableEntry {
  wrong: string;
  right: string | string[];
  reference: string | null;
  /** When true the entry matches only as a whole word (no Hangul may follow). */
  whole?: boolean;
  /** When true the entry also matches inside a word (the wrong form never occurs correctly). */
  inside?: boolean;
  /** Optional specific explanation; otherwise the table's default message is used. */
  message?: Message;
}

/**
 * A curated table of wrong -> right forms. An entry matches at the start of a Korean word
 * (no Hangul syllable before it); endings and particles may follow unless `whole` is set.
 */
function matchTable(
  id: string,
  entries: readonly TableEntry[],
  defaultMessage: (original: string, suggestion: string) => Message,
): Rule {
  const byWrong = new Map<string, TableEntry>();
  for (const e of entries) {
    if (byWrong.has(e.wrong)) throw new Error(`${id}: duplicate entry ${e.wrong}`);
    byWrong.set(e.wrong, e);
  }
  const sorted = [...entries].sort((a, b) => b.wrong.length - a.wrong.length);
  const alternatives = sorted.map(
    (e) => (e.inside ? '' : '(?<![가-힣])') + escapeRegex(e.wrong) + (e.whole ? '(?![가-힣])' : ''),
  );
  const pattern = new RegExp(`(?<x>${alternatives.join('|')})`, 'gd');
  return regexRule({
    id,
    pattern,
    replace: (m) => {
      const entry = byWrong.get(m.groups?.x ?? '');
      if (!entry) return null;
      return Array.isArray(entry.right) ? entry.right : [entry.right];
    },
    message: (original, suggestion) =>
      byWrong.get(original)?.message ?? defaultMessage(original, suggestion),
    reference: null,
  });
}

/** A table rule whose findings carry each entry's own reference. */
export function tableRule(
  id: string,
  entries: readonly TableEntry[],
  defaultMessage: (original: string, suggestion: string) => Message,
): Rule {
  const inner = matchTable(id, entries, defaultMessage);
  const refs = new Map(entries.map((e) => [e.wrong, e.reference]));
  return {
    ...inner,
    run(ctx, out) {
      const before = out.length;
      inner.run(ctx, out);
      for (let i = before; i < out.length; i++) {
        const f = out[i];
        if (!f) continue;
        f.reference = refs.get(ctx.text.slice(f.offset, f.offset + f.length)) ?? null;
      }
    },
  };
}
