/**
 * Dependent nouns written together with the word before them (한글 맞춤법 제42항): 수 (할수
 * 있다), 것/거 (하는것이, 할거야), 때문, 때, 줄, 만큼/뿐, 데, 터 (텐데, 테니), 척/체/바. Most
 * follow an adnominal form, which the syllables tell (src/data/rules/spacing.json) and the
 * analysis confirms; a word the dictionary knows stays. The nouns of time (지, 중, 전, 후, 만)
 * are in time-nouns.ts, any noun after an adnominal form in adnominal-noun.ts.
 */
import { POS, startsDeterminerOrAdjective } from '../../analysis/pos.ts';
import type { Morph } from '../../analysis/analyzer.ts';
import { type Context, type Rule, type Token, tokenRule } from '../../context.ts';
import { FINAL_RIEUL, finalIndex, isAllHangul, isHangulSyllable } from '../../hangul.ts';
import { message } from '../../messages.ts';
import words from '../../data/rules/spacing-dependent-nouns.json' with { type: 'json' };
import { analysisOf } from '../analysis-gates.ts';
import { REF } from '../references.ts';
import {
  ADNOMINAL_STRICT,
  FINAL_NIEUN,
  NOUN_EXCEPTIONS,
  NOUN_NEXT,
  NOUN_TAILS,
  adnominalEndsAt,
  afterVerbEnding,
  endsInAdnominalL,
  gateRejects,
  nextCore,
} from './shared.ts';

/** 할수 있다 -> 할 수 있다, 먹을수도 -> 먹을 수도, 할수있다 -> 할 수 있다. */
const dependentSu = tokenRule('spacing.dependent-noun-su', (token, ctx) => {
  const core = token.core;
  if (!isAllHangul(core)) return null;
  for (let i = core.indexOf('수', 1); i > 0; i = core.indexOf('수', i + 1)) {
    const head = core.slice(0, i);
    if (NOUN_EXCEPTIONS.has(head)) continue;
    if (!endsInAdnominalL(ctx, token, head)) continue;
    const rest = core.slice(i + 1);
    let replacement: string;
    if (/^(있|없)/.test(rest)) replacement = `${head} 수 ${rest}`;
    else if (/^(밖에|도|가|는|조차|만)?$/.test(rest) && /^(있|없|밖에)/.test(nextCore(ctx, token)))
      replacement = `${head} 수${rest}`;
    else if (rest.startsWith('밖에')) replacement = `${head} 수${rest}`;
    else continue;
    if (!gateRejects(ctx, core)) continue;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [replacement],
      message: message('spacing.dependent-noun-su'),
      reference: REF.dependentNoun,
    };
  }
  return null;
});

// The patterns a word rule tries on every word stand outside the rule: a regular-expression
// literal makes a new RegExp object each time it is evaluated (some 4,000 per check).
const SU_ITDA_WORD = /^(수(?:도|는|가|조차|만)?)(있|없)/;

/** 할 수있다 -> 할 수 있다, 할 수도있다 -> 할 수도 있다 */
const suItda = tokenRule('spacing.su-itda', (token, ctx) => {
  const m = SU_ITDA_WORD.exec(token.core);
  if (!m) return null;
  const prev = ctx.tokens[token.index - 1];
  if (!prev || prev.text !== prev.core) return null;
  const last = prev.core[prev.core.length - 1];
  if (finalIndex(last) !== FINAL_RIEUL) return null;
  // 수없이 (countless) is one adverb: the analysis reads 수 and 없 as one morph.
  const first = analysisOf(ctx, token.coreStart, token.coreEnd)?.[0];
  if (first && first.end - first.start > 1) return null;
  const su = m[1] ?? '수';
  return {
    start: token.coreStart,
    end: token.coreStart + su.length + 1,
    suggestions: [`${su} ${m[2] ?? ''}`],
    message: message('spacing.su-itda'),
    reference: REF.spacingWords,
  };
});

const GEOT_EXCEPTIONS: ReadonlySet<string> = new Set(words.geotExceptions);

/**
 * Beyond the syllables of ADNOMINAL_STRICT, 거 after another -ㄴ/-ㄹ syllable (아닌거, 그런거,
 * 멋진거) where the analysis reads the adnominal ending before it and 거 as the dependent noun:
 * 거 alone starts too many nouns (근거, 선거) for the syllables to tell.
 */
