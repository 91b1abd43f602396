import type { Morph } from '../analysis/analyzer.ts';
import type { Context, Rule } from '../context.ts';
import { wordAnalysisOf } from './analysis-gates.ts';
import pairs from '../data/saisiot-pairs.json' with { type: 'json' };
import { quoted } from '../hangul.ts';
import type { Finding, Message } from '../types.ts';

/**
 * 사이시옷 (한글 맞춤법 제30항) over the pairs derived from mecab-ko-dic's compounds and attested
 * in the train corpus (scripts/build-saisiot.ts): a noun written without the ㅅ the
 * dictionary's compound has (나무잎 -> 나뭇잎), or with a ㅅ before an aspirated or tense
 * consonant, where 제30항 adds none (윗층 -> 위층). The word must start the eojeol and be all of it
 * or be followed by a particle or the copula only, and the analyser must read the span as nouns
 * (no name, no 바다 + 가); hunspell must not know a form that lacks the ㅅ.
 */
export const SAISIOT_RULE_ID = 'spelling.saisiot';
const REFERENCE = '한글 맞춤법 제30항';

const MISSING = new Map(pairs.missing.map((p) => [p.wrong, p.right]));
const SUPERFLUOUS = new Map(pairs.superfluous.map((p) => [p.wrong, p.right]));
const MAX_LENGTH = Math.max(...[...MISSING.keys(), ...SUPERFLUOUS.keys()].map((w) => w.length));
/** First syllables of the table's words, as codes (core[0] would make a string per word). */
const FIRST = new Set([...MISSING.keys(), ...SUPERFLUOUS.keys()].map((w) => w.charCodeAt(0)));
const MIN_LENGTH = Math.min(...[...MISSING.keys(), ...SUPERFLUOUS.keys()].map((w) => w.length));

/** What may follow the noun inside its eojeol: particles, the copula and its endings. */
const TAIL = /^(?:J|VCP|E)/;

function message(wrong: string, right: string, missing: boolean): Message {
  return missing
    ? {
        ko: `${quoted(wrong, '은', '는')} 사이시옷을 받쳐 ${quoted(right, '으로', '로')} 적습니다.`,
        en: `‘${wrong}’ is a compound written with 사이시옷 (ㅅ): ‘${right}’.`,
      }
    : {
        ko: `뒷말이 거센소리나 된소리로 시작하면 사이시옷을 적지 않으므로 ${quoted(right, '이', '가')} 맞습니다.`,
        en: `No 사이시옷 (ㅅ) before an aspirated or tense consonant: ‘${right}’.`,
      };
}

export const saisiotRule: Rule = {
  id: SAISIOT_RULE_ID,
  category: 'SPELLING',
  // Below the misspelling lexicon (9), whose pairs keep their own messages on the same word.
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
        const finding: Finding = {
          offset: start,
          length: len,
          suggestions: [right],
          ruleId: SAISIOT_RULE_ID,
          category: 'SPELLING',
          message: message(head, right, missing),
          reference: REFERENCE,
        };
        out.push(finding);
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
    const pos = m.first !== '*' ? m.first : m.pos;
    // A superfluous ㅅ makes a non-word the analyser splits anyhow (놀/VV+ETM 잇 터): only names
    // and foreign words stop it.
    if (missing ? !/^(?:NNG|MAG)$/.test(pos) : /^(?:NNP|SL|SH|SN)$/.test(pos)) return false;
    if (m.semantic === '인명' || m.semantic === '지명') return false;
    at = m.end;
  }
  if (at !== end) return false;
  for (; i < morphs.length; i++) {
    const m = morphs[i] as Morph;
    if (!TAIL.test(m.first !== '*' ? m.first : m.pos)) return false;
  }
  return true;
}
