import { isPredicateTag } from '../analysis/pos.ts';
import { type Rule, regexRule, tokenRule } from '../context.ts';
import { FINAL_RIEUL, finalIndex, isAllHangul, quoted, withFinal } from '../hangul.ts';
import { analysisOf } from './analysis-gates.ts';
import { REF } from './references.ts';
import { type TableEntry, tableRule } from './table-rule.ts';
import type { Message } from '../types.ts';

const d = REF.dict;

/** 되요 -> 돼요, 되서 -> 돼서, 되야 -> 돼야 (되 + -어 contracts to 돼). */
const doeToDwae = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<x>되)(?=요|서|야|버리|버렸|버려|줘|줬|봤|봐)/dg,
  replace: () => '돼',
  message: {
    ko: '‘되-’에 ‘-어’가 붙은 ‘되어’는 ‘돼’로 줄여 씁니다. ‘되’만으로는 끝낼 수 없습니다.',
    en: '“되” + “-어” contracts to “돼”; “되” alone cannot take this ending.',
  },
  reference: REF.oeAe,
});

/** 됬다 -> 됐다 */
const dwaet = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<x>됬|됫)/dg,
  replace: () => '됐',
  message: {
    ko: '‘되었-’의 준말은 ‘됐-’입니다.',
    en: 'The contraction of “되었-” is “됐-”.',
  },
  reference: REF.oeAe,
});

/** 안 되. -> 안 돼. (a bare stem cannot end a sentence) */
const doeFinal = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<=[\s가-힣])(?<x>되)(?=[.!?~]|\s*$)/dg,
  replace: () => '돼',
  message: {
    ko: '문장을 끝낼 때는 ‘되어’의 준말 ‘돼’를 씁니다.',
    en: 'At the end of a sentence use “돼” (되 + -어).',
  },
  reference: REF.oeAe,
});

/** 하면 안되. -> 하면 안 돼. */
const anDoeFinal = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<![가-힣])(?<x>안되)(?=[.!?~]|\s*$)/dg,
  replace: () => '안 돼',
  message: {
    ko: '문장을 끝낼 때는 ‘되어’의 준말 ‘돼’를 쓰고, 부정의 ‘안’은 띄어 씁니다.',
    en: 'End the sentence with “돼” (되 + -어) and write the negative “안” separately.',
  },
  reference: REF.oeAe,
});

/** 시키는데로 -> 시키는 대로 (대로 = "as"; an attached 데로 is always wrong). */
const deDaeRule = regexRule({
  id: 'grammar.de-dae',
  pattern: /(?<=[가-힣](?:는|던|은|한|할|을|된|될|운|친|쓴|본|준|온|간|운))(?<x>데로)(?![가-힣])/dg,
  replace: () => ' 대로',
  message: {
    ko: '‘-는 것과 같이’의 뜻은 의존 명사 ‘대로’로 적고 앞말과 띄어 씁니다.',
    en: 'For “as, in the way that” write the dependent noun “대로”, separated from the verb.',
  },
  reference: REF.dependentNoun,
});

// The patterns a word rule tries on every word stand outside the rule: a regular-expression
// literal makes a new RegExp object each time it is evaluated.
const IEYO_FORM = /(이예요|이였)/;

/** 학생이예요 -> 학생이에요 (dictionary-gated: 먹이예요, 놀이였다 are correct). */
const ieyoRule = tokenRule('grammar.ieyo', (token, ctx) => {
  const core = token.core;
  const m = IEYO_FORM.exec(core);
  if (!m || m.index === 0 || finalIndex(core[m.index - 1]) <= 0) return null;
  const fixed = m[1] === '이예요' ? '이에요' : '이었';
  const corrected = core.slice(0, m.index) + fixed + core.slice(m.index + (m[1] ?? '').length);
  if (ctx.spell(core) !== false || ctx.spell(corrected) !== true) return null;
  const start = token.coreStart + m.index;
  return {
    start,
    end: start + (m[1] ?? '').length,
    suggestions: [fixed],
    message: {
      ko: '받침 있는 말 뒤에서는 ‘이에요’, ‘이었-’으로 적습니다(‘이예요’, ‘이였-’ ×).',
      en: 'After a consonant write “이에요” and “이었-”, not “이예요” / “이였-”.',
    },
    reference: d('-이에요'),
  };
});

