import { POS, tagsOf } from '../analysis/pos.ts';
import { nounCount } from '../lm/syllable-lm.ts';
import {
  type Context,
  type Rule,
  type Token,
  type TokenFinding,
  regexRule,
  tokenRule,
} from '../context.ts';
import {
  FINAL_RIEUL,
  finalIndex,
  isAllHangul,
  isHangulSyllable,
  quoted,
  withParticle,
} from '../hangul.ts';
import type { Message } from '../types.ts';
import type { Morph } from '../analysis/analyzer.ts';
import { analysisOf, endsNounlike } from './analysis-gates.ts';
import { DEURIDA_FORM, DEURIDA_NOUNS } from './model-spacing/restore.ts';
import { modelSpaceBefore } from './model-spacing/segments.ts';
import { REF } from './references.ts';

const FINAL_NIEUN = 4;

/** Syllables that end a verb's adnominal form in -ㄹ/-을 (할, 갈, 먹을 ...). */
const ADNOMINAL_L = new Set(
  '을 할 갈 볼 올 줄 될 알 놀 쓸 잘 낼 탈 칠 팔 빌 릴 울 걸 열 들 쉴 짤 끌 날 멀 불 일 클 살 찰 맡길 길'.split(
    ' ',
  ),
);
/** Syllables that end an adnominal form in -는/-던/-은/-을 or -ㄹ of common verbs. */
const ADNOMINAL_STRICT = new Set('는 던 은 을 할 갈 볼 올 될 줄'.split(' '));
/** Words that end in an adnominal-looking syllable but are nouns. */
const NOUN_EXCEPTIONS = new Set(
  '역할 분할 마을 가을 노을 고을 하늘 오늘 마늘 그늘 바늘 기술 예술 미술 수술 학술'.split(' '),
);

/** Particles and copula forms that may follow a dependent noun inside the same word. */
const NOUN_TAILS = new Set(
  (
    ' 이 가 을 를 은 는 도 만 에 의 과 와 이다 입니다 이에요 이야 이고 인 일 임 으로 이라 이라고 ' +
    '이라도 이나 처럼 보다 까지 부터 마다 에서 에는 에도 이죠 이지 이지만 이니까 이었다 이었어요'
  ).split(' '),
);

const spacingMessage = (what: { ko: string; en: string }): Message => ({
  ko: `${what.ko} 띄어 씁니다.`,
  en: `${what.en} is written as a separate word.`,
});

function prevSyllable(core: string, index: number): string | undefined {
  return index > 0 ? core[index - 1] : undefined;
}

function gateRejects(ctx: Context, word: string): boolean {
  // With a dictionary, only flag words it does not know; without one, trust the rule.
  return ctx.spell(word) !== true;
}

/** The word before `token` when one plain space separates them and neither carries marks. */
function plainPrevious(ctx: Context, token: Token): Token | null {
  const prev = ctx.tokens[token.index - 1];
  if (!prev || prev.text !== prev.core || ctx.text.slice(prev.end, token.start) !== ' ')
    return null;
  return prev;
}

/**
 * The finding that removes the space between `prev` and `token`, shown over both whole words
 * (지금 까지 → 지금까지, not 금 까지 → 금까지); `tail` is what follows `prev` (the token by
 * default).
 */
function joinPrevious(
  prev: Token,
  token: Token,
  message: Message,
  reference: string | null,
  tail = token.core,
): TokenFinding {
  return {
    start: prev.coreStart,
    end: token.coreEnd,
    suggestions: [`${prev.core}${tail}`],
    message,
    reference,
  };
}

/** The last morpheme of the sentence's analysis of `token`, if it ends where the word ends. */
function finalMorph(ctx: Context, token: Token): Morph | undefined {
  const last = analysisOf(ctx, token.coreStart, token.coreEnd)?.at(-1);
  return last?.end === token.coreEnd ? last : undefined;
}

/** Does the sentence's analysis of `token` read an adnominal ending that ends at `cut`? */
function adnominalEndsAt(ctx: Context, token: Token, cut: number): boolean {
  return (
    analysisOf(ctx, token.coreStart, token.coreEnd)?.find((m) => m.end === cut)?.last ===
    POS.adnominalEnding
  );
}

/**
 * Does `head` (the start of `token`) end in an adnominal -ㄹ form: a syllable of ADNOMINAL_L, or
 * another -ㄹ syllable (헤어질, 아플, 느껴질) where the analysis reads the adnominal ending there?
 */
function endsInAdnominalL(ctx: Context, token: Token, head: string): boolean {
  const p = head[head.length - 1];
  if (ADNOMINAL_L.has(p ?? '')) return true;
  if (finalIndex(p) !== FINAL_RIEUL || head.length < 2) return false;
  return adnominalEndsAt(ctx, token, token.coreStart + head.length);
}

function nextCore(ctx: Context, token: Token): string {
  return ctx.tokens[token.index + 1]?.core ?? '';
}

/** 할수 있다 -> 할 수 있다, 먹을수도 -> 먹을 수도, 할수있다 -> 할 수 있다. */
const dependentSu = tokenRule('spacing.dependent-noun-su', (token, ctx) => {
  const core = token.core;
  if (!isAllHangul(core)) return null;
  for (let i = core.indexOf('수', 1); i > 0; i = core.indexOf('수', i + 1)) {
    const p = prevSyllable(core, i);
    if (!p) continue;
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
      message: spacingMessage({ ko: '의존 명사 ‘수’는', en: 'The dependent noun “수”' }),
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
    message: spacingMessage({ ko: '‘있다/없다’는 앞의 ‘수’와', en: '“있다/없다” after “수”' }),
    reference: REF.spacingWords,
  };
});

const GEOT_EXCEPTIONS = new Set(
  '그것 이것 저것 요것 아무것 별것 날것 탈것 들것 새것 헌것 옛것 산것'.split(' '),
);

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

const DETERMINER_GEOT =
  /^(이런|그런|저런|어떤|모든|다른|무슨|아무런|온갖)(것|거|게|걸|건)([가-힣]*)$/;
const DETERMINER_GEOT_TAIL = /^(야|예요|에요|이야|이에요|이다)$/;
const GEOT_ALONE = /^(것|거)((?:같|아니|아닌|아냐|아녜)[가-힣]*)$/;
const GEOT_WORD = /^([가-힣]+?)(것|거)([가-힣]*)$/;

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
      message: spacingMessage({
        ko: `‘${verb}’는 앞의 ${quoted(alone[1] ?? '', '과', '와')}`,
        en: `“${verb}” after “${alone[1] ?? ''}”`,
      }),
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
      /^(MM|VA)/.test(first.pos) &&
      gateRejects(ctx, core)
    )
      return {
        start: token.coreStart,
        end: token.coreEnd,
        suggestions: [`${det[1] ?? ''} ${det[2] ?? ''}${det[3] ?? ''}`],
        message: spacingMessage({ ko: '의존 명사 ‘것(거)’은', en: 'The dependent noun “것 (거)”' }),
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
    message: spacingMessage({ ko: '의존 명사 ‘것(거)’은', en: 'The dependent noun “것 (거)”' }),
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
    message: spacingMessage({ ko: '의존 명사 ‘때문’은', en: 'The dependent noun “때문”' }),
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
    message: spacingMessage({ ko: '‘때’는 앞말과', en: '“때” (when)' }),
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
    message: spacingMessage({ ko: '의존 명사 ‘줄’은', en: 'The dependent noun “줄”' }),
    reference: REF.dependentNoun,
  };
});

const MANKEUM_WORD = /^([가-힣]+)(만큼|뿐)([가-힣]*)$/;

/** 먹을만큼 -> 먹을 만큼, 할뿐 -> 할 뿐 (after an adnominal ending only). */
const dependentMankeum = tokenRule('spacing.dependent-noun-mankeum', (token, ctx) => {
  const m = MANKEUM_WORD.exec(token.core);
  if (!m) return null;
  const head = m[1] ?? '';
  const p = head[head.length - 1];
  if (!p) return null;
  const adnominal = ADNOMINAL_STRICT.has(p) || ((p === '한' || p === '된') && head.length >= 2);
  if (!adnominal || NOUN_EXCEPTIONS.has(head)) return null;
  if (
    !/^(이다|입니다|이에요|이야|이지|이고|이었다|이었어|이었어요|이었습니다|이라|이라서|만|도|은|이|)$/.test(
      m[3] ?? '',
    )
  )
    return null;
  if (!gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} ${m[2] ?? ''}${m[3] ?? ''}`],
    message: spacingMessage({
      ko: `어미 뒤의 의존 명사 ${withParticle(`‘${m[2] ?? ''}’`, '은', '는')}`,
      en: `The dependent noun “${m[2] ?? ''}” after an ending`,
    }),
    reference: REF.dependentNoun,
  };
});

/** After 만난 지: 3년이, 오래, 얼마나, 한참, 한 달, 한달, 두 시간, 삼 년, 십년 ... */
function elapsedTimeFollows(ctx: Context, token: Token): boolean {
  const next = nextCore(ctx, token);
  if (/^(오래|얼마|벌써|꽤|한참|며칠|반년|일주일|하루|이틀|사흘)/.test(next)) return true;
  if (/^(\d+|[일이삼사오육칠팔구십백]+)(년|개월|주일|시간|분|초)/.test(next)) return true;
  if (/^(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)(달|해|시간)/.test(next)) return true;
  if (/^\d+(달|주|일)/.test(next)) return true;
  const after = ctx.tokens[token.index + 2]?.core ?? '';
  if (/^[일이삼사오육칠팔구십백]+$/.test(next)) return /^(년|개월|주일|시간|분|초)/.test(after);
  return (
    /^(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|\d+)$/.test(next) &&
    /^(년|해|달|주|시간|개월)/.test(after)
  );
}

const JI_WORD = /^([가-힣]+)(지)(가|도|는|)$/;

/** 만난지 3년 -> 만난 지 3년 (지 meaning elapsed time). */
const dependentJi = tokenRule('spacing.dependent-noun-ji', (token, ctx) => {
  const m = JI_WORD.exec(token.core);
  if (!m || token.text !== token.core) return null;
  const head = m[1] ?? '';
  const p = head[head.length - 1];
  if (finalIndex(p) !== FINAL_NIEUN || head.length < 2) return null;
  if (p === '는' || p === '런' || p === '떤') return null; // -는지, 그런지, 어떤지: endings
  if (!elapsedTimeFollows(ctx, token)) return null;
  if (!gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} 지${m[3] ?? ''}`],
    message: spacingMessage({
      ko: '시간의 경과를 나타내는 의존 명사 ‘지’는',
      en: 'The dependent noun “지” (time since)',
    }),
    reference: REF.dependentNoun,
  };
});

const DE_WORD = /^([가-힣]+)(는데|은데|ㄴ데)$/;

/** -는데 있어서 / -는데 도움이 -> -는 데 (데 = place, case). */
const dependentDe = tokenRule('spacing.dependent-noun-de', (token, ctx) => {
  const m = DE_WORD.exec(token.core);
  if (!m || token.text !== token.core) return null;
  const next = nextCore(ctx, token);
  const after = ctx.tokens[token.index + 2]?.core ?? '';
  const helps = /^도움(이|을)$/.test(next) && /^(되|된|돼|됐|됩|준|주|줄|줬)/.test(after);
  const dependent =
    /^(있어서|있어|필요한|쓰인다|쓰이는|쓰입니다|사용된다|사용되는|걸린다|걸리는|걸립니다)$/;
  if (!helps && !dependent.test(next)) return null;
  const head = m[1] ?? '';
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head}${(m[2] ?? '').slice(0, -1)} 데`],
    message: spacingMessage({
      ko: '‘일, 경우’를 뜻하는 의존 명사 ‘데’는',
      en: 'The dependent noun “데” (case, thing)',
    }),
    reference: REF.dependentNoun,
  };
});

const JUNG_NOUNS = new Set(
  (
    '회의 수업 통화 공사 식사 운전 근무 휴가 진행 검토 준비 작업 개발 이동 외출 출장 방송 ' +
    '상담 협의 논의 조사 수리 점검 업무 공부 연습 고민 운동 여행 대기 처리 확인 제작 교육 ' +
    '설치 배송 입원 치료 협상 촬영 면접 시험 휴식 발표 심사 공연 ' +
    // Spans of time (오전중으로 전달하겠습니다, 오늘중에, 방학후에).
    '오늘 내일 금일 금주 오전 오후 주말 연휴 방학 상반기 하반기'
  ).split(' '),
);

const JUNG_WORD =
  /^([가-힣]+)(중)(이다|입니다|이에요|이야|이라|이라서|이고|인|이던|에|에는|에도|으로|이었다|이었어요|이니|이니까|이지만|)$/;

/** 회의중 -> 회의 중 */
const dependentJung = tokenRule('spacing.dependent-noun-jung', (token) => {
  const m = JUNG_WORD.exec(token.core);
  if (!m || !JUNG_NOUNS.has(m[1] ?? '')) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${m[1] ?? ''} 중${m[3] ?? ''}`],
    message: spacingMessage({
      ko: '‘가운데, 동안’을 뜻하는 의존 명사 ‘중’은',
      en: 'The dependent noun “중” (during)',
    }),
    reference: REF.dependentNoun,
  };
});

