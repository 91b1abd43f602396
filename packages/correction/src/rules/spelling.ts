/**
 * Spelling: the curated table of misspellings (spelling.misspelling; its entries are written in
 * scripts/lexicon/seeds/curated.txt and built into src/data/curated-misspellings.json, with the
 * lexicon, by `npm run build:lexicon`), and two rules of 거 and 며칠 written apart.
 */
import { type Rule, regexRule } from '../context.ts';
import { message } from '../messages.ts';
import { REF } from './references.ts';
import { type TableEntry, tableRule } from './table-rule.ts';
import curated from '../data/curated-misspellings.json' with { type: 'json' };
import words from '../data/rules/spelling.json' with { type: 'json' };

/** Common misspellings of whole words or stems (matched at the start of a word). */
export const MISSPELLINGS: readonly TableEntry[] = curated.misspellings.map((e) => ({
  wrong: e.wrong,
  right: e.right,
  reference: e.reference,
  whole: e.whole,
  inside: e.inside,
  message: e.message === undefined ? undefined : message(e.message),
}));

/**
 * 내 꺼야 -> 내 거야, 누구 꺼예요 -> 누구 거예요: 거 (것) after a pronoun, written as it sounds
 * (the table has 내꺼 and 니꺼 run together). Only where 꺼 ends the word or carries the copula
 * or a particle: 내 꺼내 줄게 is 꺼내다, 불 꺼 is 끄다 (no pronoun before).
 */
const kkeo = regexRule({
  id: 'spelling.kkeo',
  pattern: new RegExp(
    `(?<![가-힣])(?:${words.kkeoOwners.join('|')}) (?<x>꺼)(?=(?:${words.kkeoAfter.join('|')})?(?![가-힣]))`,
    'dg',
  ),
  replace: () => '거',
  message: message('spelling.kkeo'),
  reference: REF.plainConsonantEnding,
});

/**
 * 몇 일 동안 -> 며칠 동안, 몇 일전 -> 며칠전: 며칠 spelt as it would be if it were 몇 + 일, written
 * apart (the table has 몇일 run together). Not before 을, 를 or 들: 몇 일을 may be a few tasks.
 */
const myeochil = regexRule({
  id: 'spelling.myeochil',
  pattern: /(?<![가-힣])(?<x>몇 일)(?![을를들])/dg,
  replace: () => '며칠',
  message: message('spelling.myeochil'),
  reference: REF.myeochil,
});

export const spellingRules: Rule[] = [
  kkeo,
  myeochil,
  tableRule('spelling.misspelling', MISSPELLINGS, (original, suggestion) =>
    message('spelling.misspelling', { original, suggestion }),
  ),
];
