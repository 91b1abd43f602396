/**
 * Two adverbs of one sound: 이따가 (later) and 있다가 (stay and then), 반드시 (certainly) and
 * 반듯이 (straight), decided by the clause: 이따가 heads a clause before a verb of meeting or
 * calling and never goes with the past; 반듯이 goes with posture and shape.
 */
import type { Context, Token } from '../../context.ts';
import { message } from '../../messages.ts';
import type { Finding } from '../../types.ts';
import { anyOf } from '../patterns.ts';
import { REF } from '../references.ts';
import { after, isPast, isPunctEnd, nextPredicate, stemOfToken } from './clause.ts';
import { push, setOf, words } from './shared.ts';

/** How a clause after 이따가 (later) starts: a verb of meeting, calling or going. */
const LATER_VERBS = new RegExp(`^(${anyOf(words.laterVerbs)})`);
/** Words that may stand before 이따가 at the head of a clause (그럼 이따가 봐). */
const CLAUSE_OPENERS = setOf(words.clauseOpeners);

/** 있다가 -> 이따가 at the head of a clause; 이따가 -> 있다가 with a past predicate. */
export function ittaga(ctx: Context, token: Token, out: Finding[]): void {
  if (token.text !== token.core) return;
  const prev = ctx.tokens[token.index - 1];
  const predicate = nextPredicate(ctx, token.index);
  if (token.core === '있다가') {
    // 이따가 (later) at the head of a clause, before a verb of meeting, calling or going.
    const beforePrev = prev ? ctx.tokens[prev.index - 1] : undefined;
    const open =
      !prev ||
      isPunctEnd(prev.text) ||
      (CLAUSE_OPENERS.has(prev.core) && (!beforePrev || isPunctEnd(beforePrev.text)));
    const next = ctx.tokens[token.index + 1];
    if (!open || !next || !LATER_VERBS.test(next.core)) return;
    if (predicate && isPast(ctx, predicate)) return;
    const said = message('grammar.context-word.ittaga');
    push(out, ctx, token.coreStart, token.coreEnd, '이따가', said, REF.homophones);
    return;
  }
  // 이따가 (later) cannot go with a past predicate: 조금 이따가 갔다 is 조금 있다가 갔다.
  if (!predicate || !isPast(ctx, predicate)) return;
  if (/[고며]$/.test(predicate.core) || /다고|라고|자고|냐고/.test(predicate.core)) return;
  const said = message('grammar.context-word.itdaga');
  push(out, ctx, token.coreStart, token.coreEnd, '있다가', said, REF.homophones);
}

/** Verbs of posture and shape that 반듯이 (straight, neatly) goes with. */
const SHAPE_STEMS = setOf(words.shapeStems);
/** Postures before which 반드시 in a past statement is 반듯이 (반드시 누웠다). */
const POSTURE_STEMS = setOf(words.postureStems);
/** Endings of obligation, will and purpose: 반드시 (must) is meant there. */
const MODAL = /야|겠|[할될갈줄올볼을]|것|세요|십시|려|면|게|도록/;

/** 반듯이 -> 반드시 before other predicates; 반드시 -> 반듯이 before a posture in the past. */
export function bandeusi(ctx: Context, token: Token, out: Finding[]): void {
  if (token.text !== token.core) return;
  const predicate = nextPredicate(ctx, token.index);
  if (!predicate) return;
  const stem = stemOfToken(ctx, predicate);
  if (!stem) return;
  if (token.core === '반듯이') {
    // 반듯이 goes with posture and shape; before any other predicate it is 반드시.
    if (SHAPE_STEMS.has(stem)) return;
    const said = message('grammar.context-word.bandeusi');
    push(out, ctx, token.coreStart, token.coreEnd, '반드시', said, REF.homophones);
    return;
  }
  // 반드시 right before 눕다/앉다/세우다/펴다 in a plain past statement (not "must"): 반듯이.
  const next = ctx.tokens[token.index + 1];
  if (next !== predicate || !POSTURE_STEMS.has(stem)) return;
  const rest = after(ctx, token.index, 3)
    .map((t) => t.core)
    .join(' ');
  if (MODAL.test(rest) || !(isPast(ctx, predicate) || /[은운] 채/.test(rest))) return;
  const said = message('grammar.context-word.bandeut-i');
  push(out, ctx, token.coreStart, token.coreEnd, '반듯이', said, REF.homophones);
}
