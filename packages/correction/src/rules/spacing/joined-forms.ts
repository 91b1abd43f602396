/**
 * Endings and auxiliaries that belong to the verb before them but were written apart: -ㄹ게 and
 * -ㄹ걸 (할 게요), -ㄹ지 and -는지 (할 지), -ㄹ수록 and its kin (할 수록), -아지다/-어지다 and
 * -아하다/-어하다 (없어 졌어, 좋아 하는); and 만하다, one word apart from the -ㄹ form before it
 * (볼만 하다 -> 볼 만하다). The endings are data (src/data/rules/spacing-joined-forms.json).
 */
import { POS, isAdjectivalTag, isVerbalStemTag } from '../../analysis/pos.ts';
import { type Rule, tokenRule } from '../../context.ts';
import { FINAL_RIEUL, finalIndex, isAllHangul } from '../../hangul.ts';
import { message } from '../../messages.ts';
import words from '../../data/rules/spacing-joined-forms.json' with { type: 'json' };
import { analysisOf } from '../analysis-gates.ts';
import { REF } from '../references.ts';
import {
  ADNOMINAL_L,
  VERB_TAGS,
  adnominalEndsAt,
  endsInAdnominalL,
  finalMorph,
  joinPrevious,
  nextCore,
  plainPrevious,
} from './shared.ts';

const GE_ALONE = /^(게|께|걸|껄)(요)?$/;

/** 할 게요 -> 할게요 (the ending -ㄹ게 belongs to the verb). */
const lgeJoin = tokenRule('spacing.l-ge', (token, ctx) => {
  const m = GE_ALONE.exec(token.core);
  if (!m) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev) return null;
  const last = prev.core[prev.core.length - 1];
  if (finalIndex(last) !== FINAL_RIEUL || !last || !ADNOMINAL_L.has(last) || prev.core.length < 1)
    return null;
  if (prev.core === '일' || prev.core === '날') return null;
  // 할게/할걸 end a sentence (or precede 그랬다); mid-sentence, 먹을 게 없다 and 않을 걸 알다
  // are the dependent noun 것 with a particle, correctly written apart.
  const after = ctx.text.slice(token.end).match(/^\s*(\S*)/)?.[1] ?? '';
  if (after !== '' && !/^[.!?~…,]/.test(after) && !after.startsWith('그랬')) return null;
  const ending = m[1] === '께' ? '게' : m[1] === '껄' ? '걸' : (m[1] ?? '');
  return joinPrevious(
    prev,
    token,
    message('spacing.l-ge'),
    REF.plainConsonantEnding,
    `${ending}${m[2] ?? ''}`,
  );
});

const JI_ALONE = /^지(도|는|가|를|만|요|조차|라도)?$/;
const isVerbTag = (tag: string | undefined) => tag !== undefined && VERB_TAGS.has(tag);

/**
 * 할 지 모르겠다 -> 할지 모르겠다, 있는 지 -> 있는지, 올 지도 -> 올지도: the endings -ㄹ지 and -는지
 * (and -ㄹ지라도) belong to the verb. After -ㄹ and -는 a lone 지 is never the dependent noun of
 * time, which follows the past -ㄴ (떠난 지 3년: left alone). The word before must read as an
 * adnominal form to the analysis (줄 지, the noun 줄, is not).
 */
const lJiJoin = tokenRule('spacing.l-ji', (token, ctx) => {
  const m = JI_ALONE.exec(token.core);
  if (!m) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev) return null;
  const last = prev.core[prev.core.length - 1] ?? '';
  if (finalIndex(last) !== FINAL_RIEUL && last !== '는') return null;
  const final = finalMorph(ctx, prev);
  if (!final) return null;
  if (final.last !== POS.adnominalEnding) {
    // 올 지도 몰라 reads as 올 (this year's) and 지도 (map) in the sentence: before 모르다 it is
    // the ending if the word with 지 reads as a verb and an ending (올지, not 서울지).
    if (token.core !== '지도' || !/^(모르|몰|모릅|모른)/.test(nextCore(ctx, token))) return null;
    const alone = ctx.models?.analyzer.analyze(`${prev.core}지`) ?? [];
    const end = alone[alone.length - 1];
    const before = alone[alone.length - 2];
    if (!end || end.last !== POS.connectiveEnding) return null;
    if (
      !isVerbTag(end.first) &&
      !(
        end.first === POS.connectiveEnding &&
        (isVerbTag(before?.last) || before?.last === POS.prefinalEnding)
      )
    )
      return null;
  }
  return joinPrevious(prev, token, message('spacing.l-ji'), REF.spacingWords);
});

/**
 * 할 수록 -> 할수록, 클 뿐더러 -> 클뿐더러, 죽을 망정 -> 죽을망정: the endings -ㄹ수록, -ㄹ뿐더러,
 * -ㄹ망정 and -ㄹ지언정 are one with the verb, never a dependent noun after -ㄹ (수록 the noun,
 * "included", does not follow an adnominal form). The word before must end in ㄹ and read as
 * an adnominal form.
 */
const L_ENDINGS: ReadonlySet<string> = new Set(words.lEndings);
const lEnding = tokenRule('spacing.l-ending', (token, ctx) => {
  if (!L_ENDINGS.has(token.core) || token.coreStart !== token.start) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev || finalIndex(prev.core[prev.core.length - 1]) !== FINAL_RIEUL) return null;
  if (finalMorph(ctx, prev)?.last !== POS.adnominalEnding) return null;
  return joinPrevious(
    prev,
    token,
    message('spacing.l-ending', { ending: token.core }),
    REF.dict(`-ㄹ${token.core}`),
  );
});