/**
 * 저에요 -> 저예요, 뭐에요 -> 뭐예요, 이거에요 -> 이거예요: after a word without a final consonant
 * the copula is 예요 (이에요 contracted). Only pronouns (and 얼마, how much) that 에 (at, to)
 * would not follow in speech: 학교에요 may be 학교에 + 요 (to school), so nouns are left alone.
 */
const yeyoRule = regexRule({
  id: 'grammar.ieyo',
  pattern: /(?<![가-힣])(?:저|뭐|누구|이거|그거|저거|나|너|얼마)(?<x>에요)(?![가-힣])/dg,
  replace: () => '예요',
  message: {
    ko: '받침 없는 말 뒤에서는 ‘예요’로 적습니다(‘에요’ ×).',
    en: 'After a vowel write “예요” (short for 이에요), not “에요”.',
  },
  reference: d('-이에요'),
});

/**
 * 돼는 -> 되는, 돼고 -> 되고, 돼세요 -> 되세요, 돼지 않아 -> 되지 않아 (돼지 before 않다 or 못하다 is no pig:
 * 돼지 말고 소고기 is, so 말다 is left).
 */
const dwaeToDoe = regexRule({
  id: 'grammar.doe-dwae',
  pattern:
    /(?<x>돼)(?=는|고|면|세요|셨|겠|기|던|었|니까|실|시|며|든지|지 ?(?:않|못[하해했한할]))/dg,
  replace: () => '되',
  message: {
    ko: '‘-는, -고, -면, -세요’ 등은 ‘돼’가 아니라 ‘되’에 붙습니다.',
    en: 'Endings such as “-는, -고, -면, -세요” attach to “되”, not “돼”.',
  },
  reference: REF.oeAe,
});

/** How the verb 않다 goes on after 않 (the train and dev parts show no other start). */
const ANH_FORMS =
  /^않(아|았|고|는|은|을|으|습|기|길|게|다|네|지|잖|니|냐|느|나|던|더|겠|도|음|든|건|거|구|죠|소|어|자)/;

const ANH_START = /^않[가-힣]/;

/** The analysis' first tag of a verb or adjective (VV, VA, VX; 돼 and 해 read as VV). */

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
      message: {
        ko: '용언 앞에서 부정을 나타내는 부사는 ‘안’(아니)입니다.',
        en: 'The negative adverb before a verb is “안” (short for 아니).',
      },
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
    message: {
      ko: '용언 앞에서 부정을 나타내는 부사는 ‘안’이며 띄어 씁니다.',
      en: 'The negative adverb before a verb is “안”, written as a separate word.',
    },
    reference: d('안'),
  };
});

const JI_VERBS =
  /(하|되|좋|먹|있|없|오|보|알|맞|쉽|많|크|작|늦|싶|듣|읽|쓰|주|나|자|타|만들|살|놀|믿|받|같|괜찮|나쁘|어렵|다르|바쁘|춥|덥|예쁘|멀|가깝|빠르|느리|배우|가르치|기다리|마시|팔|웃|울|찾|잊|입|앉|걷|씻|닫|열)지$/;

const AN_FORM = /^안(아|았|는|은|고|을|으|습|기|게|다|네|지|어|잖|니)/;