/** The nouns 전 (before) and 후 (after), as the messages name them. */
const JEON = { ko: '‘앞, 이전’을 뜻하는 명사 ‘전’은', en: 'The noun “전” (before)' };
const HU = { ko: '‘뒤, 다음’을 뜻하는 명사 ‘후’는', en: 'The noun “후” (after)' };

const HU_WORD = /^([가-힣]+)(후)(에|에는|에도|의|로|부터|까지|이다|입니다|)$/;

/**
 * 회의후 -> 회의 후, 검토후에 -> 검토 후에, 이별후 -> 이별 후: the noun 후 after an activity (the
 * nouns of 중), or after any noun of two syllables or more that the train part reads as a common
 * noun at least 5 times, where hunspell knows neither the word nor the noun with 후 (오후, 이후,
 * 최후 have one syllable before 후; 내일오후 leaves 내일오, no noun), the noun alone reads as one
 * common noun and no name follows (알라후 아크바르). 박사후 (연구원) is a term and stays.
 */
const afterHu = tokenRule('spacing.noun-hu', (token, ctx) => {
  const m = HU_WORD.exec(token.core);
  const noun = m?.[1] ?? '';
  if (!m || (!JUNG_NOUNS.has(noun) && !commonNounBeforeHu(ctx, token, noun))) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${m[1] ?? ''} 후${m[3] ?? ''}`],
    message: spacingMessage(HU),
    reference: REF.spacingWords,
  };
});

function commonNounBeforeHu(ctx: Context, token: Token, noun: string): boolean {
  const lm = ctx.models?.lm;
  if (noun.length < 2 || !lm || !ctx.hasDictionary || nounCount(lm, noun) < 5) return false;
  // Spans of time are spacing.time-span's (잠시후, 며칠후).
  if (/^(며칠|얼마|잠시|한참|조금|하루|이틀|사흘|나흘|일주일|보름)$/.test(noun)) return false;
  if (ctx.spell(token.core) !== false || ctx.spell(`${noun}후`) === true) return false;
  // The noun alone reads as one common noun (in the word, 이별후 reads as 이 + 별후) ...
  const alone = ctx.models?.analyzer.analyze(noun) ?? [];
  if (alone.length !== 1 || alone[0]?.pos !== POS.commonNoun || noun === '박사') return false;
  // ... and no name follows (알라후 아크바르); 박사후 연구원 is a term.
  const next = ctx.tokens[token.index + 1];
  const after = next ? analysisOf(ctx, next.coreStart, next.coreEnd) : null;
  return !after?.some(
    (m) => (m.unknown && m.pos !== POS.number) || m.pos === POS.properNoun || m.pos === POS.foreign,
  );
}

/**
 * 3개월전에 -> 3개월 전에, 6개월후 -> 6개월 후, 얼마전 -> 얼마 전, 잠시후 -> 잠시 후: the nouns 전
 * and 후 after a span of time (a number and its unit, or 며칠, 얼마, 잠시 ...).
 */
const TIME_SPAN = new RegExp(
  '^((?:[0-9]+(?:년|개월|달|주|주일|일|시간|분|초))|며칠|얼마|잠시|한참|조금|하루|이틀|사흘|나흘|일주일|보름)' +
    '(전|후)(에|에는|에도|의|부터|까지|쯤|엔|)$',
);
const afterTimeSpan = tokenRule('spacing.time-span', (token) => {
  const m = TIME_SPAN.exec(token.core);
  if (!m) return null;
  const [, span = '', noun = '', tail = ''] = m;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${span} ${noun}${tail}`],
    message: spacingMessage(noun === '전' ? JEON : HU),
    reference: REF.spacingWords,
  };
});

/** What may follow 전 (before) in one word: a particle or the copula. */
const JEON_TAIL = /^(에|에는|에도|에만|의|까지|부터|으로|이다|입니다|이에요|이야|)$/;
const JEON_NEXT = new Set<string>([POS.commonNoun]);
const readsJeon = (m: Morph) => m.surface === '전' && m.first === POS.commonNoun;

/**
 * 회의전에 -> 회의 전에, 가기전에 -> 가기 전에, 퇴근하기전에 -> 퇴근하기 전에: the noun 전 (before)
 * after an activity (the nouns of 중 and 후) or a verb's -기 form, as the analysis reads it (기 the
 * nominal ending, 전 a noun; 자기전에 reads as 자기 + 전 and stays). Compounds the dictionary or
 * hunspell knows (기전, 결승전) stay.
 */
const beforeJeon = tokenRule('spacing.noun-jeon', (token, ctx) => {
  const core = token.core;
  const i = core.lastIndexOf('전');
  if (i < 1 || !JEON_TAIL.test(core.slice(i + 1)) || !isAllHangul(core)) return null;
  const head = core.slice(0, i);
  const activity = JUNG_NOUNS.has(head);
  if (!activity && core[i - 1] !== '기') return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (!morphs) return null;
  const cut = token.coreStart + i;
  if (activity) {
    const noun = morphs.find((m) => m.end === cut);
    const after = morphs.find((m) => m.start === cut);
    if (!noun || noun.start !== token.coreStart || noun.pos !== POS.commonNoun) return null;
    if (!after || !readsJeon(after)) return null;
  } else if (!afterVerbEnding(morphs, cut, POS.nominalEnding, '기', readsJeon, JEON_NEXT))
    return null;
  if (!gateRejects(ctx, core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} ${core.slice(i)}`],
    message: spacingMessage(JEON),
    reference: REF.spacingWords,
  };
});

const UNITS =
  '개 명 마리 권 살 벌 켤레 그루 송이 장 곳 군데 가지 사람 분 대 잔 병 채 통 척 시간'.split(' ');
const NATIVE_NUMBERS = '한 두 세 네 다섯 여섯 일곱 여덟 아홉 열 스무 몇'.split(' ');
const UNIT_EXCEPTIONS = new Set(
  '한가지 한곳 세분 두통 세척 한통 한대 세대 네대 한잔 열대 한채 두채 열분 다섯분 한분 한사람 한시간 두시간 세시간'.split(
    ' ',
  ),
);
const UNIT_TAILS = new Set(
  ' 이 가 을 를 은 는 도 만 씩 의 에 에게 이나 나 와 과 이다 입니다 이에요 예요 이야 야 인 째 밖에 정도 쯤 뿐 만큼 이고 로 으로 부터 까지 이나마'.split(
    ' ',
  ),
);
const UNIT_RE = new RegExp(`^(${NATIVE_NUMBERS.join('|')})(${UNITS.join('|')})([가-힣]*)$`);

/** 한개 -> 한 개, 세명 -> 세 명 (native numerals before a counter). */
const unitNoun = tokenRule('spacing.unit-noun', (token, ctx) => {
  const m = UNIT_RE.exec(token.core);
  if (!m) return null;
  const num = m[1] ?? '';
  const unit = m[2] ?? '';
  const rest = m[3] ?? '';
  if (UNIT_EXCEPTIONS.has(num + unit) || !UNIT_TAILS.has(rest)) return null;
  if (!gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${num} ${unit}${rest}`],
    message: spacingMessage({
      ko: '수 관형사 뒤의 단위 명사는',
      en: 'A counter after a native numeral',
    }),
    reference: REF.unitNoun,
  };
});

const MAN_WORD =
  /^(\d*|[가-힣]*?)(년|개월|달|주|일|시간|분|하루|이틀|사흘|나흘|주일)(만)(에|이다|입니다|이에요|이야|의|이네|이지)$/;

/** 10년만에 -> 10년 만에, 하루만에 -> 하루 만에 */
const timeMan = tokenRule('spacing.dependent-noun-man', (token, ctx) => {
  const m = MAN_WORD.exec(token.core);
  if (!m) return null;
  const num = m[1] ?? '';
  if (num !== '' && !/^\d+$/.test(num) && !/^(몇|수십|수백|수|삼십|이십|십)$/.test(num))
    return null;
  const unit = m[2] ?? '';
  if (num === '' && !/^(하루|이틀|사흘|나흘)$/.test(unit)) {
    const prev = ctx.tokens[token.index - 1];
    if (!prev || !/^(\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|반|수십|스무)$/.test(prev.text))
      return null;
  }
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${num}${unit} 만${m[4] ?? ''}`],
    message: spacingMessage({
      ko: '시간의 경과를 나타내는 의존 명사 ‘만’은',
      en: 'The dependent noun “만” (after a time span)',
    }),
    reference: REF.dependentNoun,
  };
});

/** -고싶다, -고있다, -지않다, -지못하다, -지말고, -지마 -> spaced auxiliary constructions. */
const AUX_RE = /^([가-힣]+?)(고|지)(싶|있|않|못하|못해|못했|못한|말|마)([가-힣]*)$/;
const AUX_EXCEPTIONS = /^(마지않|마지못)/;

const auxiliary = tokenRule('spacing.auxiliary', (token, ctx) => {
  const core = token.core;
  if (AUX_EXCEPTIONS.test(core)) return null;
  const m = AUX_RE.exec(core);
  if (!m) return null;
  const [, head = '', ending = '', aux = '', rest = ''] = m;
  if (head.length === 0) return null;
  if (ending === '고' && aux !== '싶' && aux !== '있') return null;
  if (ending === '지' && aux !== '않' && !aux.startsWith('못') && aux !== '말' && aux !== '마')
    return null;
  if (
    aux === '있' &&
    !/^(다|어|어요|었|습니다|는|던|으면|으니|으며|고|지|죠|을|으세요|자|네|니|거든)/.test(rest)
  )
    return null;
  if (aux === '말' && !/^(고|아|아요|라|자|것)/.test(rest)) return null;
  if (aux === '마') {
    // 하지마, 먹지마라, 걱정하지마세요: the contracted 말다, as the analysis reads it (지 the
    // ending, 마 the auxiliary); 가지마 and 울지마 read as names (song titles) and stay.
    if (!/^(|라|요|세요|셔요|시오|십시오)$/.test(rest)) return null;
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    const cut = token.coreStart + head.length + 1;
    const at = morphs?.find((m) => m.start === cut);
    const before = morphs?.find((m) => m.end === cut);
    if (!at || !/^V[VX]$/.test(at.first) || before?.last !== POS.connectiveEnding) return null;
  }
  if (!gateRejects(ctx, core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head}${ending} ${aux}${rest}`],
    message: {
      ko: `‘-${ending} ${aux === '있' || aux === '싶' ? `${aux}다` : aux === '않' ? '않다' : aux === '말' || aux === '마' ? '말다' : '못하다'}’ 구성에서 뒤의 용언은 띄어 씁니다.`,
      en: `In the “-${ending} + verb” construction the second verb is written separately.`,
    },
    reference: REF.spacingWords,
  };
});

/** 하다 and 되다 as they may start after -어야 (한다, 할, 했다, 돼, 될 ...). */
const EOYA_VERB = /^(하|한|할|함|합|했|해|되|된|될|됨|됐|돼)/;
const VERB_TAGS = new Set<string>([
  POS.verb,
  POS.adjective,
  POS.auxiliary,
  POS.verbSuffix,
  POS.adjectiveSuffix,
]);