function adnominalBeforeGeo(ctx: Context, token: Token, head: string): boolean {
  const f = finalIndex(head[head.length - 1]);
  if ((f !== FINAL_NIEUN && f !== FINAL_RIEUL) || head.length < 2) return false;
  const cut = token.coreStart + head.length;
  const geo = analysisOf(ctx, token.coreStart, token.coreEnd)?.find((m) => m.start === cut);
  return adnominalEndsAt(ctx, token, cut) && geo?.first === POS.boundNoun && geo.surface === '거';
}

const DETERMINER_GEOT = new RegExp(
  `^(${words.geotDeterminers.join('|')})(것|거|게|걸|건)([가-힣]*)$`,
);
const DETERMINER_GEOT_TAIL = /^(야|예요|에요|이야|이에요|이다)$/;
const GEOT_ALONE = /^(것|거)((?:같|아니|아닌|아냐|아녜)[가-힣]*)$/;
const GEOT_WORD = /^([가-힣]+?)(것|거)([가-힣]*)$/;
const GEOT_MESSAGE = message('spacing.dependent-noun-geot');

/**
 * 하는것이 -> 하는 것이, 할것 같다 -> 할 것 같다, 할거야 -> 할 거야; and 거/것 run into 같다 after
 * an adnominal form written apart (질린 거같아 -> 질린 거 같아, 괜찮을 것같아요, 하는 것아닌가요).
 */
const dependentGeot = tokenRule('spacing.dependent-noun-geot', (token, ctx) => {
  const core = token.core;
  if (!isAllHangul(core)) return null;
  const alone = GEOT_ALONE.exec(core);
  // 것같이: 같이 right after a noun is the particle (꿈을 꾸는 것같이), written together.
  if (alone && !alone[2]?.startsWith('같이')) {
    const prev = ctx.tokens[token.index - 1];
    if (!prev || prev.text !== prev.core || prev.end !== token.start - 1) return null;
    if (!isAllHangul(prev.core) || !adnominalEndsAt(ctx, prev, prev.coreEnd)) return null;
    const verb = alone[2]?.startsWith('같') ? '같다' : '아니다';
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${alone[1] ?? ''} ${alone[2] ?? ''}`],
      message: message('spacing.dependent-noun-geot.verb-after', { verb, noun: alone[1] ?? '' }),
      reference: REF.dependentNoun,
    };
  }
  // After a determiner: 이런거 -> 이런 거, 모든걸, 어떤게, 다른건 (거, 것 and their forms with a
  // particle: 게, 걸, 건).
  const det = DETERMINER_GEOT.exec(core);
  if (
    det &&
    (det[3] === '' || NOUN_TAILS.has(det[3] ?? '') || DETERMINER_GEOT_TAIL.test(det[3] ?? ''))
  ) {
    const first = analysisOf(ctx, token.coreStart, token.coreEnd)?.[0];
    if (
      first?.end === token.coreStart + (det[1] ?? '').length &&
      startsDeterminerOrAdjective(first.pos) &&
      gateRejects(ctx, core)
    )
      return {
        start: token.coreStart,
        end: token.coreEnd,
        suggestions: [`${det[1] ?? ''} ${det[2] ?? ''}${det[3] ?? ''}`],
        message: GEOT_MESSAGE,
        reference: REF.dependentNoun,
      };
  }
  const m = GEOT_WORD.exec(core);
  if (!m) return null;
  const head = m[1] ?? '';
  const noun = m[2] ?? '';
  let rest = m[3] ?? '';
  const p = head[head.length - 1];
  if (noun === '것') {
    if (GEOT_EXCEPTIONS.has(head + noun)) return null;
    const f = finalIndex(p);
    if (f !== FINAL_NIEUN && f !== FINAL_RIEUL) return null;
    if (NOUN_EXCEPTIONS.has(head)) return null;
  } else {
    if (!p || NOUN_EXCEPTIONS.has(head)) return null;
    if (!ADNOMINAL_STRICT.has(p) && !adnominalBeforeGeo(ctx, token, head)) return null;
    if (!/^(야|예요|에요|다|니|지|라|면|든|야말로|였|이|예|잖아|란|라고|같)/.test(rest))
      return null;
  }
  let tail = '';
  if (/^같이(도|는|나)?$/.test(rest)) {
    // The particle 같이 stays on the noun: 올것같이 -> 올 것같이.
  } else if (rest.startsWith('같')) {
    tail = ` ${rest}`;
    rest = '';
  } else if (!NOUN_TAILS.has(rest) && noun === '것') return null;
  if (!gateRejects(ctx, core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} ${noun}${rest}${tail}`],
    message: GEOT_MESSAGE,
    reference: REF.dependentNoun,
  };
});

