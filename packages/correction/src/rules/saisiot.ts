import type { Morph } from '../analysis/analyzer.ts';
import {
  POS,
  firstTagOf,
  isNameOrSymbolTag,
  isNounTailTag,
  isPersonOrPlace,
} from '../analysis/pos.ts';
import { type Context, type Rule, pushFinding } from '../context.ts';
import { message } from '../messages.ts';
import { wordAnalysisOf } from './analysis-gates.ts';
import { ruleInfo } from './registry.ts';
import pairs from '../data/saisiot-pairs.json' with { type: 'json' };

/**
 * 사이시옷 (한글 맞춤법 제30항) over the pairs derived from mecab-ko-dic's compounds and attested
 * in the train corpus (scripts/build-saisiot.ts): a noun written without the ㅅ the
 * dictionary's compound has (나무잎 -> 나뭇잎), or with a ㅅ before an aspirated or tense
 * consonant, where 제30항 adds none (윗층 -> 위층). The word must start the eojeol and be all of it
 * or be followed by a particle or the copula only, and the analyser must read the span as nouns
 * (no name, no 바다 + 가); hunspell must not know a form that lacks the ㅅ.
 */
export const SAISIOT_RULE_ID = 'spelling.saisiot';
const RULE = { id: SAISIOT_RULE_ID, category: ruleInfo(SAISIOT_RULE_ID).category };
const REFERENCE = '한글 맞춤법 제30항';

const MISSING = new Map(pairs.missing.map((p) => [p.wrong, p.right]));
const SUPERFLUOUS = new Map(pairs.superfluous.map((p) => [p.wrong, p.right]));
const MAX_LENGTH = Math.max(...[...MISSING.keys(), ...SUPERFLUOUS.keys()].map((w) => w.length));
/** First syllables of the table's words, as codes (core[0] would make a string per word). */
const FIRST = new Set([...MISSING.keys(), ...SUPERFLUOUS.keys()].map((w) => w.charCodeAt(0)));
const MIN_LENGTH = Math.min(...[...MISSING.keys(), ...SUPERFLUOUS.keys()].map((w) => w.length));

export const saisiotRule: Rule = {
  ...RULE,
  // Below the misspelling lexicon, whose pairs keep their own messages on the same word.
  run(ctx, out) {
    if (!ctx.models) return;
    for (const token of ctx.tokens) {
      const core = token.core;
      if (core.length < MIN_LENGTH || !FIRST.has(core.charCodeAt(0))) continue;
      for (let len = Math.min(MAX_LENGTH, core.length); len >= MIN_LENGTH; len--) {
        const head = core.slice(0, len);
        const right = MISSING.get(head) ?? SUPERFLUOUS.get(head);
        if (right === undefined) continue;
        const missing = MISSING.has(head);
        const start = token.coreStart;
        const end = start + len;
        if (ctx.isProtected(start, end)) break;
        if (!readsAsNoun(ctx, start, end, token.coreEnd, missing)) break;
        if (missing && ctx.spell(head) === true) break;
        const key = missing ? 'spelling.saisiot.missing' : 'spelling.saisiot.superfluous';
        pushFinding(
          out,
          RULE,
          start,
          len,
          [right],
          message(key, { wrong: head, right }),
          REFERENCE,
        );
        break;
      }
    }
  },
};

/**
 * The analyser's morphs of the eojeol (in the sentence's analysis or alone) cover [start, end) exactly, are common nouns there (a missing ㅅ: NNG,
 * or MAG for 오래, 어제; a superfluous one: no name or foreign word), and only a particle or the
 * copula follows up to the end of the eojeol.
 */
function readsAsNoun(
  ctx: Context,
  start: number,
  end: number,
  coreEnd: number,
  missing: boolean,
): boolean {
  if (nounReading(ctx.morphsIn(start, coreEnd), start, end, missing)) return true;
  // Or the eojeol analysed alone: the sentence's analysis may take a neighbour's reading (창밖에
  // 해빛이: 해/VV+EC).
  return nounReading(wordAnalysisOf(ctx, start, coreEnd) ?? [], start, end, missing);
}

function nounReading(
  morphs: readonly Morph[],
  start: number,
  end: number,
  missing: boolean,
): boolean {
  let at = start;
  let i = 0;
  for (; i < morphs.length && at < end; i++) {
    const m = morphs[i] as Morph;
    if (m.start !== at) return false;
    const pos = firstTagOf(m);
    // A superfluous ㅅ makes a non-word the analyser splits anyhow (놀/VV+ETM 잇 터): only names
    // and foreign words stop it.
    if (missing ? pos !== POS.commonNoun && pos !== POS.adverb : isNameOrSymbolTag(pos))
      return false;
    if (isPersonOrPlace(m)) return false;
    at = m.end;
  }
  if (at !== end) return false;
  for (; i < morphs.length; i++) {
    const m = morphs[i] as Morph;
    if (!isNounTailTag(firstTagOf(m))) return false;
  }
  return true;
}
