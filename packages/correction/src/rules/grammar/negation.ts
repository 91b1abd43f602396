/**
 * 안 and 않 (표준국어대사전 ‘안’, ‘않다’): the adverb of negation before a verb is 안 (안 돼,
 * 안 좋아), written apart; after -지 the negative verb is 않다 (하지 않아요).
 */
import { isPredicateTag } from '../../analysis/pos.ts';
import { type Rule, tokenRule } from '../../context.ts';
import { message } from '../../messages.ts';
import { anyOf } from '../patterns.ts';
import { REF } from '../references.ts';
import words from '../../data/rules/grammar.json' with { type: 'json' };

const d = REF.dict;

/** How the verb 않다 goes on after 않 (the train and dev parts show no other start). */
const ANH_FORMS =
  /^않(아|았|고|는|은|을|으|습|기|길|게|다|네|지|잖|니|냐|느|나|던|더|겠|도|음|든|건|거|구|죠|소|어|자)/;

const ANH_START = /^않[가-힣]/;

/** 않 돼 -> 안 돼, 않해 -> 안 해, 않좋아 -> 안 좋아 (the adverb of negation is 안). */
const anhToAn = tokenRule('grammar.an-anh', (token, ctx) => {
  const core = token.core;
  if (core === '않') {
    const next = ctx.tokens[token.index + 1];
    if (!next) return null;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: ['안'],
      message: message('grammar.an-anh.to-an'),
      reference: d('안'),
    };
  }
  // Any other start than a form of 않다 (않아, 않고, 않길, 않자, 않느냐 ...): 않좋아, 않돼, 않해.
  if (!ANH_START.test(core) || ANH_FORMS.test(core)) return null;
  // After -지 the word is 않다 (새롭지 않되 is 않다 with the ending -되, 새로운 소설이다), and
  // anything else there is a typo of it (언급하지 않있다: 않았다, not 안 있다).
  const prev = ctx.tokens[token.index - 1];
  if (prev?.core.endsWith('지')) return null;
  // What follows 않 must be a verb or adjective of its own (좋아, 괜찮아, 돼, 해). A mistyped
  // form of 않다 is a typo for the spelling rules, not 안 + something (않겧다고, 않근, 않얠).
  const first = ctx.models?.analyzer.analyze(core.slice(1))[0];
  if (first && (first.unknown || !isPredicateTag(first.first))) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`안 ${core.slice(1)}`],
    message: message('grammar.an-anh.to-an-spaced'),
    reference: d('안'),
  };
});

/** Verb stems that -지 않다 follows (하지, 먹지, 괜찮지 ...). */
const JI_VERBS = new RegExp(`(${anyOf(words.jiVerbs)})지$`);
/** Nouns ending in 지 (가지, 바지, 아버지): no -지 of a verb. */
const JI_NOUNS = new RegExp(`(${anyOf(words.jiNouns)})$`);

const AN_FORM = /^안(아|았|는|은|고|을|으|습|기|게|다|네|지|어|잖|니)/;

/** 하지 안아요 -> 하지 않아요 (after -지 the verb is 않다). */
const anToAnh = tokenRule('grammar.an-anh', (token, ctx) => {
  const m = AN_FORM.exec(token.core);
  if (!m) return null;
  const prev = ctx.tokens[token.index - 1];
  if (!prev || prev.text !== prev.core || !JI_VERBS.test(prev.core)) return null;
  if (JI_NOUNS.test(prev.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`않${token.core.slice(1)}`],
    message: message('grammar.an-anh.to-anh'),
    reference: d('않다'),
  };
});

export const negationRules: Rule[] = [anhToAn, anToAnh];