/** 그렇기때문에 -> 그렇기 때문에, 너때문에 -> 너 때문에. */
const dependentTtaemun = tokenRule('spacing.dependent-noun-ttaemun', (token) => {
  const core = token.core;
  const i = core.indexOf('때문');
  if (i <= 0 || !isHangulSyllable(core[i - 1])) return null;
  return {
    start: token.coreStart + i - 1,
    end: token.coreStart + i + 2,
    suggestions: [`${core[i - 1] ?? ''} 때문`],
    message: message('spacing.dependent-noun-ttaemun'),
    reference: REF.dependentNoun,
  };
});

const TTAE_WORD = /^([가-힣]+)(때)(는|도|마다|까지|부터|의|에|만|보다|처럼|면|)$/;

/** 할때 -> 할 때 */
const dependentTtae = tokenRule('spacing.dependent-noun-ttae', (token, ctx) => {
  const m = TTAE_WORD.exec(token.core);
  if (!m) return null;
  const head = m[1] ?? '';
  const p = head[head.length - 1];
  if (!p || NOUN_EXCEPTIONS.has(head) || head === '물') return null;
  // 되실 때, 가실 때: the honorific -실 adnominal only with the dictionary's confirmation.
  const honorific = p === '실' && head.length >= 2 && ctx.hasDictionary;
  if (!honorific && !endsInAdnominalL(ctx, token, head)) return null;
  if (!gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} 때${m[3] ?? ''}`],
    message: message('spacing.dependent-noun-ttae'),
    reference: REF.spacingWords,
  };
});

const JUL_WORD = /^([가-힣]+)(줄)(도|은|을|만|)$/;

/** 할줄 알다 -> 할 줄 알다 */
const dependentJul = tokenRule('spacing.dependent-noun-jul', (token, ctx) => {
  const m = JUL_WORD.exec(token.core);
  if (!m) return null;
  const head = m[1] ?? '';
  const p = head[head.length - 1];
  if (!p || !ADNOMINAL_STRICT.has(p)) return null;
  if (!/^(알|몰|모르|모른)/.test(nextCore(ctx, token))) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} 줄${m[3] ?? ''}`],
    message: message('spacing.dependent-noun-jul'),
    reference: REF.dependentNoun,
  };
});

const MANKEUM_WORD = /^([가-힣]+)(만큼|뿐)([가-힣]*)$/;
const MANKEUM_TAIL =
  /^(이다|입니다|이에요|이야|이지|이고|이었다|이었어|이었어요|이었습니다|이라|이라서|만|도|은|이|)$/;

/** 먹을만큼 -> 먹을 만큼, 할뿐 -> 할 뿐 (after an adnominal ending only). */
const dependentMankeum = tokenRule('spacing.dependent-noun-mankeum', (token, ctx) => {
  const m = MANKEUM_WORD.exec(token.core);
  if (!m) return null;
  const head = m[1] ?? '';
  const p = head[head.length - 1];
  if (!p) return null;
  const adnominal = ADNOMINAL_STRICT.has(p) || ((p === '한' || p === '된') && head.length >= 2);
  if (!adnominal || NOUN_EXCEPTIONS.has(head)) return null;
  if (!MANKEUM_TAIL.test(m[3] ?? '')) return null;
  if (!gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} ${m[2] ?? ''}${m[3] ?? ''}`],
    message: message('spacing.dependent-noun-mankeum', { noun: m[2] ?? '' }),
    reference: REF.dependentNoun,
  };
});

const DE_WORD = /^([가-힣]+)(는데|은데|ㄴ데)$/;
const DE_FOLLOWERS: ReadonlySet<string> = new Set(words.deFollowers);

/** -는데 있어서 / -는데 도움이 -> -는 데 (데 = place, case). */
const dependentDe = tokenRule('spacing.dependent-noun-de', (token, ctx) => {
  const m = DE_WORD.exec(token.core);
  if (!m || token.text !== token.core) return null;
  const next = nextCore(ctx, token);
  const after = ctx.tokens[token.index + 2]?.core ?? '';
  const helps = /^도움(이|을)$/.test(next) && /^(되|된|돼|됐|됩|준|주|줄|줬)/.test(after);
  if (!helps && !DE_FOLLOWERS.has(next)) return null;
  const head = m[1] ?? '';
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head}${(m[2] ?? '').slice(0, -1)} 데`],
    message: message('spacing.dependent-noun-de'),
    reference: REF.dependentNoun,
  };
});

