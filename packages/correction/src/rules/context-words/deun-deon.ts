/**
 * -든지 (a choice: 가든지 말든지, 무엇을 하든지 간에) and -던지 (recalling the past: 얼마나
 * 춥던지 손이 얼었다), decided by the degree adverb before the word and the clause after it.
 */
import { POS } from '../../analysis/pos.ts';
import type { Context, Token } from '../../context.ts';
import { decompose } from '../../hangul.ts';
import { message } from '../../messages.ts';
import type { Finding } from '../../types.ts';
import { anyOf } from '../patterns.ts';
import { REF } from '../references.ts';
import { isPast, isPunctEnd } from './clause.ts';
import { push, words } from './shared.ts';

/** What follows a choice (-든지 간에, -든지 말든지, -든지 해): no recollection there. */
const CHOICE_AFTER = new RegExp(`^(${anyOf(words.choiceAfter)})`);
/** After -던지, the next word starting so (간에, 상관없이) or being so (해, 하자): a choice. */
const DEON_TO_DEUN = new RegExp(
  `^(${anyOf(words.deonToDeunBefore)})|^(${anyOf(words.deonToDeunWords)})$`,
);

/** The final ㅆ (했던지: -았/었- + -던지 recalls the past). */
const FINAL_SS = 20;

/** The last word of the sentence after token `index` (at most ten words on), or null. */
function lastWordOfSentence(ctx: Context, index: number): Token | null {
  let last: Token | null = null;
  for (let i = index + 1; i < ctx.tokens.length && i <= index + 10; i++) {
    last = ctx.tokens[i] as Token;
    if (/[.!?]$/.test(last.text)) break;
  }
  return last;
}

/** The sentence after token `index` ends in a past statement (얼마나 춥던지 손이 얼었다). */
function sentenceEndsPast(ctx: Context, index: number): boolean {
  const last = lastWordOfSentence(ctx, index);
  return last !== null && isPast(ctx, last);
}

/** The sentence after token `index` ends in a future, a promise or a request (거야, 겠, 해라). */
function sentenceEndsFuture(ctx: Context, index: number): boolean {
  const last = lastWordOfSentence(ctx, index);
  return (
    last !== null &&
    /(겠|거야|거예요|거다|것이다|[ㄹ을할]게요?|해라|하라|마라|세요|하자)$/.test(last.core)
  );
}

/** The degree adverb (어찌나, 얼마나) among the four words before token `index`, or ''. */
function degreeBefore(ctx: Context, index: number): string {
  let degree = '';
  for (let i = index - 1; i >= 0 && i >= index - 4; i--) {
    const t = ctx.tokens[i] as Token;
    if (isPunctEnd(t.text)) break;
    if (t.core === '어찌나' || t.core === '얼마나') degree = t.core;
  }
  return degree;
}

/** -든지 -> -던지 after 어찌나/얼마나 (recalling); -던지 -> -든지 before a choice. */
export function deunDeon(ctx: Context, token: Token, out: Finding[]): void {
  const ms = ctx.morphsIn(token.coreStart, token.coreEnd);
  const ec = ms.find(
    (m) => (m.surface === '든지' || m.surface === '던지') && m.pos === POS.connectiveEnding,
  );
  if (!ec || ec.end !== token.coreEnd) return;
  const before = ctx.text[ec.start - 1];
  const next = ctx.tokens[token.index + 1];
  const nextCore = next && !/[.!?]$/.test(token.text) ? next.core : '';
  if (ec.surface === '든지') {
    // 어찌나 ... -든지, or 얼마나 ... -든지 with a past main clause: recalling, -던지.
    const degree = degreeBefore(ctx, token.index);
    if (!degree || !nextCore || CHOICE_AFTER.test(nextCore)) return;
    if (degree === '얼마나' && !sentenceEndsPast(ctx, token.index)) return;
    const said = message('grammar.context-word.deon');
    push(out, ctx, ec.start, ec.start + 1, '던', said, REF.deunDeon);
    return;
  }
  // -던지 간에, -던지 상관없이, -던지 아니면, -던지 해: a choice, -든지. Not after -았/었- (했던지).
  // 어떻던지 before a main clause that is not past: 결과가 어떻든지 우리에게 돌아올 거야.
  if (decompose(before)?.[2] === FINAL_SS || !nextCore) return;
  const concessive =
    before === '떻' && !/[.!?]$/.test(token.text) && sentenceEndsFuture(ctx, token.index);
  if (!concessive && !DEON_TO_DEUN.test(nextCore)) return;
  const said = message('grammar.context-word.deun');
  push(out, ctx, ec.start, ec.start + 1, '든', said, REF.deunDeon);
}