/**
 * Does the analysis read the word as a verb or adjective ending in -어야 at `cut`, with 하다 or
 * 되다 starting there (준비해야/할, 있/어야/한다, 써야/했다, 해야할까 read as one inflected form)?
 * Not a noun ending in 야 (분야하고), nor the copula's 이야 (옷이야).
 */
function eoyaAt(morphs: readonly Morph[], cut: number): boolean {
  const at = morphs.find((m) => m.start < cut && m.end >= cut);
  if (!at) return false;
  const tags = tagsOf(at);
  const before = morphs.find((m) => m.end === at.start);
  if (at.end > cut) {
    // One inflected form across the cut: a verb, -어야, then 하다 or 되다 (VV+EC+VX+EC).
    const ec = tags.indexOf(POS.connectiveEnding);
    return VERB_TAGS.has(tags[0] as string) && ec > 0 && VERB_TAGS.has(tags[ec + 1] as string);
  }
  if (at.last !== POS.connectiveEnding || !at.surface.endsWith('야')) return false;
  // The copula only as -이어야/-여야 (것이어야 한다), not 이야 (옷이야: mostly the copula's end).
  const copula = /[어여]야$/.test(at.surface);
  if (tags.length === 1) {
    // 어야 on its own: after a verb, an adjective, a pre-final ending or the copula (있/어야,
    // 했/어야, 것/이/어야).
    const last = before?.last ?? '';
    if (!(VERB_TAGS.has(last) || last === POS.prefinalEnding || (last === POS.copula && copula)))
      return false;
  } else if (!(
    VERB_TAGS.has(tags[0] as string) ||
    (tags[0] === POS.copula && copula) ||
    // The honorific fused in after a verb (오/셔야, 주/셔야: EP+EC).
    (tags[0] === POS.prefinalEnding && VERB_TAGS.has(before?.last ?? ''))
  ))
    return false;
  const next = morphs.find((m) => m.start === cut);
  if (!next) return false;
  // 해야하나 reads 하나 as the numeral; after -어야 it can only be 하다's question.
  return VERB_TAGS.has(next.first) || (next.pos === POS.numeral && next.surface === '하나');
}

/**
 * 해야한다 -> 해야 한다, 가봐야돼 -> 가봐야 돼: after the ending -어야, 하다 and 되다 are verbs of
 * their own (한글 맞춤법 제2항; only -아/-어 before an auxiliary may be written together, 제47항).
 * Needs the analysis: 분야하고 (a noun and the particle 하고) and 옷이야 (the copula) stay.
 */
const eoyaHada = tokenRule('spacing.eoya-hada', (token, ctx) => {
  const core = token.core;
  for (let i = 1; i < core.length - 1; i++) {
    if (core[i] !== '야' || !EOYA_VERB.test(core.slice(i + 1))) continue;
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    if (!eoyaAt(morphs, token.coreStart + i + 1)) continue;
    if (!gateRejects(ctx, core)) return null;
    const verb = /^[되된될됨됐돼]/.test(core[i + 1] as string) ? '되다' : '하다';
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, i + 1)} ${core.slice(i + 1)}`],
      message: {
        ko: `‘-어야 ${verb}’의 ‘${verb}’는 앞말과 띄어 씁니다.`,
        en: `In “-어야 ${verb}” the verb “${verb}” is written as a separate word.`,
      },
      reference: REF.spacingWords,
    };
  }
  return null;
});

/**
 * 있나봐요 -> 있나 봐요, 바쁜가봐요 -> 바쁜가 봐요: 보다 after -나/-ㄴ가 (it seems) is an
 * auxiliary that 제47항 does not let join (only -아/-어 forms and 듯하다, 만하다 … may). The
 * analysis must read the ending after a verb, adjective or the copula and 보다 as the auxiliary;
 * the dictionary must not know the word.
 */
const naBoda = tokenRule('spacing.na-boda', (token, ctx) => {
  const core = token.core;
  for (let i = 1; i < core.length - 1; i++) {
    if ((core[i] !== '나' && core[i] !== '가') || !/^[봐봅보봤본]/.test(core[i + 1] as string))
      continue;
    // -ㄴ가 follows ㄴ (바쁜가, 인가, 는가); 가 after anything else is 가다 + -아 (다가가,
    // 찾아가, 나가 before 보다: 제47항 lets those join).
    if (core[i] === '가' && finalIndex(core[i - 1]) !== FINAL_NIEUN) continue;
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    const cut = token.coreStart + i + 1;
    const aux = (m: Morph) => m.first === POS.auxiliary;
    if (
      !afterVerbEnding(
        morphs,
        cut,
        POS.connectiveEnding,
        core[i] as string,
        aux,
        NO_NEXT,
        COPULA_STEMS,
      )
    )
      continue;
    if (!gateRejects(ctx, core)) return null;
    const ending = core[i] === '나' ? '-나' : '-ㄴ가';
    // The whole word (바쁜가봐요 → 바쁜가 봐요), but from the ending's last syllable on where
    // another fix may start in the word: 하다 or 되다 after a word of its own (사랑 했나봐요:
    // spacing.hada-verb) or a misspelt form (햇갈렸나봐: the spelling rules).
    const hada =
      token.coreStart === token.start &&
      ctx.tokens[token.index - 1] !== undefined &&
      /^[하했한해할합함되됐된될돼]/.test(core);
    const from = hada || ctx.spell(core.slice(0, i + 1)) === false ? i : 0;
    return {
      start: token.coreStart + from,
      end: token.coreEnd,
      suggestions: [`${core.slice(from, i + 1)} ${core.slice(i + 1)}`],
      message: {
        ko: `‘${ending} 보다’의 ‘보다’는 앞말과 띄어 씁니다.`,
        en: `In “${ending} 보다” (it seems) the verb “보다” is written as a separate word.`,
      },
      reference: REF.auxiliaryVerb,
    };
  }
  return null;
});

/**
 * 안해 -> 안 해, 안와 -> 안 와, 안들어: the negative adverb 안 before a verb or adjective, where the
 * word's analysis reads 안 as that adverb (안고, 안다 are 안다 "hug"; 안녕, 안심 are nouns) and
 * the train part has no common noun starting the word (안전하게, 안내하는). Not
 * 되다 (장사가 안된다: 안되다 is also one word), and not where the writer may mean the noun
 * hunspell knows (안해 "wife" is archaic, so it is not asked).
 */
// Below spacing.model (4), whose finding on the same word may fix more (안본지 → 안 본 지).
const anVerb = tokenRule('spacing.an-verb', (token, ctx) => {
  const core = token.core;
  if (core.length < 2 || core[0] !== '안' || !isAllHangul(core)) return null;
  if (/^안[되돼됐된될됨됩]/.test(core)) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  const [adverb, verb] = morphs ?? [];
  if (!adverb || !verb || adverb.surface !== '안' || adverb.pos !== POS.adverb) return null;
  if (!/^V[VA]/.test(verb.first) || verb.unknown) return null;
  // The rest is the verb's inflection (안드로프 is no 안 + 드 + 로프, 안멘에서 no verb + 에서).
  const rest = (morphs ?? []).slice(2);
  if (!/^E|^VX$/.test(verb.last) && rest.length === 0 && !/^V[VA]$/.test(verb.pos)) return null;
  if (rest.some((m) => !/^(E|VX)/.test(m.first))) return null;
  // A name before another one (안드레 마르티) is no verb; 안나 is also the name Anna, so 나다
  // needs the noun it happens to before it (생각 안 나, 티가 안 나).
  const next = ctx.tokens[token.index + 1];
  if (
    next &&
    analysisOf(ctx, next.coreStart, next.coreEnd)?.some(
      (m) => m.unknown || m.pos === POS.properNoun,
    )
  )
    return null;
  if (verb.surface.startsWith('나')) {
    if (verb.surface !== '나') return null;
    const prev = ctx.tokens[token.index - 1];
    const last = prev && analysisOf(ctx, prev.coreStart, prev.coreEnd)?.at(-1);
    if (!prev || !last || prev.text !== prev.core || !/^(NNG|JKS)$/.test(last.pos)) return null;
  }
  // 안전하게 read as 안 + 전하다, 안내하는 as 안 + 내다: a noun 안… the train part knows wins.
  const lm = ctx.models?.lm;
  if (!lm || nounCount(lm, core.slice(0, 2)) > 0 || nounCount(lm, core.slice(0, 3)) > 0)
    return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`안 ${core.slice(1)}`],
    message: {
      ko: '부정의 ‘안’은 뒤의 용언과 띄어 씁니다.',
      en: 'The negative “안” is written apart from the verb after it.',
    },
    reference: REF.spacingWords,
  };
});

/**
 * 가도돼 -> 가도 돼, 지속해도되는 -> 지속해도 되는: after the ending -아도/-어도 (permission),
 * 되다 is a verb of its own. The analysis must read the ending after a verb or adjective and 되다
 * after it (그래도 돼: 그래도 is an adverb); the dictionary must not know the word.
 */
const eodoDoeda = tokenRule('spacing.eodo-doeda', (token, ctx) => {
  const core = token.core;
  for (let i = 1; i < core.length - 1; i++) {
    if (core[i] !== '도' || !/^[되된될됨됐돼됩]/.test(core[i + 1] as string)) continue;
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    const cut = token.coreStart + i + 1;
    const doeda = (m: Morph) => m.first === POS.verb;
    if (!afterVerbEnding(morphs, cut, POS.connectiveEnding, '도', doeda, NO_NEXT)) continue;
    if (!gateRejects(ctx, core)) return null;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, i + 1)} ${core.slice(i + 1)}`],
      message: {
        ko: '‘-어도 되다’의 ‘되다’는 앞말과 띄어 씁니다.',
        en: 'In “-어도 되다” the verb “되다” is written as a separate word.',
      },
      reference: REF.spacingWords,
    };
  }
  return null;
});

/**
 * Does the analysis read, ending exactly at `cut`, a morpheme tagged `tag` whose surface ends in
 * `suffix`, after a verb or adjective (게 in 오/게, 하게 in 생산/하/게, 고 in 읽/고, 을 in 좋/을,
 * 할 read as VV+ETM; `stems` widens what may come before, e.g. the copula of 사람/인가), and
 * after `cut` a morpheme that `next` accepts? Or one inflected form across the cut with `tag`
 * and then one of `nextTags`.
 */
function afterVerbEnding(
  morphs: readonly Morph[],
  cut: number,
  tag: string,
  suffix: string,
  next: (m: Morph) => boolean,
  nextTags: ReadonlySet<string>,
  stems: ReadonlySet<string> = VERB_TAGS,
): boolean {
  const fused = morphs.find((m) => m.start < cut && m.end > cut);
  if (fused) {
    // One inflected form across the cut (할텐데 read as VX+ETM+NNB+VCP+EC in 모아야 할텐데):
    // its tags tell, the caller has checked the syllables at the cut.
    const tags = tagsOf(fused);
    const k = tags.indexOf(tag);
    return k > 0 && stems.has(tags[0] as string) && nextTags.has(tags[k + 1] as string);
  }
  const at = morphs.find((m) => m.end === cut);
  if (!at || at.last !== tag || !at.surface.endsWith(suffix)) return false;
  const before = morphs.find((m) => m.end === at.start);
  if (at.first === tag) {
    if (!before || !(stems.has(before.last) || before.last === POS.prefinalEnding)) return false;
  } else if (!stems.has(at.first)) {
    // The honorific fused with the ending after a verb (말씀하/신, 하/시게: EP+ETM, EP+EC).
    if (at.first !== POS.prefinalEnding || !before || !stems.has(before.last)) return false;
  }
  const after = morphs.find((m) => m.start === cut);
  return after !== undefined && next(after);
}

/** Is the token the last word of its sentence (a mark, a line break or the end after it)? */
function endsSentence(ctx: Context, token: Token): boolean {
  const next = ctx.tokens[token.index + 1];
  if (!next || /[.?!…~]/.test(ctx.text.slice(token.coreEnd, token.end))) return true;
  return ctx.text.slice(token.end, next.start).includes('\n');
}

