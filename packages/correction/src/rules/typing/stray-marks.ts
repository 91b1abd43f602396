/**
 * Stray marks (issue 34 §3): a key of the shift row or beside Enter and Backspace hit at the
 * end of a word on a Korean (QWERTY) keyboard: 수십= 건, 희망을{ 갖고, 갈 거* 같아, 보실 수}
 * 있어요, 했어요\. The mark has no use there, so the word is suggested without it.
 *
 * Precision first: only a mark right after a Hangul word, with a space or the end of the line
 * after it (and for = a Hangul word next, not 2+3=5), in a text that
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
/**
 * A Hangul word and the mark after it, then a space or the end of the line; at the end of a
 * line the word may end its sentence first (했다.\ as the hand reaches for Enter).
 */
const STRAY = new RegExp(`(?<![^\\s])([가-힣]+([.!?])?)([${MARKS}])(?=[ \\t]|$)`, 'gmu');
const LINE_END = /^[ \t]*(?:\n|$)/;
/** The other member of a pair: a lone { is no slip where } appears too. */
const PARTNER: Readonly<Record<string, string>> = { '{': '}', '}': '{', '[': ']', ']': '[' };

function run(ctx: Context, out: Finding[]): void {
  const text = ctx.text;
  STRAY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = STRAY.exec(text)) !== null) {
    const word = m[1] as string;
    const mark = m[3] as string;
    const end = m.index + m[0].length;
    // The mark used anywhere else in the text is no slip (pairs, lists, equations, tables).
    if (text.indexOf(mark) !== end - 1 || text.lastIndexOf(mark) !== end - 1) continue;
    const partner = PARTNER[mark];
    if (partner !== undefined && text.includes(partner)) continue;
    const rest = text.slice(end, end + 8);
    const atLineEnd = LINE_END.test(rest);
    if (m[2] !== undefined && !atLineEnd) continue;
    // = before a number or a symbol is an equation or an assignment (수십= 3).
    if (mark === '=' && !atLineEnd && !/^[ \t]+[가-힣]/.test(rest)) continue;
    if (ctx.isProtected(m.index, end)) continue;
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
