/**
 * What may follow a noun inside its eojeol: the plural 들, particles, the copula and its
 * common endings. A lexicon entry matched as `noun` fires only when the rest of the eojeol is
 * made of these pieces (메세지를, 메세지들도, 메세지입니다), so a wrong form that is the start
 * of some other word does not match. The pieces are data (src/data/rules/noun-tail.json).
 */
import tails from '../data/rules/noun-tail.json' with { type: 'json' };

/** Postpositions: they may follow each other (까지만, 에서처럼) and take a closing particle. */
const POST: ReadonlySet<string> = new Set(tails.postpositions);
/** Particles that close the eojeol (메세지를, 메세지에서도), the copula and its endings. */
const FINAL: ReadonlySet<string> = new Set([...tails.closing, ...tails.copula]);

/**
 * True when `tail` is empty or reads as: the plural 들, up to two postpositions, then
 * optionally one closing particle or copula form (메세지를, 메세지들도, 메세지에서도,
 * 메세지까지입니다). 캐롤라인 is not 캐롤 + 라 + 인; 근대국가 is not 근대국 + 가 + ...
 */
export function isNounTail(tail: string): boolean {
  return nounTail(tail);
}

/** The endings of 하다/되다/시키다 after a noun (캡쳐해서, 진렬했다, 프로포즈하고). */
const VERB_AFTER_NOUN = /^(?:[하해했한할함합]|[되돼됐된될됨됩]|시키|시켜|시켰)[가-힣]*$/;

/** isNounTail, or a 하다/되다/시키다 verb made from the noun (lexicon `noun` matches). */
export function isNounOrVerbTail(tail: string): boolean {
  return nounTail(tail) || VERB_AFTER_NOUN.test(tail);
}

function nounTail(tail: string): boolean {
  let rest = tail;
  if (rest.startsWith('들')) rest = rest.slice(1);
  const tryFrom = (s: string, posts: number): boolean => {
    if (s.length === 0 || FINAL.has(s)) return true;
    if (posts >= 2) return false;
    for (let len = 1; len <= 3 && len <= s.length; len++)
      if (POST.has(s.slice(0, len)) && tryFrom(s.slice(len), posts + 1)) return true;
    return false;
  };
  return tryFrom(rest, 0);
}