/** 하지 안아요 -> 하지 않아요 (after -지 the verb is 않다). */
const anToAnh = tokenRule('grammar.an-anh', (token, ctx) => {
  const m = AN_FORM.exec(token.core);
  if (!m) return null;
  const prev = ctx.tokens[token.index - 1];
  if (!prev || prev.text !== prev.core || !JI_VERBS.test(prev.core)) return null;
  if (/(가지|강아지|송아지|망아지|바지|자지|거지|아버지|지지)$/.test(prev.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`않${token.core.slice(1)}`],
    message: {
      ko: '‘-지’ 뒤에 오는 부정 용언은 ‘않다’(아니하다)입니다.',
      en: 'After “-지” the negative verb is “않다” (아니하다).',
    },
    reference: d('않다'),
  };
});

const ROLE_NOUNS =
  '학생 부모 교사 선생님 친구 사람 대표 팀장 리더 엄마 아빠 의사 전문가 시민 국민 가족 동료 학자 한국인 어른 개발자 디자이너 기자 선배 후배 직장인 회사원 주최 측 당사자 책임자 장남 장녀 자식 아들 딸 남편 아내 회원 소비자 작가 배우 가수 선수 감독 군인 공무원 리더'.split(
    ' ',
  );

/** 학생으로써 -> 학생으로서 (자격), 노력함으로서 -> 노력함으로써 (수단). */
const roseoRule = regexRule({
  id: 'grammar.roseo-rosseo',
  pattern: new RegExp(
    `(?<![가-힣])(?:${[...new Set(ROLE_NOUNS)].join('|')})(?<x>으로써|로써)(?=[가-힣]*|\\s|$)`,
    'dg',
  ),
  replace: (m) => (m.groups?.x === '으로써' ? '으로서' : '로서'),
  message: {
    ko: '지위나 신분, 자격을 나타낼 때는 ‘(으)로서’를 씁니다. ‘(으)로써’는 수단·도구를 나타냅니다.',
    en: 'Use “(으)로서” for a role or capacity; “(으)로써” means “by means of”.',
  },
  reference: REF.homophones,
});

const rosseoRule = regexRule({
  id: 'grammar.roseo-rosseo',
  pattern:
    /(?:[가-힣](?:함|됨|짐|줌|킴|림|봄|눔|춤)|(?:었|았|였|했|있|없|됐|받|줬|좋|같|많)음|(?<![가-힣])그럼|(?<![가-힣])이)(?<x>으로서|로서)(?![가-힣])/dg,
  replace: (m) => (m.groups?.x === '으로서' ? '으로써' : '로써'),
  message: {
    ko: '수단·방법이나 ‘그 결과로’의 뜻일 때는 ‘(으)로써’를 씁니다.',
    en: 'Use “(으)로써” for “by (doing)” or “thereby”.',
  },
  reference: REF.homophones,
});

/** 뭐던지 -> 뭐든지, 가던지 말던지 -> 가든지 말든지. */
const deunIndefinite = regexRule({
  id: 'grammar.deun-deon',
  pattern:
    /(?<![가-힣])(?:뭐|무엇이|어디|어디서|누구|언제|어떻게|얼마|무엇|뭘|어느 것이|아무거나|어쨌)(?<x>던)(?=지|\s|$)/dg,
  replace: () => '든',
  message: {
    ko: '선택이나 무관함을 나타낼 때는 ‘-든(지)’를 씁니다. ‘-던’은 지난 일을 나타냅니다.',
    en: 'Use “-든(지)” for choice or indifference; “-던” refers to the past.',
  },
  reference: REF.deunDeon,
});

const deunPair = regexRule({
  id: 'grammar.deun-deon',
  pattern: /(?<=[가-힣])(?<x>던)(?=(지|가) (말|안|아니|못|[가-힣]{1,4}던(지|가)))/dg,
  // 했던가 안 했던가: past -았/었- + -던가 recalls the past and is correct.
  replace: (m, ctx) => (finalIndex(ctx.text[m.index - 1]) === FINAL_SS ? null : '든'),
  message: {
    ko: '선택을 나타낼 때는 ‘-든지’를 씁니다.',
    en: 'Use “-든지” for a choice between alternatives.',
  },
  reference: REF.deunDeon,
});