const GE_NEXT = new Set<string>([POS.verb, POS.auxiliary]);
/** No inflected form across the cut counts (-나 보다, -어도 되다 need the ending at the cut). */
const NO_NEXT = new Set<string>();
/** Verbs, adjectives and the copula (바쁜가 봐요, 사람인가 봐요). */
const COPULA_STEMS = new Set<string>([...VERB_TAGS, POS.copula]);
const AUX_NEXT = new Set<string>([POS.auxiliary]);
const NOUN_NEXT = new Set<string>([POS.boundNoun]);

/** Nouns an adnominal form stands before, as the analysis reads them (것 and its forms 거, 게, 건, 걸). */
const AFTER_ADNOMINAL =
  /^(것|거|게|건|걸|대로|후|일|말|놈|적|곳|길|점|김에|채|리[가는도야]|듯이|중)/;
const ADNOMINAL_NOUNS = new Set(['것', '거', '게', '건', '걸', '대로', '후']);

const readAsNoun = (m: Morph) => m.first === POS.commonNoun || m.first === POS.boundNoun;
const readAsDependent = (m: Morph) => m.pos === POS.boundNoun;
const plain = { dependent: false, reads: readAsNoun };
/**
 * More nouns after an adnominal form, by how the analysis must read them. Nouns of their own
 * that chat runs into the form before them (할일, 좋은말, 나쁜놈, 다녔던곳, 돌아오는길), read
 * as a noun (일 not the numeral), and 점 (궁금한점): compounds the dictionary knows (큰일, 볼일, 궂은일, 빈말, 한곳,
 * 살길) are one noun to it, or known to hunspell, so they stay. The dependent noun 적 (해본적),
 * read either way; and 김, 채, 리, 듯이, 중 (간김에, 앉은채로, 그럴리가, 미친듯이, 먹는중) read as dependent
 * nouns; 듯 before 하다 is left alone (감춘듯해서: 제47항 allows 듯하다 written together).
 */
const MORE_NOUNS = new Map<string, { dependent: boolean; reads: (m: Morph) => boolean }>([
  ['일', plain],
  ['말', plain],
  ['놈', plain],
  ['곳', plain],
  ['길', plain],
  ['점', plain],
  ['적', { dependent: true, reads: readAsNoun }],
  ['김', { dependent: true, reads: readAsDependent }],
  ['채', { dependent: true, reads: readAsDependent }],
  ['리', { dependent: true, reads: readAsDependent }],
  ['듯이', { dependent: true, reads: readAsDependent }],
  ['중', { dependent: true, reads: readAsDependent }],
]);
/** The nouns a message names (the rest are 것 and its forms). */
const NAMED_NOUNS = ['후', '대로', ...MORE_NOUNS.keys()];
/** Their first syllables, as codes (looked up at every syllable of a word: core[i] makes a string). */
const ADNOMINAL_STARTS = new Set(
  [...ADNOMINAL_NOUNS, ...MORE_NOUNS.keys()].map((w) => w.charCodeAt(0)),
);

const NNG_NEXT = new Set<string>([POS.commonNoun]);

/**
 * Any common noun of two syllables or more run into a verb's adnominal form (준비하는방법이 →
 * 준비하는 방법이, 살아가는이유, 좋은사람), as the analysis reads them: the form after a verb,
 * then the noun, then only particles or the copula. Hunspell must reject the word as typed and
 * know the noun with what follows it (방법이), so compounds it knows (먹을거리) stay.
 */
function anyNounAfterAdnominal(ctx: Context, token: Token): TokenFinding | null {
  const core = token.core;
  if (core.length < 3) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (!morphs) return null;
  for (const noun of morphs) {
    if (
      noun.first !== POS.commonNoun ||
      noun.pos !== POS.commonNoun ||
      noun.unknown ||
      noun.end - noun.start < 2
    )
      continue;
    const cut = noun.start;
    if (cut <= token.coreStart || cut >= token.coreEnd) continue;
    if (!afterVerbEnding(morphs, cut, POS.adnominalEnding, '', (m) => m === noun, NNG_NEXT))
      continue;
    const rest = morphs.filter((m) => m.start >= noun.end && m.end <= token.coreEnd);
    if (!rest.every((m) => FUNCTION_START.test(m.first))) continue;
    const head = core.slice(0, cut - token.coreStart);
    const tail = core.slice(cut - token.coreStart);
    // A one-syllable form is too often a piece of a noun (본대회, 출생년도), and a compound the
    // dictionary knows as one noun stays (지난여름, 작은아빠, 대한항공).
    if (head.length < 2 || COMPOUND_HEADS.has(head)) return null;
    // -ㄴ대(요) and -ㄴ데 are endings (싸운대요), -ㄹ자나 a slip for -ㄹ잖아 (힘들자나); a place
    // or body after a form is mostly a name (꿈꾸는교회, 붉은사원).
    if (
      /^[대데]/.test(noun.surface) ||
      (/^자/.test(noun.surface) && finalIndex(head[head.length - 1]) === FINAL_RIEUL)
    )
      return null;
    if (NAME_NOUNS.has(noun.surface)) return null;
    if (!gateRejects(ctx, core) || ctx.spell(tail) !== true || ctx.spell(head) !== true)
      return null;
    // The form must read as one on its own too: the sentence's analysis takes 난사범, 본대회,
    // 알파고 and 보안관계자 for a one-syllable form (난, 본, 알, 보) before a noun.
    const alone = ctx.models?.analyzer.analyze(head) ?? [];
    const stem = alone[0]?.first ?? '';
    const derived = /^(NNG|XR)$/.test(stem) && /^XS[VA]/.test(alone[1]?.first ?? '');
    if (alone.at(-1)?.last !== POS.adnominalEnding || !(/^(VV|VA|VX)$/.test(stem) || derived))
      return null;
    if (alone.length === 1 && (alone[0] ? tagsOf(alone[0]).length : 0) !== 2) return null;
    const whole = ctx.models?.analyzer.analyze(core) ?? [];
    if (whole.some((m) => m.start < head.length && m.end > head.length)) return null;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${head} ${tail}`],
      message: spacingMessage({
        ko: `꾸며 주는 말 뒤의 명사 ${quoted(noun.surface, '은', '는')}`,
        en: `The noun “${noun.surface}” after a modifying form`,
      }),
      reference: REF.spacingWords,
    };
  }
  return null;
}
const FUNCTION_START = /^(J|E|VCP)/;
/** Forms that make one noun with many nouns after them (지난여름, 작은아빠, 큰집). */
const COMPOUND_HEADS = new Set(['지난', '작은', '큰']);
/** Nouns that end names of places and bodies (꿈꾸는교회, 붉은사원, 열린학교). */
const NAME_NOUNS = new Set(
  '교회 사원 성당 학교 병원 회사 재단 센터 협회 공원 마을 시장 극장 도서관'.split(' '),
);

/**
 * 나올거 같아 -> 나올 거 같아, 끊는게 -> 끊는 게, 떠난후 -> 떠난 후: a verb's or adjective's
 * adnominal form and the (dependent) noun after it, written together, as the analysis reads them
 * (the surface rules above know only some endings and some tails). A compound the dictionary
 * knows (큰일, 지난해) is one noun to it, so it stays.
 */
const adnominalNoun = tokenRule('spacing.adnominal-noun', (token, ctx) => {
  const core = token.core;
  if (core.length < 2 || !isAllHangul(core)) return null;
  let morphs: Morph[] | null = null;
  for (let i = 1; i < core.length; i++) {
    // 거리 is the suffix of 뒹굴거리다 or a noun of its own (볼거리, 먹을거리).
    // An adnominal form ends in ㄴ or ㄹ (한, 하는, 할, 먹은, 먹던): 그에게 is not looked at.
    if (!ADNOMINAL_STARTS.has(core.charCodeAt(i))) continue;
    const f = finalIndex(core[i - 1]);
    if (f !== FINAL_NIEUN && f !== FINAL_RIEUL) continue;
    // -ㄹ게 and -ㄹ걸 are endings (갔다올게, 말할걸): only after -ㄴ/-는 are 게 and 걸 것이, 것을.
    if (f === FINAL_RIEUL && (core[i] === '게' || core[i] === '걸')) continue;
    // -ㄴ걸(요) ending a sentence is an ending too (힘든걸요, 벌써 떠난걸).
    if (/^걸요?$/.test(core.slice(i)) && endsSentence(ctx, token)) continue;
    if (!AFTER_ADNOMINAL.test(core.slice(i)) || core.startsWith('거리', i)) continue;
    morphs ??= analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    // 것 and its forms alone or fused with a particle or the copula (게 = 것이, 걸까), never
    // another noun that starts alike (뒹굴거리다's 거리, 후보).
    const noun = (m: Morph) =>
      ADNOMINAL_NOUNS.has(m.surface) ||
      MORE_NOUNS.get(m.surface)?.reads(m) === true ||
      (m.first === POS.boundNoun && m.pos.includes('+') && /^[것거게건걸]/.test(m.surface));
    if (!afterVerbEnding(morphs, token.coreStart + i, POS.adnominalEnding, '', noun, NOUN_NEXT))
      continue;
    // 본적 is also a noun (本籍) to the dictionary; before 있다/없다 it is 본 적 (해 본적 있어요).
    const experience = /^적[이은도]?$/.test(core.slice(i)) && /^[있없]/.test(nextCore(ctx, token));
    if (!experience && !gateRejects(ctx, core)) return null;
    const word = NAMED_NOUNS.find((w) => core.startsWith(w, i)) ?? '것(거)';
    const plainNoun = MORE_NOUNS.get(word)?.dependent === false;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, i)} ${core.slice(i)}`],
      message: spacingMessage(
        word === '후'
          ? { ko: '꾸며 주는 말 뒤의 명사 ‘후’는', en: 'The noun “후” (after)' }
          : plainNoun
            ? {
                ko: `꾸며 주는 말 뒤의 명사 ${quoted(word, '은', '는')}`,
                en: `The noun “${word}” after a modifying form`,
              }
            : {
                // ‘것(거)’ takes the particle of 것, not of the form in brackets.
                ko: `의존 명사 ${word === '것(거)' ? '‘것(거)’은' : quoted(word, '은', '는')}`,
                en: `The dependent noun “${word}”`,
              },
      ),
      reference: plainNoun ? REF.spacingWords : REF.dependentNoun,
    };
  }
  return anyNounAfterAdnominal(ctx, token);
});

/** 되다 and 하다 as they may start after -게 (되, 된, 돼, 했 ...). */
const GE_VERB = /^[되된될됨됐돼됩하한할함합했해]/;

/**
 * 하게되었다 -> 하게 되었다, 기다리게했어 -> 기다리게 했어: after the ending -게, 되다 and 하다
 * are verbs of their own (only -아/-어 before an auxiliary may be written together, 제47항).
 * Needs the analysis: 가게하고 (the noun 가게 and the particle 하고) stays.
 */
const geHada = tokenRule('spacing.ge-hada', (token, ctx) => {
  const core = token.core;
  for (let i = 1; i < core.length - 1; i++) {
    if (core[i] !== '게' || !GE_VERB.test(core[i + 1] as string)) continue;
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    const cut = token.coreStart + i + 1;
    const verb = (m: Morph) =>
      (m.first === POS.verb || m.first === POS.auxiliary) && GE_VERB.test(m.surface);
    if (!afterVerbEnding(morphs, cut, POS.connectiveEnding, '게', verb, GE_NEXT)) continue;
    if (!gateRejects(ctx, core)) return null;
    const name = /^[되된될됨됐돼됩]/.test(core[i + 1] as string) ? '되다' : '하다';
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, i + 1)} ${core.slice(i + 1)}`],
      message: {
        ko: `‘-게 ${name}’의 ‘${name}’는 앞말과 띄어 씁니다.`,
        en: `In “-게 ${name}” the verb “${name}” is written as a separate word.`,
      },
      reference: REF.spacingWords,
    };
  }
  return null;
});

/**
 * 읽고나서 -> 읽고 나서, 헤어지고나면 -> 헤어지고 나면: the auxiliary 나다 after -고 is written
 * apart (제47항 allows together only after -아/-어).
 */
const goNada = tokenRule('spacing.go-nada', (token, ctx) => {
  const core = token.core;
  for (let i = 1; i < core.length - 1; i++) {
    if (core[i] !== '고' || !/^[나난날났]/.test(core[i + 1] as string)) continue;
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    const cut = token.coreStart + i + 1;
    const nada = (m: Morph) => m.first === POS.auxiliary && /^[나난날났]/.test(m.surface);
    if (!afterVerbEnding(morphs, cut, POS.connectiveEnding, '고', nada, AUX_NEXT)) continue;
    if (!gateRejects(ctx, core)) return null;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, i + 1)} ${core.slice(i + 1)}`],
      message: {
        ko: '‘-고 나다’의 ‘나다’는 앞말과 띄어 씁니다.',
        en: 'In “-고 나다” the auxiliary “나다” is written as a separate word.',
      },
      reference: REF.spacingWords,
    };
  }
  return null;
});