/**
 * 활발해 지면서 -> 활발해지면서, 없어 졌어 -> 없어졌어, 좋아 하는 -> 좋아하는: -아지다/-어지다, and
 * -아하다/-어하다 after an adjective, are written together with the
 * verb or adjective (unlike an auxiliary after -아/-어, which may go either way), where the
 * analysis reads the word before as ending in -아/-어 and 지다 as the auxiliary after it, and
 * hunspell knows the word joined.
 */
const JIDA_START = /^[지진질집졌져짐]/;
const HADA_START = /^[하한할함합했해]/;
const eojidaJoin = tokenRule('spacing.eojida', (token, ctx) => {
  const hada = HADA_START.test(token.core);
  if ((!hada && !JIDA_START.test(token.core)) || !isAllHangul(token.core)) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev) return null;
  if (!/[아어여해와워려져봐줘춰]$/.test(prev.core)) return null;
  // -(으)려 하다 is a construction of its own, written apart (쓰려 했다: 쓰리다 is also an adjective).
  if (hada && prev.core.endsWith('려')) return null;
  const morphs = analysisOf(ctx, prev.coreStart, token.coreEnd);
  if (!morphs) return null;
  const before = morphs.find((m) => m.end === prev.coreEnd);
  const aux = morphs.find((m) => m.start === token.coreStart);
  if (
    !before ||
    before.last !== POS.connectiveEnding ||
    !(VERB_TAGS.has(before.first) || before.first === POS.connectiveEnding)
  )
    return null;
  // The analysis reads 하 after -아/-어 as the auxiliary or, as often (좋아 하는), as the verb.
  const auxiliary =
    aux !== undefined && (aux.first === POS.auxiliary || (hada && aux.first === POS.verb));
  if (!aux || !auxiliary || !(hada ? HADA_START : JIDA_START).test(aux.surface)) return null;
  // An adjective's -아/-어 before 하다 only (좋아 하는, 힘들어 해요); after a verb it is -어야
  // or another construction.
  if (
    hada &&
    !isAdjectivalTag(
      before.first === POS.connectiveEnding
        ? (morphs[morphs.indexOf(before) - 1]?.last ?? '')
        : before.first,
    )
  )
    return null;
  // The analysis also reads 지구, 지어졌다 and 해 질 녘 so: hunspell must know the joined word,
  // and a one-syllable word before (해, the sun) is left alone.
  if (prev.core.length < 2 || ctx.spell(`${prev.core}${token.core}`) !== true) return null;
  return joinPrevious(
    prev,
    token,
    message(hada ? 'spacing.eojida.hada' : 'spacing.eojida'),
    REF.auxiliaryVerb,
  );
});

/**
 * 볼만 하다 -> 볼 만하다, 볼 만 하다 -> 볼 만하다: the auxiliary adjective 만하다 is one word,
 * apart from the -ㄹ form before it (제47항 also allows 볼만하다, never 볼만 하다). Only after a
 * form the analysis or the syllable reads as adnominal -ㄹ (공부만 하다, "only study", stays).
 */
const MANHADA_FORM = /^(하|해|한|할|함|합|했)/;
const MANHADA_MESSAGE = message('spacing.l-manhada');
const manHada = tokenRule('spacing.l-manhada', (token, ctx) => {
  if (!MANHADA_FORM.test(token.core) || !isAllHangul(token.core)) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev || !prev.core.endsWith('만') || !isAllHangul(prev.core)) return null;
  if (prev.core === '만') {
    // 볼 만 하다: join 만 to 하다.
    // The analysis must read the adnominal ending: 을 is also the object particle (사람을 만 한
    // 번, the numeral).
    const before = plainPrevious(ctx, prev);
    if (!before || !isAllHangul(before.core)) return null;
    if (!adnominalEndsAt(ctx, before, before.coreEnd)) return null;
    return joinPrevious(prev, token, MANHADA_MESSAGE, REF.auxiliaryVerb);
  }
  // 볼만 하다: 만 goes to 하다.
  // 일, 잘 and 들 are mostly the noun, the adverb and the plural suffix (일만 하다, 잘만 하는,
  // 사람들만 할): after them the analysis must read the adnominal ending; 을 never passes.
  const head = prev.core.slice(0, -1);
  if (head.endsWith('을') || !endsInAdnominalL(ctx, prev, head)) return null;
  if (/[일잘들]$/.test(head) && !adnominalEndsAt(ctx, prev, prev.coreStart + head.length))
    return null;
  // ... and the word after must be the verb (심볼만 해당: the noun).
  const verb = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (verb && !isVerbalStemTag(verb.find((m) => m.start === token.coreStart)?.first ?? ''))
    return null;
  return {
    start: prev.coreEnd - 2,
    end: token.coreEnd,
    suggestions: [`${head[head.length - 1] ?? ''} 만${token.core}`],
    message: MANHADA_MESSAGE,
    reference: REF.auxiliaryVerb,
  };
});

export const joinedFormRules: Rule[] = [lgeJoin, lJiJoin, lEnding, eojidaJoin, manHada];