const deunPairSecond = regexRule({
  id: 'grammar.deun-deon',
  pattern:
    /(?<=[가-힣](?:든|던)(?:지|가) (?:말|안 ?[가-힣]?|아니|못 ?[가-힣]?|[가-힣]{1,4}))(?<x>던)(?=지|가)/dg,
  // 했던가 안 했던가: past -았/었- + -던가 recalls the past and is correct.
  replace: (m, ctx) => (finalIndex(ctx.text[m.index - 1]) === FINAL_SS ? null : '든'),
  message: {
    ko: '선택을 나타낼 때는 ‘-든지’를 씁니다.',
    en: 'Use “-든지” for a choice between alternatives.',
  },
  reference: REF.deunDeon,
});

const FINAL_SS = 20; // ㅆ

const LGE_STEMS = new Set(
  '을 할 갈 볼 올 줄 될 알 놀 쓸 잘 낼 탈 칠 팔 빌 릴 울 걸 열 쉴 짤 끌 멀 살 찰 길 일 켤 줄'.split(
    ' ',
  ),
);

const L_GE_WORD = /^([가-힣]*)([가-힣])(께|껄)(요)?$/;

/** 할께 -> 할게, 갈께요 -> 갈게요, 할껄 -> 할걸 */
const lgeRule = tokenRule('grammar.l-ge', (token) => {
  const m = L_GE_WORD.exec(token.core);
  if (!m) return null;
  const stem = m[2] ?? '';
  const head = m[1] ?? '';
  if (finalIndex(stem) !== FINAL_RIEUL) return null;
  if (!LGE_STEMS.has(stem) && !(stem === '들' && head.endsWith('만'))) return null;
  const offset = token.coreStart + head.length + 1;
  return {
    start: offset,
    end: offset + 1,
    suggestions: [m[3] === '께' ? '게' : '걸'],
    message: {
      ko: '어미 ‘-ㄹ게’, ‘-ㄹ걸’은 된소리로 나더라도 예사소리로 적습니다.',
      en: 'The endings “-ㄹ게” and “-ㄹ걸” are spelled with a plain consonant.',
    },
    reference: REF.plainConsonantEnding,
  };
});

const L_GEO_WORD =
  /^([가-힣]*[가-힣])(꺼|껀|껄)(야|예요|에요|다|니|지|라|면|든|데|가|고|잖아|요|)$/;

/** 할꺼야 -> 할 거야, 갈껀데 -> 갈 건데 */
const lkkeoRule = tokenRule('grammar.l-geo', (token) => {
  const m = L_GEO_WORD.exec(token.core);
  if (!m) return null;
  const head = m[1] ?? '';
  const stem = head[head.length - 1];
  if (finalIndex(stem) !== FINAL_RIEUL || !stem || !LGE_STEMS.has(stem)) return null;
  if (m[2] === '껄' && m[3] !== '') return null;
  const noun = m[2] === '꺼' ? '거' : m[2] === '껀' ? '건' : '걸';
  const tail = m[3] === '에요' ? '예요' : (m[3] ?? '');
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [m[2] === '껄' ? `${head}걸` : `${head} ${noun}${tail}`],
    message: {
      ko: '의존 명사 ‘거’(것)는 예사소리로 적고 앞말과 띄어 씁니다.',
      en: 'The dependent noun “거” (것) takes a plain consonant and is written separately.',
    },
    reference: REF.plainConsonantEnding,
  };
});