/**
 * 좋을텐데 -> 좋을 텐데, 있을테니까 -> 있을 테니까: 텐데 and 테니 hold the dependent noun 터
 * (터 + 이- + -ㄴ데), written apart after the adnominal -ㄹ. Asked of the analysis (-을/-ㄹ read
 * as the adnominal ending, 터 as the dependent noun).
 */
const TEO_FORM = /^(텐데|텐가|텐대|테니|테고|테지|테야|테다|테죠|테요|테닷)/;

const dependentTeo = tokenRule('spacing.dependent-noun-teo', (token, ctx) => {
  const core = token.core;
  for (let i = 1; i < core.length; i++) {
    // -ㄹ (a syllable ending in ㄹ) then 텐데, 테니, 테고 ...: not 몬테, 메인테이너 (names, loans).
    if (core[i] !== '텐' && core[i] !== '테') continue;
    if (finalIndex(core[i - 1]) !== FINAL_RIEUL || !TEO_FORM.test(core.slice(i))) continue;
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    const cut = token.coreStart + i;
    const teo = (m: Morph) => m.first === POS.boundNoun && /^[텐테]/.test(m.surface);
    if (!afterVerbEnding(morphs, cut, POS.adnominalEnding, '', teo, NOUN_NEXT)) continue;
    if (!gateRejects(ctx, core)) return null;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, i)} ${core.slice(i)}`],
      message: spacingMessage({
        ko: '‘예정, 짐작’을 뜻하는 의존 명사 ‘터’(텐데, 테니)는',
        en: 'The dependent noun “터” (in 텐데, 테니)',
      }),
      reference: REF.dependentNoun,
    };
  }
  return null;
});

const HADA_NOUNS = new Set(
  (
    '공부 운동 사용 생각 준비 확인 연락 결정 시작 노력 감사 요청 전달 검토 참석 방문 설명 정리 ' +
    '첨부 공유 전송 검색 설정 선택 입력 작성 발송 접수 도전 성공 실패 반복 기록 ' +
    '이해 걱정 도착 출발 청소 식사 요리 산책 여행 연습 부탁 약속 축하 사랑 수정 삭제 저장 ' +
    '제출 신청 등록 예약 취소 변경 추가 답장 회신 문의 안내 소개 발표 참여 진행 완료 ' +
    '고민 주문 결제 구매 판매 운전 출근 퇴근 통화 대화 합격 졸업 입학 취업 퇴사 이사 결혼'
  ).split(' '),
);
const HADA_FORM =
  /^(하(다|고|는|면|지|기|여|세요|셨|시|신|실|십|셔|겠|였|자|며|려|니|던|든|게|라|ㅂ)|했|합|해(요|서|야|도|줘|주|라|봐|보|놓|두|버|$)|할|한다|함|합시다)/;

/**
 * 얘기좀 하자 -> 얘기 좀 하자, 이거좀 봐 -> 이거 좀 봐: the adverb 좀 is a word of its own, where the
 * analysis reads it as one at the end of the word.
 */
const jomApart = tokenRule('spacing.jom', (token, ctx) => {
  const core = token.core;
  if (core.length < 2 || !core.endsWith('좀') || !isAllHangul(core)) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  const last = morphs?.[morphs.length - 1];
  if (!last || last.surface !== '좀' || last.pos !== POS.adverb || last.end !== token.coreEnd)
    return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${core.slice(0, -1)} 좀`],
    message: spacingMessage({ ko: '부사 ‘좀’은', en: 'The adverb “좀” (a little, please)' }),
    reference: REF.spacingWords,
  };
});

/**
 * A suffix written apart from the noun of time or count before it (the analysis must read that
 * word as ending in a noun, numeral or counter): 3개월 째 -> 3개월째, 일주일 째네 -> 일주일째네;
 * 오후 쯤에 -> 오후쯤에, 12시 쯤 -> 12시쯤.
 */
function suffixJoin(id: string, suffix: string): Rule {
  return tokenRule(id, (token, ctx) => {
    if (!token.core.startsWith(suffix) || !isAllHangul(token.core)) return null;
    const prev = plainPrevious(ctx, token);
    if (!prev) return null;
    const morphs = analysisOf(ctx, prev.coreStart, prev.coreEnd);
    const last = morphs?.[morphs.length - 1];
    if (!last || last.end !== prev.coreEnd || !/^(NNG|NNB|NNBC|NR|SN)$/.test(last.last))
      return null;
    return joinPrevious(
      prev,
      token,
      {
        ko: `접미사 ${withParticle(`‘-${suffix}’`, '은', '는')} 앞말에 붙여 씁니다.`,
        en: `The suffix “-${suffix}” is attached to the word before it.`,
      },
      REF.spacingWords,
    );
  });
}
const jjaeJoin = suffixJoin('spacing.jjae', '째');
const jjeumJoin = suffixJoin('spacing.jjeum', '쯤');

/** Nouns that 주다 (give) takes as its object in mail and chat (연락 주세요: 연락을 주세요). */
const GIVEN_NOUNS = new Set(
  '연락 전화 답장 회신 답변 관심 도움 응원 격려 피드백 조언 의견 문자 메일 시간 기회'.split(' '),
);
const GIVE_FORM = /^(주|줘|줬|준|줄|줍)/;
const ASK_FORM = /^부탁(드리|드립|드려|드렸|드릴|드린|합|해|했|하|한|할)/;

/**
 * 확인부탁드립니다 -> 확인 부탁드립니다, 연락주세요 -> 연락 주세요: the noun is the object of the
 * verb after it (확인을 부탁드립니다), a word of its own. For 부탁드리다 after any noun the
 * analysis reads (확인, 검토, 양해), for 주다 after the listed nouns only (힘주다 is a word).
 */