/**
 * 좋을텐데 -> 좋을 텐데, 있을테니까 -> 있을 테니까: 텐데 and 테니 hold the dependent noun 터
 * (터 + 이- + -ㄴ데), written apart after the adnominal -ㄹ. Asked of the analysis (-을/-ㄹ read
 * as the adnominal ending, 터 as the dependent noun).
 */
const TEO_FORM = /^(텐데|텐가|텐대|테니|테고|테지|테야|테다|테죠|테요|테닷)/;
const readsTeo = (m: Morph) => m.first === POS.boundNoun && /^[텐테]/.test(m.surface);

const dependentTeo = tokenRule('spacing.dependent-noun-teo', (token, ctx) => {
  const core = token.core;
  for (let i = 1; i < core.length; i++) {
    // -ㄹ (a syllable ending in ㄹ) then 텐데, 테니, 테고 ...: not 몬테, 메인테이너 (names, loans).
    if (core[i] !== '텐' && core[i] !== '테') continue;
    if (finalIndex(core[i - 1]) !== FINAL_RIEUL || !TEO_FORM.test(core.slice(i))) continue;
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    const cut = token.coreStart + i;
    if (!afterVerbEnding(morphs, cut, POS.adnominalEnding, '', readsTeo, NOUN_NEXT)) continue;
    if (!gateRejects(ctx, core)) return null;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, i)} ${core.slice(i)}`],
      message: message('spacing.dependent-noun-teo'),
      reference: REF.dependentNoun,
    };
  }
  return null;
});

const CHEOK_WORD = /^([가-힣]+)(척|체|바)([가-힣]*)$/;

/** 아는척을 -> 아는 척을, 말하는바와 -> 말하는 바와 (척하다 written together is allowed). */
const dependentCheokBa = tokenRule('spacing.dependent-noun-cheok-ba', (token, ctx) => {
  const m = CHEOK_WORD.exec(token.core);
  if (!m) return null;
  const head = m[1] ?? '';
  const noun = m[2] ?? '';
  const rest = m[3] ?? '';
  const p = head[head.length - 1];
  const strict = p === '는' || p === '은' || p === '던';
  // Before 바 + particle any -ㄴ adnominal works (말씀드린 바와); 척/체 need -는/-은/-던.
  const nAdnominal = noun === '바' && finalIndex(p) === FINAL_NIEUN && head.length >= 2;
  if (!strict && !nAdnominal) return null;
  if (noun === '바') {
    // -ㄴ바/-는바 without a particle is a connective ending: 검토한바 문제가 없었다.
    if (!/^(와|가|를|는|도|이다|입니다|이며|대로|에)$/.test(rest)) return null;
  } else {
    if (!/^(을|도|만|이|은|)$/.test(rest)) return null;
    if (rest === '' && /^(하|했|해|합|할|한)/.test(nextCore(ctx, token))) return null;
  }
  if (!gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} ${noun}${rest}`],
    message: message('spacing.dependent-noun-cheok-ba', { noun }),
    reference: REF.dependentNoun,
  };
});

export const dependentNounRules: Rule[] = [
  dependentSu,
  suItda,
  dependentGeot,
  dependentTtaemun,
  dependentTtae,
  dependentJul,
  dependentMankeum,
  dependentDe,
  dependentTeo,
  dependentCheokBa,
];