export const I_HI_ADVERBS: readonly TableEntry[] = [
  ['깨끗히', '깨끗이'],
  ['일일히', '일일이'],
  ['곰곰히', '곰곰이'],
  ['틈틈히', '틈틈이'],
  ['번번히', '번번이'],
  ['따뜻히', '따뜻이'],
  ['느긋히', '느긋이'],
  ['버젓히', '버젓이'],
  ['깊숙히', '깊숙이'],
  ['수북히', '수북이'],
  ['끔찍히', '끔찍이'],
  ['가까히', '가까이'],
  ['많히', '많이'],
  ['나날히', '나날이'],
  ['간간히', '간간이'],
  ['겹겹히', '겹겹이'],
  ['샅샅히', '샅샅이'],
  ['헛되히', '헛되이'],
  ['솔직이', '솔직히'],
  ['꼼꼼이', '꼼꼼히'],
  ['조용이', '조용히'],
  ['정확이', '정확히'],
  ['확실이', '확실히'],
  ['열심이', '열심히'],
  ['꾸준이', '꾸준히'],
  ['천천이', '천천히'],
  ['충분이', '충분히'],
  ['완전이', '완전히'],
  ['특별이', '특별히'],
  ['당연이', '당연히'],
  ['분명이', '분명히'],
  ['급속이', '급속히'],
  ['엄격이', '엄격히'],
  ['무사이', '무사히'],
  ['가만이', '가만히'],
  ['간단이', '간단히'],
].map(([wrong, right]) => ({
  wrong: wrong as string,
  right: right as string,
  reference: REF.ieHi,
  whole: true,
}));

const iHiRule = tableRule('grammar.i-hi', I_HI_ADVERBS, (o, s) => ({
  ko: `부사 ‘${s}’는 끝음절을 ‘${s.slice(-1)}’로 적습니다(‘${o}’ ×).`,
  en: `The adverb is spelled “${s}”, not “${o}” (-이/-히).`,
}));

const WAE_WEN: readonly TableEntry[] = [
  { wrong: '왠만', right: '웬만', reference: d('웬만하다') },
  { wrong: '왠일', right: '웬일', reference: d('웬일') },
  { wrong: '왠걸', right: '웬걸', reference: d('웬걸') },
  { wrong: '왠', right: '웬', reference: d('웬'), whole: true },
];

const waeRule = tableRule('grammar.wae-wen', WAE_WEN, (_o, s) => ({
  ko: `‘어찌 된, 어떠한’의 뜻일 때는 ‘${s}’을 씁니다. ‘왠’은 ‘왠지’(왜인지)에만 씁니다.`,
  en: `Use “${s}” (what kind of, what a); “왠” appears only in “왠지” (why).`,
}));

/** 정답을 맞췄다 -> 정답을 맞혔다 */
const MATCHU_TO_MATHI: Record<string, string> = {
  맞추: '맞히',
  맞춰: '맞혀',
  맞췄: '맞혔',
  맞춘: '맞힌',
  맞출: '맞힐',
  맞춥: '맞힙',
};
const mathiRule = regexRule({
  id: 'grammar.mathida',
  pattern:
    /(?<![가-힣])(?:정답|퀴즈|과녁|표적|수수께끼|문제)(?:을|를|도|만) (?:다 |모두 |전부 |잘 |한 번에 )?(?<x>맞추|맞춰|맞췄|맞춘|맞출|맞춥)(?!\s?보)/dg,
  replace: (m) => MATCHU_TO_MATHI[m.groups?.x ?? ''] ?? null,
  message: {
    ko: '문제의 답을 옳게 대거나 목표에 닿게 할 때는 ‘맞히다’를 씁니다. ‘맞추다’는 둘을 비교하거나 맞게 붙일 때 씁니다.',
    en: 'Use “맞히다” for getting an answer right or hitting a target; “맞추다” means to fit or compare.',
  },
  reference: REF.homophones,
});

/** 잘 되길 바래 -> 바라 */
const BARAE: Record<string, string> = {
  바래요: '바라요',
  바랬: '바랐',
  바래: '바라',
  바램: '바람',
};
const baraRule = regexRule({
  id: 'grammar.barada',
  pattern: /(?<=(?:기를|길|기|기만을|기만|하길|를) )(?<x>바래요|바랬|바래|바램)/dg,
  replace: (m) => BARAE[m.groups?.x ?? ''] ?? null,
  message: {
    ko: '‘바라다’(원하다)의 활용형은 ‘바라, 바라요, 바랐다, 바람’입니다. ‘바래다’는 색이 변한다는 뜻입니다.',
    en: '“바라다” (to wish) conjugates as 바라, 바라요, 바랐다, 바람; “바래다” means to fade.',
  },
  reference: d('바라다'),
});