const objectVerb = tokenRule('spacing.object-verb', (token, ctx) => {
  const core = token.core;
  if (core.length < 3 || !isAllHangul(core)) return null;
  let cut = core.indexOf('부탁', 1);
  if (cut < 0 || !ASK_FORM.test(core.slice(cut))) {
    cut = -1;
    for (let i = 1; i < core.length - 1 && cut < 0; i++)
      if (GIVEN_NOUNS.has(core.slice(0, i)) && GIVE_FORM.test(core.slice(i))) cut = i;
    if (cut < 0) return null;
  }
  const head = core.slice(0, cut);
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (!morphs) return null;
  const nouns = morphs.filter((m) => m.end <= token.coreStart + cut);
  const verb = morphs.find((m) => m.start === token.coreStart + cut);
  if (nouns.length === 0 || !nouns.every((m) => /^NN[GP]$/.test(m.pos) && !m.unknown)) return null;
  // 주 must read as the verb (관심주제에 is 관심 + 주제), 부탁 as the noun of 부탁드리다.
  if (
    !verb ||
    !(core.startsWith('부탁', cut) ? verb.surface.startsWith('부탁') : /^V/.test(verb.first))
  )
    return null;
  if (!gateRejects(ctx, core)) return null;
  const rest = core.slice(cut);
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} ${rest}`],
    message: {
      ko: `${withParticle(`‘${head}’`, '과', '와')} ${quoted(rest, '은', '는')} 각각 한 단어이므로 띄어 씁니다.`,
      en: `“${head}” and “${rest}” are separate words.`,
    },
    reference: REF.spacingWords,
  };
});

/** Nouns of quantity and limit (10분 이상, 절반 정도), never the stem of a 하다/되다 verb. */
const QUANTITY_NOUNS = new Set(
  '이상 이하 미만 초과 이내 정도 가량 남짓 내외 전후 안팎 이전 이후 동안 만큼'.split(' '),
);

/** 되다 as it starts after a noun (되었다, 된, 될, 됨, 됐다, 돼서, 됩니다). */
const DOE_FORM = /^(되|된|될|됨|됐|돼|됩)/;

/**
 * 공부 하다 -> 공부하다, 취소 되었습니다 -> 취소되었습니다: 하다 and 되다 after a noun are suffixes,
 * one word with it. For the listed activity nouns with 하다 as before; for any other noun where
 * the analysis reads the token as one common noun, hunspell knows the joined word, and the
 * joined word reads as that noun and the suffix (처리 하겠습니다, 변경 됐습니다). 성덕 되고
 * (성덕이 되다: become one) is no such word and stays.
 */
const hadaVerb = tokenRule('spacing.hada-verb', (token, ctx) => {
  if (token.text !== token.core || !isAllHangul(token.core)) return null;
  const next = ctx.tokens[token.index + 1];
  if (!next || next.coreStart !== next.start) return null;
  if (ctx.text.slice(token.end, next.start) !== ' ') return null;
  const hada =
    HADA_FORM.test(next.core) &&
    !/^(하나|하루|하늘|하얀|한국|한번|한편|한마디|한동안|해결|해외|해당|합계|할인)/.test(next.core);
  const doe = DOE_FORM.test(next.core);
  if (SIKIDA_FORM.test(next.core)) return sikida(ctx, token, next);
  if (!hada && !doe) return null;
  if (!(hada && HADA_NOUNS.has(token.core))) {
    // 엄마 하고 나: 하고 may be the particle (and) after a noun. A noun of quantity is no
    // verb's stem: 더 이상 할 말이 없다, 한 시간 이상 된다 (이상하다 is another word).
    if (!ctx.hasDictionary || token.core.length < 2 || /^하고/.test(next.core)) return null;
    if (QUANTITY_NOUNS.has(token.core)) return null;
    const noun = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (noun?.length !== 1 || noun[0]?.pos !== POS.commonNoun || noun[0].unknown) return null;
    const joined = `${token.core}${next.core}`;
    if (ctx.spell(joined) !== true) return null;
    const parts = ctx.models?.analyzer.analyze(joined) ?? [];
    const suffix = parts.find((m) => m.start === token.core.length);
    if (parts[0]?.end !== token.core.length || !suffix || !/^XS[VA]/.test(suffix.first))
      return null;
  }
  const verb = hada ? '하다' : '되다';
  return {
    start: token.coreStart,
    end: next.coreStart + 1,
    suggestions: [`${token.core}${next.core[0] ?? ''}`],
    message: {
      ko: `‘${token.core}${verb}’는 한 단어이므로 붙여 씁니다.`,
      en: `“${token.core}${verb}” is one word and is written without a space.`,
    },
    reference: REF.spacingWords,
  };
});

const SIKIDA_FORM = /^시(키|켜|켰|킬|킨|킵|킴)/;
/**
 * 소개 시켜 줄게 -> 소개시켜 줄게, 포함 시켰지만, 무력화 시키는: after a noun that takes 하다, 시키다
 * is the causative suffix -시키다 and is attached. Not after what one orders (피자 시켜 먹자:
 * 피자하다 is no verb; 주문 시켰어 means "ordered"), nor after a noun of one syllable (일 시키다:
 * the verb with its object).
 */
function sikida(ctx: Context, token: Token, next: Token): TokenFinding | null {
  const noun = token.core;
  if (noun.length < 2 || noun === '주문' || !ctx.hasDictionary) return null;
  if (ctx.spell(`${noun}하다`) !== true) return null;
  const parts = ctx.models?.analyzer.analyze(`${noun}${next.core}`) ?? [];
  const suffix = parts.find((m) => m.start === noun.length);
  if (!/^NN[GP]$/.test(parts[0]?.first ?? '') || !/^XSV/.test(suffix?.first ?? '')) return null;
  return {
    start: token.coreStart,
    end: next.coreEnd,
    suggestions: [`${noun}${next.core}`],
    message: {
      ko: `사동의 뜻을 더하는 접미사 ‘-시키다’는 앞말에 붙여 씁니다(‘${noun}시키다’).`,
      en: `“-시키다” (to make someone do) is a suffix here and is attached: “${noun}시키다”.`,
    },
    reference: REF.dict('-시키다'),
  };
}

/**
 * 감사 드립니다 -> 감사드립니다, 말씀 드릴게요 -> 말씀드릴게요: after a noun of a courteous act,
 * 드리다 is the suffix -드리다 (표준국어대사전 ‘-드리다’) and is attached. Only nouns with no
 * reading as a thing one hands over: 사과 (an apple), 편지, 선물 and 전화 may be the object of
 * the verb 드리다 (give), and 보고 may be 보다 + -고, so they are left.
 */
const deurida = tokenRule('spacing.deurida', (token, ctx) => {
  if (token.text !== token.core || !DEURIDA_NOUNS.has(token.core)) return null;
  const next = ctx.tokens[token.index + 1];
  if (!next || next.coreStart !== next.start || !DEURIDA_FORM.test(next.core)) return null;
  if (ctx.text.slice(token.end, next.start) !== ' ') return null;
  return {
    start: token.coreStart,
    end: next.coreEnd,
    suggestions: [`${token.core}${next.core}`],
    message: {
      ko: `공손한 행위의 뜻을 더하는 접미사 ‘-드리다’는 앞말에 붙여 씁니다(‘${token.core}드리다’).`,
      en: `“-드리다” (a humble act) is a suffix here and is attached: “${token.core}드리다”.`,
    },
    reference: REF.dict('-드리다'),
  };
});

const DETACHED_PARTICLES = new Set(
  '을 를 에서 에게 으로 에는 에서는 한테 에 처럼 께서 에게서 에서도'.split(' '),
);

/** The copula 이다 written apart (학생 입니다, 것 이다): it is attached like a particle. */
const COPULA = new Set(
  '이다 입니다 이에요 이었다 이었습니다 이었어요 이며 인데 이지만 이라서 이니까 이죠 일까 일지도'.split(
    ' ',
  ),
);

/** 학교 에 -> 학교에, 학생 입니다 -> 학생입니다 (particles are attached to the word before). */
const detachedParticle = tokenRule('spacing.particle', (token, ctx) => {
  const copula = COPULA.has(token.core);
  if (!DETACHED_PARTICLES.has(token.core) && !copula) return null;
  // The copula may end the sentence (학생 입니다.); a particle is followed by the rest.
  if (token.text !== token.core && !(copula && token.coreStart === token.start)) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev || !isAllHangul(prev.core)) return null;
  const last = prev.core[prev.core.length - 1];
  const f = finalIndex(last);
  const p = token.core;
  if ((p === '을' && f === 0) || (p === '를' && f !== 0)) return null;
  if (p === '으로' && (f === 0 || f === FINAL_RIEUL)) return null;
  if (/(다|요|고|서|며|면|니|지|게|죠)$/.test(prev.core)) return null;
  // A lone particle before it is what is left of removed text (의존성이 다릅니다: 은 입니다).
  if (/^[은는이가을를의에와과도로]$/.test(prev.core)) return null;
  // A particle attaches to a noun: after a word that already ends in a particle or an
  // ending (컴포넌트가 를, 이미 를), the gap is something else (often removed code).
  const prevMorphs = analysisOf(ctx, prev.coreStart, prev.coreEnd);
  if (prevMorphs && !endsNounlike(prevMorphs)) return null;
  return joinPrevious(
    prev,
    token,
    copula
      ? {
          ko: '서술격 조사 ‘이다’는 앞말에 붙여 씁니다.',
          en: 'The copula “이다” is attached to the preceding word.',
        }
      : {
          ko: `조사 ${quoted(p, '은', '는')} 앞말에 붙여 씁니다.`,
          en: `The particle “${p}” is attached to the preceding word.`,
        },
    REF.particleAttached,
  );
});

/** Particles (and the quotative -고) that may follow a quotation or a bracket as a word alone. */
const PARTICLES_AFTER_MARK = new Set(
  (
    '은 는 을 를 의 에 에서 에게 에는 에서는 에게는 으로 로 으로서 로서 으로써 로써 와 과 와의 과의 ' +
    '도 만 까지 부터 처럼 보다 이라는 라는 이라고 라고 이란 란 이라며 라며 이며 며 고 이다 이었다 였다'
  ).split(' '),
);
const CLOSING_MARK = /[”’"'」』》〉)\]]$/;

/**
 * ‘웃음’ 에 대한 -> ‘웃음’에 대한 ; 예상된다” 고 -> 예상된다”고 ; 『법칙』 이라는 -> 『법칙』이라는: a
 * particle after a quotation or a bracket attaches to it. Only a word that is a particle alone
 * (이 and 가 may be a determiner or a verb, so they are left), and a straight quotation mark only
 * when it closes a quotation that opened in the same word ("웃음" 을; an apostrophe is no quote).
 * Not after a bracket that holds a whole sentence ((…아닙니다.) 는: the next sentence begins).
 */
const particleAfterMark = tokenRule('spacing.particle-after-mark', (token, ctx) => {
  if (token.coreStart !== token.start || !PARTICLES_AFTER_MARK.has(token.core)) return null;
  const prev = ctx.tokens[token.index - 1];
  if (!prev || !CLOSING_MARK.test(prev.text) || prev.core.length === 0) return null;
  if (ctx.text.slice(prev.end, token.start) !== ' ') return null;
  const mark = prev.text[prev.text.length - 1] as string;
  if ((mark === '"' || mark === "'") && !prev.text.startsWith(mark)) return null;
  if (mark === '’' && !prev.text.includes('‘')) return null;
  // A bracket closed after a full stop holds a sentence; what follows starts another one.
  if (/[)\]]/.test(mark) && /[.!?]$/.test(prev.text.slice(0, -1))) return null;
  if (ctx.isProtected(prev.start, token.end)) return null;
  return {
    start: prev.end - 1,
    end: token.coreEnd,
    suggestions: [`${mark}${token.core}`],
    message: {
      ko: `조사 ${quoted(token.core, '은', '는')} 따옴표나 괄호 뒤에도 붙여 씁니다.`,
      en: `The particle “${token.core}” is attached after a quotation mark or bracket too.`,
    },
    reference: REF.particleAttached,
  };
});

const AN_DOE_WORD = /^안(돼|되|된|될|됩|됐)([가-힣]*)$/;

/** 하면 안돼 -> 하면 안 돼 (안 = not, after -면/-서는 the sense is "not allowed"). */
const anDoe = tokenRule('spacing.an-doe', (token, ctx) => {
  const m = AN_DOE_WORD.exec(token.core);
  if (!m) return null;
  const prev = ctx.tokens[token.index - 1];
  if (!prev || prev.text !== prev.core || !/(면|서는|서도|어선|해선|으면)$/.test(prev.core))
    return null;
  const rest = `${m[1] ?? ''}${m[2] ?? ''}`.replace(/^되(요|서|야)/, '돼$1').replace(/^되$/, '돼');
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`안 ${rest}`],
    message: {
      ko: '‘허락되지 않는다’는 뜻의 ‘안 되다’는 부사 ‘안’을 띄어 씁니다.',
      en: 'In “안 되다” (not allowed) the adverb “안” is written separately.',
    },
    reference: REF.spacingWords,
  };
});

/** Personal pronouns, after which 보다, 만큼, 조차, 처럼 and 뿐 are particles (나 보다 크다, 너 뿐만). */
const PERSONAL = /^(나|너|저|우리|너희|저희|당신|그녀|자기)$/;
/**
 * 할 수 밖에 -> 할 수밖에, 너뿐 만 아니라 -> 뿐만, 할 때 마다 -> 때마다, 나 보다 -> 나보다: the word
 * before, the particle (what it matches is the particle the message names) and, where needed,
 * the word after.
 */
const JOIN_AFTER: Array<[RegExp, RegExp, RegExp?]> = [
  [/^수$/, /^밖에/],
  [/뿐$/, /^만$/],
  [/^때$/, /^마다/],
  // 마저 is left out: 너 마저 먹어 is the adverb (the rest).
  [PERSONAL, /^(보다|만큼|조차|처럼|뿐)/],
  // 너 밖에 없어 (only you); after a noun 밖 may be the place (집 밖에 아무도 없다).
  [
    /^(나|너|저|우리|너희|저희|당신|그녀|하나|이거|그거|이것|그것)$/,
    /^밖에$/,
    /^(없|안|못|않|모르|몰)/,
  ],
];
/**
 * 부터, 까지 and 조차 are particles only (까지 also starts 까지다 "get scraped": 무릎이 까지는), so
 * written apart after a noun, a particle of place or direction, a connective ending or an adverb
 * (지금 까지, 때 까지, 으로 부터, 늦게 까지, 나서 부터는) they belong to the word before. Not after
 * a particle that no particle may follow (에러는 까지), nor after a lone particle: in both, text
 * was removed there (inline code, numbers).
 */
const STACKED_PARTICLE = /^(부터|까지|조차)(도|는|요|만|라도|야|이다|입니다|예요|이에요)?$/;
const STACKS_AFTER = /^(NN[GPB]|NNBC|NP|NR|SN|XSN|JKB|EC|MAG|ETN)$/;
function stackedParticle(ctx: Context, token: Token, prev: Token): TokenFinding | null {
  const m = STACKED_PARTICLE.exec(token.core);
  if (!m || !isHangulSyllable(prev.core[prev.core.length - 1])) return null;
  // A lone particle before it is what is left of removed text (오차가 에서 까지).
  if (/^(에서|에게|에|으로|로|서|께|한테|은|는|이|가|을|를|의|와|과|도)$/.test(prev.core))
    return null;
  const last = finalMorph(ctx, prev);
  if (!last || last.unknown || !STACKS_AFTER.test(last.last)) return null;
  const particle = m[1] ?? '';
  return joinPrevious(
    prev,
    token,
    {
      ko: `조사 ${quoted(particle, '은', '는')} 앞말에 붙여 씁니다.`,
      en: `The particle “${particle}” is attached to the word before it.`,
    },
    REF.particleAttached,
  );
}

const joinParticle = tokenRule('spacing.particle-join', (token, ctx) => {
  const prev = plainPrevious(ctx, token);
  if (!prev) return null;
  const stacked = stackedParticle(ctx, token, prev);
  if (stacked) return stacked;
  for (const [before, after, next] of JOIN_AFTER) {
    const particle = after.exec(token.core)?.[0];
    if (particle === undefined || !before.test(prev.core)) continue;
    if (next && !next.test(nextCore(ctx, token))) continue;
    return joinPrevious(
      prev,
      token,
      {
        ko: `조사 ${quoted(particle, '은', '는')} 앞말에 붙여 씁니다.`,
        en: 'A particle is attached to the word before it.',
      },
      REF.particleAttached,
    );
  }
  return null;
});

const JI_ALONE = /^지(도|는|가|를|만|요|조차|라도)?$/;

/**
 * 한 개 씩 -> 한 개씩, 두 번 씩, 하나 씩, 조금 씩: the suffix -씩 (each) is attached to the amount
 * before it. A lone 씩 may also be the adverb (씩 웃었다), so the word before must be a counter
 * or a number, or a noun or adverb that the analysis reads with 씩 as a suffix once joined.
 */
const SSIK = /^씩(이|은|만|이라도|의|도)?$/;
const ssik = tokenRule('spacing.ssik', (token, ctx) => {
  if (!SSIK.test(token.core) || /^(웃|미소|쪼개)/.test(nextCore(ctx, token))) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev || !isHangulSyllable(prev.core[prev.core.length - 1])) return null;
  const last = finalMorph(ctx, prev);
  if (!last || last.unknown) return null;
  if (!/^(NNBC|NR|SN)$/.test(last.last)) {
    if (!/^(NN[GB]|NR|MAG)$/.test(last.last)) return null;
    const joined = ctx.models?.analyzer.analyze(`${prev.core}씩`).at(-1);
    if (joined?.surface !== '씩' || joined.pos !== POS.nounSuffix) return null;
  }
  return joinPrevious(
    prev,
    token,
    {
      ko: '‘각각 같은 수량으로’를 뜻하는 접미사 ‘-씩’은 앞말에 붙여 씁니다.',
      en: 'The suffix “-씩” (each, at a time) is attached to the amount before it.',
    },
    REF.dict('-씩'),
  );
});

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
    const verb = (tag: string | undefined) => tag !== undefined && VERB_TAGS.has(tag);
    if (!end || end.last !== POS.connectiveEnding) return null;
    if (
      !verb(end.first) &&
      !(
        end.first === POS.connectiveEnding &&
        (verb(before?.last) || before?.last === POS.prefinalEnding)
      )
    )
      return null;
  }
  return joinPrevious(
    prev,
    token,
    {
      ko: '어미 ‘-ㄹ지’, ‘-는지’는 앞말에 붙여 씁니다.',
      en: 'The endings “-ㄹ지” and “-는지” are attached to the verb.',
    },
    REF.spacingWords,
  );
});

/**
 * 할 수록 -> 할수록, 클 뿐더러 -> 클뿐더러, 죽을 망정 -> 죽을망정: the endings -ㄹ수록, -ㄹ뿐더러,
 * -ㄹ망정 and -ㄹ지언정 are one with the verb, never a dependent noun after -ㄹ (수록 the noun,
 * "included", does not follow an adnominal form). The word before must end in ㄹ and read as
 * an adnominal form.
 */
const L_ENDINGS = new Set(['수록', '뿐더러', '망정', '지언정']);
const lEnding = tokenRule('spacing.l-ending', (token, ctx) => {
  if (!L_ENDINGS.has(token.core) || token.coreStart !== token.start) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev || finalIndex(prev.core[prev.core.length - 1]) !== FINAL_RIEUL) return null;
  if (finalMorph(ctx, prev)?.last !== POS.adnominalEnding) return null;
  return joinPrevious(
    prev,
    token,
    {
      ko: `어미 ${quoted(`-ㄹ${token.core}`, '은', '는')} 앞말에 붙여 씁니다.`,
      en: `The ending “-ㄹ${token.core}” is attached to the verb.`,
    },
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
  const morphs = analysisOf(ctx, prev.coreStart, token.coreEnd);
  if (!morphs) return null;
  const before = morphs.find((m) => m.end === prev.coreEnd);
  const aux = morphs.find((m) => m.start === token.coreStart);
  if (
    !before ||
    before.last !== POS.connectiveEnding ||
    !/^(VV|VA|VX|XSV|XSA|EC)$/.test(before.first)
  )
    return null;
  if (!aux || aux.first !== POS.auxiliary || !(hada ? HADA_START : JIDA_START).test(aux.surface))
    return null;
  // An adjective's -아/-어 before 하다 only (좋아 하는, 힘들어 해요); after a verb it is -어야
  // or another construction.
  if (
    hada &&
    !/^(VA|XSA)/.test(
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
    hada
      ? {
          ko: '‘-아하다/-어하다’는 앞말에 붙여 씁니다.',
          en: '“-아하다/-어하다” is attached to the adjective before it.',
        }
      : {
          ko: '‘-아지다/-어지다’는 앞말에 붙여 씁니다.',
          en: '“-아지다/-어지다” is attached to the verb or adjective before it.',
        },
    REF.auxiliaryVerb,
  );
});

/**
 * 볼만 하다 -> 볼 만하다, 볼 만 하다 -> 볼 만하다: the auxiliary adjective 만하다 is one word,
 * apart from the -ㄹ form before it (제47항 also allows 볼만하다, never 볼만 하다). Only after a
 * form the analysis or the syllable reads as adnominal -ㄹ (공부만 하다, "only study", stays).
 */
const MANHADA_FORM = /^(하|해|한|할|함|합|했)/;
const manHada = tokenRule('spacing.l-manhada', (token, ctx) => {
  if (!MANHADA_FORM.test(token.core) || !isAllHangul(token.core)) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev || !prev.core.endsWith('만') || !isAllHangul(prev.core)) return null;
  const message = {
    ko: '‘만하다’는 한 단어이므로 붙여 쓰고, 앞의 ‘-ㄹ’ 꼴과는 띄어 씁니다.',
    en: '“만하다” is one word: write it joined, apart from the “-ㄹ” form before it.',
  };
  if (prev.core === '만') {
    // 볼 만 하다: join 만 to 하다.
    // The analysis must read the adnominal ending: 을 is also the object particle (사람을 만 한
    // 번, the numeral).
    const before = plainPrevious(ctx, prev);
    if (!before || !isAllHangul(before.core)) return null;
    if (!adnominalEndsAt(ctx, before, before.coreEnd)) return null;
    return joinPrevious(prev, token, message, REF.auxiliaryVerb);
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
  if (verb && !/^(VV|VX|XSV)/.test(verb.find((m) => m.start === token.coreStart)?.first ?? ''))
    return null;
  return {
    start: prev.coreEnd - 2,
    end: token.coreEnd,
    suggestions: [`${head[head.length - 1] ?? ''} 만${token.core}`],
    message,
    reference: REF.auxiliaryVerb,
  };
});

/** Is the verb from `right` on nominalised with -기/-음 in the token (바로가기, 언덕빼기)? */
function nominalised(morphs: readonly Morph[], right: Morph, token: Token): boolean {
  return morphs.some((m) => m.end <= token.coreEnd && m.start >= right.start && /ETN/.test(m.pos));
}

/**
 * A noun the train part reads as a common noun this often, before one of these verbs, needs the
 * spacing model only at BARE_NOUN_LIGHT_P (see spacing.particle-verb).
 */
const BARE_NOUN_SEEN = 5;
const BARE_NOUN_LIGHT_P = 0.02;
const LIGHT_VERBS =
  /^(쓰|써|썼|쓸|쓴|내|냈|낼|낸|있|없|오|와|왔|올|온|가|갔|갈|간|주|줘|줬|줄|준|차리|차려|차렸|부리|부려|부렸|지르|질러|질렀|내리|내려|내렸|돋|빠지|빠져|빠졌|치|쳐|쳤|끼|껴|꼈|들|갖|놓|걸|켜|켰|찍|먹|보|봐|봤|볼|본)/;

/** The verbs (as their forms start) that make one word with many nouns (교육받다, 인사드리다, 조건짓다, 책임지다). */
const BARE_NOUN_VERBS =
  /^(받|당|시[키켜켰킨킬]|드|하|해|했|한|할|합|함|되|돼|됐|된|될|됩|짓|지|잡|나|났|난|바르|발라)/;

/** Connective endings after which a verb starts a new word (하면좋을까, 먹고자다 is 먹고 자다). */
const WORD_ENDING_CONNECTIVES = new Set(
  '고 면 으면 니까 으니까 는데 은데 지만 면서 으면서 도록 다가 려고 으려고 러 으러 아서 어서 여서'.split(
    ' ',
  ),
);

/** What starts the word in spacing.particle-verb, and the tag the left piece alone must read. */
type RunTogether = 'particle' | 'connective' | 'adverb' | 'determiner' | 'bareNoun';
const RUN_TOGETHER: Record<RunTogether, { alone: string | null; message: Message }> = {
  particle: {
    alone: null,
    message: {
      ko: '조사 뒤의 동사나 형용사는 띄어 씁니다.',
      en: 'A verb or adjective after a particle is written as a separate word.',
    },
  },
  connective: {
    alone: null,
    message: {
      ko: '연결 어미 뒤의 동사나 형용사는 띄어 씁니다.',
      en: 'A verb or adjective after a connective ending is written as a separate word.',
    },
  },
  adverb: {
    alone: POS.adverb,
    message: {
      ko: '부사와 그 뒤의 동사나 형용사는 띄어 씁니다.',
      en: 'An adverb and the verb or adjective after it are separate words.',
    },
  },
  determiner: {
    alone: POS.determiner,
    message: {
      ko: '관형사와 그 뒤의 명사는 띄어 씁니다.',
      en: 'A determiner and the noun after it are separate words.',
    },
  },
  bareNoun: {
    alone: POS.commonNoun,
    message: {
      ko: '명사와 그 뒤의 동사는 띄어 씁니다.',
      en: 'A noun and the verb after it are separate words.',
    },
  },
};

const PREDICATE = /^(VV|VA)/;

/** Which kind of run-together word `left` then `right` (the k-th morph of the token) makes. */
function runTogetherKind(morphs: readonly Morph[], k: number, token: Token): RunTogether | null {
  const left = morphs[k - 1] as Morph;
  const right = morphs[k] as Morph;
  if (left.end !== right.start) return null;
  const predicate = PREDICATE.test(right.first);
  // Not the genitive 의, which comes before nouns (재정의하지 is 재정의 + 하다).
  if (
    predicate &&
    /^J/.test(left.last) &&
    left.pos === left.last &&
    left.pos !== POS.genitiveParticle
  )
    return 'particle';
  if (
    predicate &&
    left.pos === POS.connectiveEnding &&
    WORD_ENDING_CONNECTIVES.has(left.surface) &&
    k >= 2
  )
    return 'connective';
  // -러 가다/오다 (놀러가고, 먹으러왔어): the analysis reads 가다 as an auxiliary there.
  if (
    right.first === POS.auxiliary &&
    left.pos === POS.connectiveEnding &&
    /^으?러$/.test(left.surface) &&
    k >= 2
  )
    return 'connective';
  if (k !== 1) return null;
  // A determiner that starts the word before its noun (다른사람에게, 이런경우, 모든것).
  if (
    left.pos === POS.determiner &&
    (right.first === POS.commonNoun || right.first === POS.boundNoun)
  )
    return 'determiner';
  // Neither pair below may be nominalised with -기/-음 (바로가기, 언덕빼기: nouns to many).
  if (!predicate || nominalised(morphs, right, token)) return null;
  // An adverb that starts the word (너무힘들어, 정말좋아), but not 이제서야 (이제야: one adverb,
  // not 이제 + 서다).
  if (left.pos === POS.adverb && !/^이제서/.test(token.core)) return 'adverb';
  // A noun that starts the word, its object particle dropped, before a verb (신경쓰지), but not
  // before the verbs that make one word with a noun as suffixes or in many dictionary words
  // (교육받는, 무시당하다, 감동시키다, 감사드리다, 자리잡다, 큰일나다, 예의바르다).
  if (
    left.pos === POS.commonNoun &&
    right.first === POS.verb &&
    !BARE_NOUN_VERBS.test(right.surface)
  )
    return 'bareNoun';
  return null;
}

/**
 * 상처를받아서 -> 상처를 받아서, 친구들이있다는 -> 친구들이 있다는, 하면좋을까 -> 하면 좋을까,
 * 너무힘들어 -> 너무 힘들어: a particle, a connective ending or an adverb, then a verb or
 * adjective, in one word; 이런경우 -> 이런 경우: a determiner, then a noun; 신경쓰지 -> 신경 쓰지: a
 * noun, its particle dropped, then a verb. The analysis must
 * read the boundary, hunspell must reject the word and know both pieces (들어가서, 먹어보다,
 * 그때, 한번 are words or auxiliaries, 제47항), and each piece must be two syllables or more.
 */
const particleVerb = tokenRule('spacing.particle-verb', (token, ctx) => {
  const core = token.core;
  if (core.length < 4 || !isAllHangul(core) || !ctx.hasDictionary) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (!morphs) return null;
  for (let k = 1; k < morphs.length; k++) {
    const kind = runTogetherKind(morphs, k, token);
    if (!kind) continue;
    const right = morphs[k] as Morph;
    const cut = right.start - token.coreStart;
    if (cut < 2 || core.length - cut < 2) continue;
    if (ctx.spell(core) !== false) return null;
    if (ctx.spell(core.slice(0, cut)) !== true || ctx.spell(core.slice(cut)) !== true) continue;
    // The word analysed on its own must see the same boundary: in the sentence 재정의하지,
    // 위로받을, 메서드는 and 피에타는 read as a particle before a verb, alone as one noun,
    // a noun + suffix or a name.
    const alone = ctx.models?.analyzer.analyze(core) ?? [];
    const before = alone.find((m) => m.end === cut);
    const after = alone.find((m) => m.start === cut);
    if (!before || !after || after.first !== right.first) continue;
    const { alone: leftTag, message } = RUN_TOGETHER[kind];
    const reads =
      kind === 'particle'
        ? /^J/.test(before.last)
        : before.pos === (leftTag ?? POS.connectiveEnding);
    if (!reads) continue;
    // A verb the dictionary has whole (위로받다, 파고들다) is one word.
    const stems = [right.surface, right.surface.slice(0, 1)];
    if (stems.some((stem) => ctx.spell(`${core.slice(0, cut)}${stem}다`) === true)) continue;
    // ... and so is a particle that the left piece alone does not read (위로받을: 위로, a noun);
    // an adverb, determiner or noun must read as one word alone.
    const leftAlone = ctx.models?.analyzer.analyze(core.slice(0, cut)) ?? [];
    if (leftTag ? leftAlone[0]?.pos !== leftTag || leftAlone.length !== 1 : leftAlone.length < 2)
      continue;
    // The spacing model must not rule the space out (메서드는, 팔로밀라는: words it has seen;
    // it weighs the writer's spacing, so a slip it agrees with may still get p 0.1).
    // A common noun before a light verb (신경쓰는, 센스있는, 연락왔어) needs less: chat runs
    // those together so often that the model learned them (신경쓰고 p 0.04). Not 사다, 타다,
    // 서다 or 돕다, whose one syllable may end a noun or name (시행사는, 베이스타는, 역사서이고,
    // 이해도와: p 0.003 to 0.04).
    const lm = ctx.models?.lm;
    const lightVerb =
      kind === 'bareNoun' &&
      LIGHT_VERBS.test(right.surface) &&
      lm !== undefined &&
      nounCount(lm, core.slice(0, cut)) >= BARE_NOUN_SEEN;
    const p = modelSpaceBefore(ctx, right.start) ?? 1;
    if (p < (lightVerb ? BARE_NOUN_LIGHT_P : 0.05)) continue;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, cut)} ${core.slice(cut)}`],
      message,
      reference: REF.spacingWords,
    };
  }
  return null;
});

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
    {
      ko: '어미 ‘-ㄹ게’, ‘-ㄹ걸’은 앞말에 붙여 쓰고 예사소리로 적습니다.',
      en: 'The endings “-ㄹ게” and “-ㄹ걸” are attached to the verb and spelled with a plain consonant.',
    },
    REF.plainConsonantEnding,
    `${ending}${m[2] ?? ''}`,
  );
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
    message: spacingMessage({ ko: `의존 명사 ‘${noun}’는`, en: `The dependent noun “${noun}”` }),
    reference: REF.dependentNoun,
  };
});

