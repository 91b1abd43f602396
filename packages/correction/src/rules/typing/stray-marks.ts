/**
 * Stray marks (issue 34 §3): a key of the shift row or beside Enter and Backspace hit at the
 * end of a word on a Korean (QWERTY) keyboard: 수십= 건, 희망을{ 갖고, 갈 거* 같아, 보실 수}
 * 있어요, 했어요\. The mark has no use there, so the word is suggested without it.
 *
 * Precision first: only a mark right after a Hangul word that the speller knows, with a space
 * or the end of the line after it (and for = a Hangul word next, not 2+3=5), in a text that
 * uses that mark nowhere else: no bracket pairs, markdown emphasis or lists (*), footnote
 * marks, equations, tables (|) or code; URLs and code spans are protected anyway.
 */
import { type Context, type Rule, pushFinding } from '../../context.ts';
import { message } from '../../messages.ts';
import type { Finding } from '../../types.ts';
import { ruleInfo } from '../registry.ts';
import words from '../../data/rules/typing.json' with { type: 'json' };

const ID = 'punctuation.stray-mark';
const RULE = { id: ID, category: ruleInfo(ID).category };
const escape = (s: string) => s.replace(/[\\\]^-]/g, '\\$&');
const MARKS = words.strayMarks.map(escape).join('');
/** A Hangul word and the mark after it, then a space or the end of the line. */
const STRAY = new RegExp(`(?<![^\\s])([가-힣]+)([${MARKS}])(?=[ \\t]|$)`, 'gmu');
/** The other member of a pair: a lone { is no slip where } appears too. */
const PARTNER: Readonly<Record<string, string>> = { '{': '}', '}': '{', '[': ']', ']': '[' };

function run(ctx: Context, out: Finding[]): void {
  const text = ctx.text;
  if (!ctx.hasDictionary) return;
  STRAY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = STRAY.exec(text)) !== null) {
    const word = m[1] as string;
    const mark = m[2] as string;
    const end = m.index + m[0].length;
    // The mark used anywhere else in the text is no slip (pairs, lists, equations, tables).
    if (text.indexOf(mark) !== end - 1 || text.lastIndexOf(mark) !== end - 1) continue;
    const partner = PARTNER[mark];
    if (partner !== undefined && text.includes(partner)) continue;
    if (mark === '=' && !/^[ \t]+[가-힣]/.test(text.slice(end))) continue;
    if (ctx.isProtected(m.index, end) || ctx.spell(word) !== true) continue;
    pushFinding(
      out,
      RULE,
      m.index,
      m[0].length,
      [word],
      message(ID, { original: m[0], word }),
      null,
    );
  }
}

export const strayMarkRule: Rule = { ...RULE, run };