const NAH: Record<string, string> = {
  낳아: '나아',
  낳았: '나았',
  낳으세요: '나으세요',
  낳으셨: '나으셨',
  낳으면: '나으면',
  낳기: '낫기',
  낳길: '낫길',
  낳는: '낫는',
};
const natRule = regexRule({
  id: 'grammar.nat-nah',
  pattern:
    /(?<=(?:병이|감기가|상처가|몸이|감기는|병은|빨리|얼른|어서|다|완전히|금방) )(?<x>낳으세요|낳으셨|낳으면|낳아|낳았|낳기|낳길|낳는)/dg,
  replace: (m) => NAH[m.groups?.x ?? ''] ?? null,
  message: {
    ko: '병이나 상처가 회복될 때는 ‘낫다’를 씁니다. ‘낳다’는 아이나 결과를 생기게 한다는 뜻입니다.',
    en: 'Use “낫다” for recovering; “낳다” means to give birth or to produce.',
  },
  reference: d('낫다'),
});

/** 하십시요 -> 하십시오 */
const sipsioRule = regexRule({
  id: 'grammar.ending-o',
  pattern: /(?<=십시)(?<x>요)(?![가-힣])/dg,
  replace: () => '오',
  message: {
    ko: '종결 어미 ‘-오’는 ‘요’로 소리 나더라도 ‘오’로 적습니다(‘-십시오’).',
    en: 'The formal ending is spelled “-십시오”, not “-십시요”.',
  },
  reference: REF.endingO,
});

/** 될런지 -> 될는지 */
const lneunjiRule = regexRule({
  id: 'grammar.l-neunji',
  pattern: /(?<=[갈걸될할올볼줄살알놀쓸을릴일])(?<x>런지)/dg,
  replace: () => '는지',
  message: {
    ko: '어미는 ‘-ㄹ는지’로 적습니다(‘-ㄹ런지’ ×).',
    en: 'The ending is spelled “-ㄹ는지”, not “-ㄹ런지”.',
  },
  reference: d('-ㄹ는지'),
});

/**
 * 했구요 -> 했고요, 그렇더라구요 -> 그렇더라고요, 됐다구요 -> 됐다고요: the ending is -고요 (-구요 is
 * how it is often said). Only where the analysis reads 구요 as an ending and the word without
 * 요 is no noun: 누구요, 친구요 and 가구요 are nouns with 요.
 */
const guyo = tokenRule('grammar.guyo', (token, ctx) => {
  const core = token.core;
  if (core.length < 3 || !core.endsWith('구요')) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  const last = morphs?.[morphs.length - 1];
  if (!last || last.end !== token.coreEnd || !last.surface.endsWith('구요')) return null;
  if (!/^E[FC]$/.test(last.last) || last.unknown) return null;
  // Quoting -다/-라/-자/-냐구요 always; a plain 구요 only after a verb or a past tense (했구요,
  // 하구요): after an adjective 그렇구요 may be 그렇군요 mistyped.
  const before = morphs?.[morphs.length - 2];
  const quoting = /(다|라|자|냐)구요$/.test(last.surface);
  const after = last.first !== last.last ? last.first : before?.last;
  if (!quoting && !/^(VV|VX|XSV|EP)$/.test(after ?? '')) return null;
  // 새 가구요 may read as 가 + 구요 in the sentence: a word that is a noun without 요 stays.
  const noun = ctx.models?.analyzer.analyze(core.slice(0, -1)) ?? [];
  if (noun.length === 1 && /^N[NP]/.test(noun[0]?.pos ?? '')) return null;
  const start = token.coreEnd - 2;
  return {
    start,
    end: start + 1,
    suggestions: ['고'],
    message: {
      ko: '어미는 ‘-구요’가 아니라 ‘-고요’로 적습니다.',
      en: 'The ending is spelled “-고요”, not “-구요”.',
    },
    reference: d('-고요'),
  };
});