/** Words that the dictionary writes as one: 그 동안 -> 그동안, 그 때 -> 그때, 지난 번 -> 지난번. */
const COMPOUNDS: Record<string, string> = {
  '그 동안': '그동안',
  '그 때': '그때',
  '이 때': '이때',
  '그 날': '그날',
  '지난 번': '지난번',
  '첫 날': '첫날',
  '그 중': '그중',
  '그 다음': '그다음',
  '한 동안': '한동안',
  '요 즘': '요즘',
};
const PARTICLES =
  '은|는|이|가|을|를|에|에는|에도|에서|부터|까지|의|만|도|처럼|마다|보다|이라도|이나|로|으로|와|과|랑|이랑|한테|에게|들|들이|들은|들을|들의|들도|들한테|들에게';
const PARTICLE_TAIL = `(?=(?:${PARTICLES})?(?![가-힣]))`;
const compoundWords = regexRule({
  id: 'spacing.compound',
  pattern: new RegExp(
    `(?<![가-힣])(?<x>${Object.keys(COMPOUNDS)
      .sort((a, b) => b.length - a.length)
      .join('|')})${PARTICLE_TAIL}`,
    'dg',
  ),
  replace: (m) => COMPOUNDS[m.groups?.x ?? ''] ?? null,
  message: (o, s) => ({
    ko: `${withParticle(`‘${s}’`, '은', '는')} 한 단어이므로 붙여 씁니다(‘${o}’ ×).`,
    en: `“${s}” is one word and is written without a space.`,
  }),
  reference: REF.spacingWords,
});

