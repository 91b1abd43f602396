/**
 * The wrong word for the meaning: adverbs in -이 and -히 (한글 맞춤법 제51항), 웬 (what kind of)
 * for 왠, the word-choice table (그러고 나서, 눈에 띄다, 자리를 빌려), 얘기 (talk) for 애기 (baby),
 * and 다르다 (differ) for 틀리다 (be wrong) after a comparison. The tables are data
 * (src/data/rules/grammar.json).
 */
import { isParticleTag } from '../../analysis/pos.ts';
import { type Rule, regexRule } from '../../context.ts';
import { message } from '../../messages.ts';
import { lookup } from '../patterns.ts';
import { REF } from '../references.ts';
import { type TableEntry, tableRule } from '../table-rule.ts';
import words from '../../data/rules/grammar.json' with { type: 'json' };

const d = REF.dict;

/** A table of the data file: each entry cites its lemma in the dictionary. */
interface WordEntry {
  wrong: string;
  right: string;
  lemma: string;
  whole?: boolean;
  message?: string;
}

const entriesOf = (list: readonly WordEntry[]): TableEntry[] =>
  list.map((e) => ({
    wrong: e.wrong,
    right: e.right,
    reference: d(e.lemma),
    whole: e.whole,
    message: e.message === undefined ? undefined : message(e.message),
  }));

/** 깨끗히 -> 깨끗이, 솔직이 -> 솔직히: whole words only. */
export const I_HI_ADVERBS: readonly TableEntry[] = Object.entries(words.iHiAdverbs).map(
  ([wrong, right]) => ({ wrong, right, reference: REF.ieHi, whole: true }),
);

const iHiRule = tableRule('grammar.i-hi', I_HI_ADVERBS, (original, suggestion) =>
  message('grammar.i-hi', { original, suggestion, last: suggestion.slice(-1) }),
);

const waeRule = tableRule('grammar.wae-wen', entriesOf(words.waeWen), (_original, suggestion) =>
  message('grammar.wae-wen', { suggestion }),
);

/**
 * Word choices that read like spelling slips but are the wrong word: the conjunction 그리고
 * before 나서 (the verb 그러다 is meant), 띠다 (bear a colour) for 띄다 (catch the eye), and
 * 빌다 (pray, beg) for 빌리다 (make use of an occasion). Only in the collocations, so 허리에
 * 띠를, 용서를 빌어 and 그리고 alone stay.
 */
const wordChoiceRule = tableRule(
  'grammar.word-choice',
  entriesOf(words.wordChoice),
  (original, suggestion) => message('grammar.word-choice', { original, suggestion }),
);

/**
 * 애기 좀 하자 -> 얘기 좀 하자: 얘기 is short for 이야기 (talk); 애기 is a baby. Only where talk is
 * meant: before 하다 or with 좀 before it, or as the object of 하다/나누다 (애기 좀 봐 is the
 * baby, and so is 애기를 들었다, lifted).
 */
const yaegiRule = regexRule({
  id: 'grammar.word-choice',
  pattern:
    /(?<![가-힣])(?<x>애기)(?=하[고는다면며자지게기셨시]|했|해|할|한다|합|함|\s좀\s(?:하|해|했|할)|를\s(?:하|해|했|할|나누|나눠|나눴))/dg,
  replace: () => '얘기',
  message: message('grammar.word-choice.yaegi'),
  reference: d('얘기'),
});

/**
 * 너랑 틀려 -> 너랑 달라, 나와 생각이 틀리다 -> 다르다: after a comparison with 와/과/랑/하고, 틀리다
 * (be wrong) stands for 다르다 (differ). The particle must read as one (시험에 나와 틀렸다: 나오다);
 * 틀 the noun (구조와 틀은) is no form of 틀리다.
 */
const TEULLIDA_BEFORE =
  /([가-힣]+)(와|과|랑|이랑|하고) (?:[가-힣]+[이가] )?(?:(?:완전|많이|좀|조금|너무|아주|전혀|약간|확실히) )?$/;
const toDareuda = lookup(words.teullida);
const teullidaRule = regexRule({
  id: 'grammar.word-choice',
  // The form first, the comparison before it checked on a match: a leading lookbehind would be
  // tried at every position of the text.
  pattern: /(?<x>틀[리려렸린릴립])/dg,
  replace: (m, ctx) => {
    const at = m.index;
    const before = TEULLIDA_BEFORE.exec(ctx.text.slice(Math.max(0, at - 40), at));
    if (!before) return null;
    // The particle of the comparison, as the analysis reads it.
    const [whole, noun = '', josa = ''] = before;
    const end = at - (whole.length - noun.length - josa.length);
    const particle = ctx.morphsIn(end - josa.length, end).at(-1);
    if (!particle || !isParticleTag(particle.pos)) return null;
    return toDareuda(m);
  },
  message: message('grammar.word-choice.teullida'),
  reference: d('다르다'),
});

export const wordChoiceRules: Rule[] = [iHiRule, waeRule, wordChoiceRule, yaegiRule, teullidaRule];