/**
 * 할려고 -> 하려고, 공부할려고 -> 공부하려고, 그럴려고 -> 그러려고, 갈려면 -> 가려면: the ending is
 * -(으)려고 (-려면, -려는 ...) with no ㄹ before it. Only where hunspell rejects the word as
 * written and knows it without the ㄹ, and the analysis reads -려 as an ending after a verb
 * there: a stem in ㄹ keeps it (만들려고, 놀려고, 살려고 of 살다).
 */
const RYEO_ENDING = /^려(고|구|면|는|던|다|니|야|거)/;
const lRyeo = tokenRule('grammar.l-ryeo', (token, ctx) => {
  const core = token.core;
  if (!ctx.hasDictionary || core.length < 3 || !isAllHangul(core)) return null;
  const i = core.indexOf('려', 1);
  if (i < 1 || finalIndex(core[i - 1]) !== FINAL_RIEUL || !RYEO_ENDING.test(core.slice(i)))
    return null;
  const without = withFinal(core[i - 1] as string, 0);
  const fixed = `${core.slice(0, i - 1)}${without}${core.slice(i)}`;
  if (ctx.spell(core) !== false || ctx.spell(fixed) !== true) return null;
  const morphs = ctx.models?.analyzer.analyze(fixed) ?? [];
  const stem = morphs.find((m) => m.start <= i - 1 && m.end > i - 1);
  const ending = morphs.find((m) => m.start <= i && m.end > i);
  if (!stem || !ending || !/(^|\+)EC/.test(ending.pos) || !/^V|^XSV/.test(stem.first)) return null;
  return {
    start: token.coreStart + i - 1,
    end: token.coreStart + i,
    suggestions: [without],
    message: {
      ko: '어미 ‘-려고’, ‘-려면’ 앞에는 ‘ㄹ’을 덧붙이지 않습니다(할려고 ×, 하려고 ○).',
      en: 'No ㄹ goes before the ending “-려고” / “-려면” (하려고, not 할려고).',
    },
    reference: d('-려고'),
  };
});

/**
 * Word choices that read like spelling slips but are the wrong word: the conjunction 그리고
 * before 나서 (the verb 그러다 is meant), 띠다 (bear a colour) for 띄다 (catch the eye), and
 * 빌다 (pray, beg) for 빌리다 (make use of an occasion). Only in the collocations, so 허리에
 * 띠를, 용서를 빌어 and 그리고 alone stay.
 */