/**
 * Two words that are often run together, and that the dictionary keeps apart (unlike 지난주,
 * 지난달, 어젯밤, 다음번, which are one word each): 다음주 -> 다음 주, 오늘밤 -> 오늘 밤,
 * 공부뿐만아니라 -> 공부뿐만 아니라 (국립국어원: 이번 주, 다음 달, 몇 시).
 */
const TWO_WORDS: Record<string, string> = {
  이번주: '이번 주',
  다음주: '다음 주',
  이번주말: '이번 주말',
  다음주말: '다음 주말',
  이번달: '이번 달',
  다음달: '다음 달',
  저번주: '저번 주',
  저번달: '저번 달',
  이번학기: '이번 학기',
  다음학기: '다음 학기',
  오늘밤: '오늘 밤',
  내일밤: '내일 밤',
  오늘아침: '오늘 아침',
  내일아침: '내일 아침',
  어제아침: '어제 아침',
  몇시: '몇 시',
  더이상: '더 이상',
  몇번: '몇 번',
  두번: '두 번',
  첫번째: '첫 번째',
  두번째: '두 번째',
  세번째: '세 번째',
  네번째: '네 번째',
  다섯번째: '다섯 번째',
  여섯번째: '여섯 번째',
  일곱번째: '일곱 번째',
  여덟번째: '여덟 번째',
  아홉번째: '아홉 번째',
  열번째: '열 번째',
  몇번째: '몇 번째',
  세번: '세 번',
  네번: '네 번',
  여러번: '여러 번',
  하루종일: '하루 종일',
  그후: '그 후',
  다시한번: '다시 한번',
  나혼자: '나 혼자',
  너혼자: '너 혼자',
  그사람: '그 사람',
  이사람: '이 사람',
  저사람: '저 사람',
  그남자: '그 남자',
  그여자: '그 여자',
  왜이렇게: '왜 이렇게',
  왜그렇게: '왜 그렇게',
  왜저렇게: '왜 저렇게',
  왜이리: '왜 이리',
  마지막날: '마지막 날',
};
/** The copula's endings after a noun (몇 시야, 몇 시예요, 두 번이에요). */
const COPULA_ENDINGS = '야|이야|예요|이에요|에요|입니다|인가요|인지|일까|이지|이다|인데';
/** 뿐만 아니라 and 뿐 아니라 come right after the word they follow (공부뿐만 아니라). */
const NOT_ONLY: Record<string, string> = { 뿐만아니라: '뿐만 아니라', 뿐아니라: '뿐 아니라' };
const twoWords = regexRule({
  id: 'spacing.two-words',
  pattern: new RegExp(
    `(?<x>(?<![가-힣])(?:${Object.keys(TWO_WORDS)
      .sort((a, b) => b.length - a.length)
      .join('|')})(?=(?:${PARTICLES}|쯤|엔|께|${COPULA_ENDINGS})?(?![가-힣]))|` +
      `${Object.keys(NOT_ONLY).join('|')})`,
    'dg',
  ),
  replace: (m) => TWO_WORDS[m.groups?.x ?? ''] ?? NOT_ONLY[m.groups?.x ?? ''] ?? null,
  message: (o, s) => ({
    ko: `${withParticle(`‘${s}’`, '은', '는')} 두 단어이므로 띄어 씁니다(‘${o}’ ×).`,
    en: `“${s}” is two words and is written with a space.`,
  }),
  reference: REF.spacingWords,
});

/**
 * 하다보면 -> 하다 보면, 살다보니 -> 살다 보니: 보다 after -다(가) is an auxiliary that 제47항 does
 * not let join (it joins only after -아/-어). A noun before (바다보니) is spaced too.
 */
const DA_BODA = /^([가-힣]+다)(보면|보니|보니까|보니깐)$/;
const daBoda = tokenRule('spacing.da-boda', (token, ctx) => {
  const m = DA_BODA.exec(token.core);
  if (!m || !gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${m[1] ?? ''} ${m[2] ?? ''}`],
    message: {
      ko: '‘-다(가) 보다’의 ‘보다’는 앞말과 띄어 씁니다.',
      en: 'In “-다(가) 보다” the verb “보다” is written as a separate word.',
    },
    reference: REF.auxiliaryVerb,
  };
});

/** 어떻게해 -> 어떻게 해, 이렇게하면 -> 이렇게 하면: the adverb and 하다 are two words. */
const eotteokeHada = regexRule({
  id: 'spacing.two-words',
  pattern: /(?<![가-힣])(?<x>(?:어떻게|이렇게|그렇게|저렇게)(?:하|해|했|할|한|합|함))/dg,
  replace: (m) => {
    const x = m.groups?.x ?? '';
    return `${x.slice(0, 3)} ${x.slice(3)}`;
  },
  message: (o) => ({
    ko: `‘${o.slice(0, 3)}’와 뒤의 ‘하다’는 띄어 씁니다.`,
    en: `“${o.slice(0, 3)}” and the verb 하다 after it are separate words.`,
  }),
  reference: REF.spacingWords,
});

/** Two or more spaces between words. */
const doubleSpace = regexRule({
  id: 'spacing.double-space',
  pattern: /(?<=[가-힣A-Za-z0-9])(?<x> {2,})(?=[가-힣A-Za-z0-9'"(‘“])/dg,
  replace: () => ' ',
  message: { ko: '띄어쓰기가 두 번 이상 들어갔습니다.', en: 'There is more than one space here.' },
  reference: REF.spacingWords,
});

/** A quotation goes on after the mark: 확신합니다,라고 (the quotation marks are what is missing). */
const QUOTATIVE = /^(?:이?라[고는며면던]|하고|하며|하면서)/;

/**
 * 했다.그리고 -> 했다. 그리고 ; 사과,배 -> 사과, 배. The finding covers the mark and the syllable
 * after it (.그 → . 그), so the suggestion shows where the space goes. A full stop only after a
 * sentence's final ending (with the analyser): 김상묵.박흥식 uses it for a middle dot and 연락.끝났네
 * may be either, so they are left alone; nor before a quotative (확신합니다,라고: a space there
 * would be wrong too).
 */
const spaceAfterPunctuation = regexRule({
  id: 'spacing.after-punctuation',
  pattern: /(?<=[가-힣])[,.!?][가-힣]/dg,
  replace: (m, ctx) => {
    const at = m.index;
    const mark = m[0][0] as string;
    if (QUOTATIVE.test(ctx.text.slice(at + 1, at + 4))) return null;
    if (mark === '.' && ctx.models) {
      const before = ctx.morphsIn(Math.max(0, at - 20), at).at(-1);
      if (!before || before.end !== at || !/(^|\+)EF$/.test(before.pos)) return null;
    }
    return `${mark} ${m[0].slice(1)}`;
  },
  message: {
    ko: '문장 부호 뒤에는 한 칸 띄어 씁니다.',
    en: 'Put a space after the punctuation mark.',
  },
  reference: REF.punctuation,
});

export const spacingRules: Rule[] = [
  dependentSu,
  suItda,
  dependentGeot,
  dependentTtaemun,
  dependentTtae,
  dependentJul,
  dependentMankeum,
  dependentJi,
  dependentDe,
  dependentJung,
  afterHu,
  beforeJeon,
  afterTimeSpan,
  unitNoun,
  timeMan,
  auxiliary,
  eoyaHada,
  eodoDoeda,
  naBoda,
  anVerb,
  geHada,
  goNada,
  dependentTeo,
  adnominalNoun,
  hadaVerb,
  deurida,
  objectVerb,
  jomApart,
  detachedParticle,
  particleAfterMark,
  anDoe,
  dependentCheokBa,
  compoundWords,
  twoWords,
  joinParticle,
  ssik,
  lgeJoin,
  lJiJoin,
  lEnding,
  daBoda,
  eotteokeHada,
  jjaeJoin,
  jjeumJoin,
  eojidaJoin,
  manHada,
  particleVerb,
  doubleSpace,
  spaceAfterPunctuation,
];