const GEUREOGO: Message = {
  ko: '‘그리고’는 접속 부사여서 뒤에 ‘나서’가 올 수 없습니다. 동사 ‘그러다’를 써서 ‘그러고 나서’로 씁니다.',
  en: '“그리고” is a conjunction and cannot take “나서”: use the verb 그러다, “그러고 나서”.',
};
const TTUIDA: Message = {
  ko: '‘눈에 보이다’의 뜻은 ‘띄다’(‘뜨이다’의 준말)로 적습니다. ‘띠다’는 ‘빛깔이나 성질을 가지다’라는 뜻입니다.',
  en: '“Catch the eye” is 눈에 띄다 (short for 뜨이다); 띠다 means to bear a colour or a quality.',
};
const BILLIDA: Message = {
  ko: '‘어떤 기회를 이용하다’의 뜻은 ‘빌리다’로 씁니다. ‘빌다’는 ‘바라거나 청하다’라는 뜻입니다.',
  en: 'To make use of an occasion is 빌리다 (빌려); 빌다 means to pray or beg.',
};
const WORD_CHOICE: readonly TableEntry[] = [
  { wrong: '그리고 나서', right: '그러고 나서', reference: d('그러다'), message: GEUREOGO },
  { wrong: '그리고나서', right: '그러고 나서', reference: d('그러다'), message: GEUREOGO },
  { wrong: '눈에 띠', right: '눈에 띄', reference: d('띄다'), message: TTUIDA },
  { wrong: '눈에 띤', right: '눈에 띈', reference: d('띄다'), message: TTUIDA },
  { wrong: '눈에 띨', right: '눈에 띌', reference: d('띄다'), message: TTUIDA },
  { wrong: '자리를 빌어', right: '자리를 빌려', reference: d('빌리다'), message: BILLIDA },
  { wrong: '지면을 빌어', right: '지면을 빌려', reference: d('빌리다'), message: BILLIDA },
  { wrong: '기회를 빌어', right: '기회를 빌려', reference: d('빌리다'), message: BILLIDA },
];
const wordChoiceRule = tableRule('grammar.word-choice', WORD_CHOICE, (o, s) => ({
  ko: `${quoted(o, '은', '는')} 뜻에 맞지 않는 말입니다. ${quoted(s, '으로', '로')} 씁니다.`,
  en: `“${o}” is the wrong word here; write “${s}”.`,
}));

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
  message: {
    ko: '‘이야기’의 준말은 ‘얘기’입니다. ‘애기’는 ‘아기’를 이르는 말입니다.',
    en: 'The short form of 이야기 (talk) is 얘기; 애기 means a baby.',
  },
  reference: d('얘기'),
});

/**
 * 너랑 틀려 -> 너랑 달라, 나와 생각이 틀리다 -> 다르다: after a comparison with 와/과/랑/하고, 틀리다
 * (be wrong) stands for 다르다 (differ). The particle must read as one (시험에 나와 틀렸다: 나오다);
 * 틀 the noun (구조와 틀은) is no form of 틀리다.
 */
const TEULLIDA: Record<string, string> = {
  틀리: '다르',
  틀려: '달라',
  틀렸: '달랐',
  틀린: '다른',
  틀릴: '다를',
  틀립: '다릅',
};
const TEULLIDA_BEFORE =
  /([가-힣]+)(와|과|랑|이랑|하고) (?:[가-힣]+[이가] )?(?:(?:완전|많이|좀|조금|너무|아주|전혀|약간|확실히) )?$/;
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
    if (!particle || !/^J/.test(particle.pos)) return null;
    return TEULLIDA[m.groups?.x ?? ''] ?? null;
  },
  message: {
    ko: '‘같지 않다’는 뜻은 ‘다르다’로 씁니다. ‘틀리다’는 ‘맞지 않다’는 뜻입니다.',
    en: 'For “not the same” use 다르다; 틀리다 means “wrong”.',
  },
  reference: d('다르다'),
});

/** 되였다 -> 되었다 (되 + -었- is 되었 or 됐; 되였 is a slip, or the northern spelling). */
const doeyeot = regexRule({
  id: 'grammar.doe-dwae',
  pattern: /(?<x>되였)/dg,
  replace: () => ['되었', '됐'],
  message: {
    ko: '‘되-’에 ‘-었-’이 붙으면 ‘되었-’이나 준말 ‘됐-’으로 적습니다(‘되였-’ ×).',
    en: '“되” + “-었-” is written “되었-” or, contracted, “됐-” (not “되였-”).',
  },
  reference: REF.oeAe,
});

export const grammarRules: Rule[] = [
  guyo,
  yeyoRule,
  lRyeo,
  doeToDwae,
  dwaet,
  doeFinal,
  anDoeFinal,
  dwaeToDoe,
  anhToAn,
  anToAnh,
  roseoRule,
  rosseoRule,
  deunIndefinite,
  deunPair,
  deunPairSecond,
  lgeRule,
  lkkeoRule,
  iHiRule,
  waeRule,
  mathiRule,
  baraRule,
  natRule,
  sipsioRule,
  lneunjiRule,
  deDaeRule,
  ieyoRule,
  wordChoiceRule,
  yaegiRule,
  teullidaRule,
  doeyeot,
];
