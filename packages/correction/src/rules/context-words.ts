/**
 * Words that need context (issue 13, item 5): real words written for another real word of
 * nearly the same sound. Each confusable set is decided from the analysis of the clause before
 * the word (its object, locative, instrument and subject nouns, adverbs, the comparative -보다)
 * and of the words after it:
 *
 * - 붙이다 / 부치다 (편지를 부치다, 비밀에 부치다, 전을 부치다 — 우표를 붙이다, 불을 붙이다);
 * - 가리키다 / 가르치다 (손가락으로 가리키다, 시곗바늘이 가리키다 — 수학을 가르치다);
 * - 낫다 / 낳다 (감기가 낫다, 훨씬 낫다 — 아이를 낳다, 오해를 낳다; 낫다 is ㅅ-irregular: 나아);
 * - 매다 / 메다 (끈을 매다, 넥타이를 매다 — 가방을 메다, 어깨에 메다);
 * - 이따가 / 있다가 (이따가 봐 — 집에 있다가 나갔다);
 * - 반드시 / 반듯이 (반드시 성공한다 — 반듯이 눕다);
 * - -든지 / -던지 (가든지 말든지, 무엇을 하든지 간에 — 얼마나/어찌나 춥던지);
 * - (으)로서 / (으)로써 (자격: 학생으로서, 관리자로서 — 수단: 대화로써).
 *
 * Evidence, precision first: a finding needs a context cue for the other word (hand-written
 * collocations from the dictionary senses, below) and no cue for the word as written, and the
 * train part of the corpora must not show the written word with that context noun
 * (`CONTEXT_COUNTS`, scripts/build-context-stats.ts): when it does at least twice,
 * and at least as often as the other word, the rule stays silent. A corpus collocation alone
 * (the other word at least `CORPUS_ONLY` times with the noun, the written word never) is also
 * strong evidence.
 */
import { POS } from '../analysis/pos.ts';
import type { Morph } from '../analysis/analyzer.ts';
import type { Context, Rule, Token } from '../context.ts';
import { pushFinding } from '../context.ts';
import stats from '../data/context-stats.json' with { type: 'json' };
import { compose, decompose, quoted } from '../hangul.ts';
import type { Finding, Message } from '../types.ts';
import { REF } from './references.ts';

export const CONTEXT_RULE_ID = 'grammar.context-word';

/** The verbs whose context is counted, by lemma. */
export const VERB_LEMMAS = [
  '붙이다',
  '부치다',
  '가리키다',
  '가르치다',
  '낫다',
  '낳다',
  '매다',
  '메다',
];

export type Relation = 'obj' | 'loc' | 'at' | 'ins' | 'subj' | 'adv' | 'cmp';

/** One word of the clause before the target: its relation and its head noun (or the adverb). */
export interface ClauseCue {
  rel: Relation;
  /** The noun (the last part of a compound: 가방끈 -> 끈) or the adverb. */
  head: string;
  /** The whole noun as written (가방끈). */
  noun: string;
}

const isPunctEnd = (text: string) => /[.!?;:,…"'”’)\]]$/.test(text);

/** The head noun of the morphs before a particle: the last part of a compound. */
function headOf(ctx: Context, m: Morph): string {
  const analyzer = ctx.models?.analyzer;
  if (m.type === 'Compound' && analyzer) {
    const parts = analyzer.parts(m);
    return parts[parts.length - 1]?.surface ?? m.surface;
  }
  return m.surface;
}

const NOUN = /^(NN[GBP]|NP|NR|XSN|ETN)$/;

/** What one word contributes to the clause (a noun with its case, an adverb), or null. */
export function cueOf(ctx: Context, token: Token): ClauseCue | null {
  const morphs = ctx.morphsIn(token.coreStart, token.coreEnd);
  const last = morphs[morphs.length - 1];
  if (!last) return null;
  if (last.pos === POS.adverb) return { rel: 'adv', head: last.surface, noun: last.surface };
  const before = morphs[morphs.length - 2];
  if (!before || !NOUN.test(before.last)) return null;
  // The noun as written: the word up to its particle.
  const noun = ctx.text.slice(token.coreStart, last.start);
  // 변호사들을: the noun before the plural suffix.
  const plural =
    before.surface === '들' && before.pos === POS.nounSuffix
      ? morphs[morphs.length - 3]
      : undefined;
  const base = plural && NOUN.test(plural.last) ? plural : before;
  const head = NOUN.test(base.pos) ? headOf(ctx, base) : base.surface;
  const p = last.surface;
  if (last.pos === POS.objectParticle) return { rel: 'obj', head, noun };
  if (
    last.pos === POS.subjectParticle ||
    (last.pos === POS.auxiliaryParticle && (p === '은' || p === '는'))
  )
    return { rel: 'subj', head, noun };
  if (last.pos === POS.adverbialParticle && (p === '에' || p === '에다' || p === '에다가'))
    return { rel: 'loc', head, noun };
  if (last.pos === POS.adverbialParticle && (p === '으로' || p === '로'))
    return { rel: 'ins', head, noun };
  if (last.pos === POS.adverbialParticle && p === '에서') return { rel: 'at', head, noun };
  if (
    (last.pos === POS.adverbialParticle || last.pos === POS.auxiliaryParticle) &&
    /^보다(는|도)?$|^보단$/.test(p)
  )
    return { rel: 'cmp', head, noun };
  return null;
}

/** The clause before token `index`: up to three words back, stopping at a clause boundary. */
export function clauseBefore(ctx: Context, index: number): ClauseCue[] {
  const out: ClauseCue[] = [];
  for (let i = index - 1; i >= 0 && i >= index - 3; i--) {
    const t = ctx.tokens[i] as Token;
    if (isPunctEnd(t.text)) break;
    // A word with a verb or an ending ends the clause (its own objects are not ours):
    // 남자를 만나는 게 나아 has no object for 나아.
    const ms = ctx.morphsIn(t.coreStart, t.coreEnd);
    if (
      ms.length === 0 ||
      ms.some((m) => /^(E|VV|VA|VX|VCP|XSV|XSA)/.test(m.first) || /^E/.test(m.last))
    )
      break;
    const cue = cueOf(ctx, t);
    if (cue) out.push(cue);
  }
  return out;
}

// --- Syllable arithmetic -------------------------------------------------------------------

const ㅇ = 11;
const ㅊ = 14;
const ㅋ = 15;
const withInitial = (ch: string, initial: number): string => {
  const d = decompose(ch);
  return d ? compose(initial, d[1], d[2]) : ch;
};
const withVowel = (ch: string, vowel: number): string => {
  const d = decompose(ch);
  return d ? compose(d[0], vowel, d[2]) : ch;
};
const initialOf = (ch: string | undefined) => decompose(ch)?.[0] ?? -1;
const vowelOf = (ch: string | undefined) => decompose(ch)?.[1] ?? -1;
const V_AE = 1;
const V_E = 5;

// --- The verb families ---------------------------------------------------------------------

interface VerbForm {
  lemma: string;
  other: string;
  /** The verb's stem span in the text and its replacement for the other verb. */
  start: number;
  end: number;
  replacement: string;
}

/** The first morph of the word is a verb (VV, VA) whose lemma stem is `stem`. */
function verbStem(ctx: Context, token: Token): string | null {
  const ms = ctx.morphsIn(token.coreStart, token.coreEnd);
  const m = ms[0];
  if (!m || m.start !== token.coreStart || !/^(VV|VA)$/.test(m.first)) return null;
  // A verb form and nothing else (매서드, 매수드 are not 매다 however the analyser splits them).
  for (const x of ms)
    if (
      x.unknown ||
      !/^(VV|VA|VX|E|XSV|VCP|J)/.test(x.first) ||
      !/^(VV|VA|VX|E|XSV|VCP|J)/.test(x.last)
    )
      return null;
  const analyzer = ctx.models?.analyzer;
  return analyzer ? (analyzer.parts(m)[0]?.surface ?? m.surface) : m.surface;
}

/** Which confusable verb the word is, and how it is written as the other one. */
export function verbFormOf(ctx: Context, token: Token): VerbForm | null {
  const w = token.core;
  const s = token.coreStart;
  const [c0, c1, c2] = [w[0], w[1], w[2]];
  if (c0 === '붙' && c1 !== undefined && initialOf(c1) === ㅇ && /^[이여였인일입]/.test(c1)) {
    if (verbStem(ctx, token) !== '붙이') return null;
    return {
      lemma: '붙이다',
      other: '부치다',
      start: s,
      end: s + 2,
      replacement: `부${withInitial(c1, ㅊ)}`,
    };
  }
  if (c0 === '부' && c1 !== undefined && /^[치쳐쳤친칠칩]/.test(c1)) {
    if (verbStem(ctx, token) !== '부치') return null;
    return {
      lemma: '부치다',
      other: '붙이다',
      start: s,
      end: s + 2,
      replacement: `붙${withInitial(c1, ㅇ)}`,
    };
  }
  if (
    c0 === '가' &&
    c2 !== undefined &&
    ((c1 === '리' && initialOf(c2) === ㅋ) || (c1 === '르' && initialOf(c2) === ㅊ))
  ) {
    const stem = verbStem(ctx, token);
    if (c1 === '리' && stem === '가리키')
      return {
        lemma: '가리키다',
        other: '가르치다',
        start: s,
        end: s + 3,
        replacement: `가르${withInitial(c2, ㅊ)}`,
      };
    if (c1 === '르' && stem === '가르치')
      return {
        lemma: '가르치다',
        other: '가리키다',
        start: s,
        end: s + 3,
        replacement: `가리${withInitial(c2, ㅋ)}`,
      };
    return null;
  }
  if (c0 === '낳' && c1 !== undefined) {
    if (verbStem(ctx, token) !== '낳') return null;
    // ㅅ-irregular 낫다: 나아, 나았다, 나은, 나을, 나으면 before a vowel; 낫고, 낫는 before a consonant.
    const replacement = initialOf(c1) === ㅇ ? '나' : '낫';
    return { lemma: '낳다', other: '낫다', start: s, end: s + 1, replacement };
  }
  if (
    (c0 === '낫' && c1 !== undefined) ||
    (c0 === '나' && c1 !== undefined && /^[아았은을으]/.test(c1))
  ) {
    if (/^나아[가갔갈간지졌질진]/.test(w)) return null; // 나아가다, 나아지다
    const stem = verbStem(ctx, token);
    if (stem !== '낫' && stem !== '날' && stem !== '나') return null;
    return { lemma: '낫다', other: '낳다', start: s, end: s + 1, replacement: '낳' };
  }
  if (c0 !== undefined && /^[매맸맨맬메멨멘멜]/.test(c0)) {
    const stem = verbStem(ctx, token);
    const v = vowelOf(c0);
    if (v === V_AE && stem === '매')
      return {
        lemma: '매다',
        other: '메다',
        start: s,
        end: s + 1,
        replacement: withVowel(c0, V_E),
      };
    if (v === V_E && stem === '메')
      return {
        lemma: '메다',
        other: '매다',
        start: s,
        end: s + 1,
        replacement: withVowel(c0, V_AE),
      };
  }
  return null;
}

type CueTable = Partial<Record<Relation, ReadonlySet<string>>>;
const set = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean));

/**
 * Hand-written collocations that call for each verb (표준국어대사전 senses and their examples).
 * Only clear ones: nouns that go with one verb of the pair and not the other.
 */
const VERB_CUES: Readonly<Record<string, CueTable>> = {
  부치다: {
    obj: set(
      '편지 소포 택배 우편 우편물 짐 화물 엽서 전보 부침개 빈대떡 전 파전 녹두전 김치전 감자전 호박전 부침 계란 달걀 부채 부채질',
    ),
    loc: set('표결 투표 국민투표 비밀 불문 재판 공판 심의 토의 토론 회의 인쇄 부의 논의 공론'),
    ins: set('등기 택배 우편 소포 항공편 배편 항공 선편 퀵'),
  },
  붙이다: {
    obj: set(
      '우표 스티커 딱지 불 이름 별명 명칭 호칭 태그 해시태그 수식어 제목 조건 단서 꼬리표 라벨 레이블 번호 주석 각주 테이프 반창고 파스 포스트잇 벽보 전단 전단지 공고문 정 흥미 재미 취미 싸움 흥정 가격표 명찰 접착제 풀 토 자막 부제',
    ),
    loc: set('벽 게시판 냉장고 이마 창문 유리창 벽면 문짝 봉투 표지'),
    ins: set('테이프 풀 본드 접착제 스카치테이프 자석 핀 압정 침 딱풀 양면테이프'),
  },
  가리키다: {
    ins: set('손가락 손끝 검지 턱 눈짓 지휘봉'),
    subj: set(
      '시계 시곗바늘 시침 분침 바늘 나침반 나침판 화살표 표지판 눈금 계기판 온도계 지표 이정표',
    ),
  },
  가르치다: {
    obj: set(
      '수학 영어 국어 과학 역사 한국어 한글 피아노 태권도 수영 운전 요리 노래 춤 과목 예절 외국어 중국어 일본어 미술 음악 체육 코딩 프로그래밍',
    ),
  },
  낫다: {
    subj: set(
      '병 감기 상처 몸살 두통 기침 병세 독감 배탈 통증 염증 부상 질병 흉터 멍 몸 열 감기몸살 위염 장염 화상 편',
    ),
    // Only with an adjective-like form of 낳다 (낳다, 낳아요, 낳은): see comparativeForm.
    adv: set('훨씬 차라리 한결 더 좀'),
    cmp: set('*'),
  },
  낳다: {
    obj: set(
      '아이 아기 애 새끼 알 딸 아들 쌍둥이 자녀 자식 첫째 둘째 셋째 막내 손자 손녀 결과 오해 논란 의혹 부작용 갈등 불신 손실 혼란 비극 성과 명작 걸작 파장 반발 역효과 후유증',
    ),
  },
  매다: {
    obj: set(
      '넥타이 끈 신발끈 운동화끈 구두끈 안전벨트 안전띠 벨트 허리띠 띠 매듭 리본 줄 밧줄 목도리 스카프 붕대 고삐 타이 머리띠 앞치마 목 밭',
    ),
  },
  메다: {
    obj: set('가방 배낭 책가방 백팩 륙색 지게 총 소총 엽총 보따리 가마 상여 멜빵 기타'),
    loc: set('어깨 양어깨 한쪽어깨'),
  },
};

/** A cue of the table for the clause: the first relation that names one of its nouns. */
function cueIn(table: CueTable | undefined, clause: readonly ClauseCue[]): ClauseCue | null {
  if (!table) return null;
  for (const c of clause) {
    const nouns = table[c.rel];
    if (!nouns) continue;
    if (nouns.has('*') || nouns.has(c.head) || nouns.has(c.noun)) return c;
  }
  return null;
}

/** Train-part counts: word, relation and noun (tab-separated) -> how often they met. */
const CONTEXT_COUNTS: Readonly<Record<string, number>> = stats.counts;

const count = (lemma: string, rel: string, noun: string) =>
  CONTEXT_COUNTS[`${lemma}\t${rel}\t${noun}`] ?? 0;

/** How often a train-part clause with a context of this kind had each word. */
export const CORPUS_ONLY = 4;

export interface Verdict {
  /** The context word that decided it (a noun, an adverb). */
  cue: ClauseCue | null;
  source: 'rule' | 'corpus';
}

/**
 * Decide between the written word and the other from the clause: a cue for the other word and
 * none for the written one, and no corpus evidence for the written one with the cue's noun.
 */
export function decide(
  written: string,
  other: string,
  clause: readonly ClauseCue[],
): Verdict | null {
  // The written word has a cue of its own in this clause: the writer meant it.
  if (cueIn(VERB_CUES[written], clause)) return null;
  for (const c of clause) {
    const w = count(written, c.rel, c.head);
    const o = count(other, c.rel, c.head);
    if (w >= 2 && w >= o) return null;
  }
  const cue = cueIn(VERB_CUES[other], clause);
  if (cue) {
    const w = count(written, cue.rel, cue.head);
    return w === 0 || count(other, cue.rel, cue.head) >= 4 * w ? { cue, source: 'rule' } : null;
  }
  for (const c of clause)
    if (
      (c.rel === 'obj' || c.rel === 'loc') &&
      count(other, c.rel, c.head) >= CORPUS_ONLY &&
      count(written, c.rel, c.head) === 0
    )
      return { cue: c, source: 'corpus' };
  return null;
}

// --- Messages ------------------------------------------------------------------------------

const q = (w: string) => `‘${w}’`;

interface PairText {
  ko: string;
  en: string;
  reference: string;
}

/** What each verb means, for the message (one line per direction). */
const MEANING: Readonly<Record<string, PairText>> = {
  부치다: {
    ko: '편지나 물건을 보내는 것, 안건을 회의나 표결에 내놓는 것, 전을 지지는 것은 ‘부치다’입니다. ‘붙이다’는 맞닿아 떨어지지 않게 한다는 뜻입니다.',
    en: '“부치다” is to send (a letter, a parcel), to refer (to a vote, to secrecy) or to fry (a pancake); “붙이다” is to stick or attach.',
    reference: REF.homophones,
  },
  붙이다: {
    ko: '맞닿아 떨어지지 않게 하는 것(우표, 스티커), 불을 옮기는 것, 이름이나 조건을 다는 것은 ‘붙이다’입니다. ‘부치다’는 보내거나 회의에 내놓는다는 뜻입니다.',
    en: '“붙이다” is to stick or attach (a stamp, a label), to light (a fire) or to give (a name, a condition); “부치다” is to send or to refer.',
    reference: REF.homophones,
  },
  가리키다: {
    ko: '손가락 따위로 방향이나 대상을 집어 보이는 것은 ‘가리키다’입니다. ‘가르치다’는 지식이나 기능을 익히게 한다는 뜻입니다.',
    en: '“가리키다” is to point at or indicate; “가르치다” is to teach.',
    reference: REF.dict('가리키다'),
  },
  가르치다: {
    ko: '지식이나 기능을 익히게 하는 것은 ‘가르치다’입니다. ‘가리키다’는 손가락 따위로 집어 보인다는 뜻입니다.',
    en: '“가르치다” is to teach; “가리키다” is to point at.',
    reference: REF.dict('가르치다'),
  },
  낫다: {
    ko: '병이나 상처가 고쳐지는 것, 무엇보다 더 좋은 것은 ‘낫다’(나아, 나았다)입니다. ‘낳다’는 아이나 어떤 결과를 생기게 한다는 뜻입니다.',
    en: '“낫다” (나아, 나았다) is to recover or to be better; “낳다” is to give birth or to bring about.',
    reference: REF.dict('낫다'),
  },
  낳다: {
    ko: '아이나 알, 어떤 결과를 생기게 하는 것은 ‘낳다’입니다. ‘낫다’(나아, 나았다)는 병이 고쳐지거나 더 좋다는 뜻입니다.',
    en: '“낳다” is to give birth or to bring about (a result); “낫다” (나아, 나았다) is to recover or to be better.',
    reference: REF.dict('낳다'),
  },
  매다: {
    ko: '끈이나 줄을 풀어지지 않게 묶는 것은 ‘매다’입니다. ‘메다’는 어깨에 걸치거나 올려놓는다는 뜻입니다.',
    en: '“매다” is to tie (a string, a tie, a seat belt); “메다” is to carry on the shoulder.',
    reference: REF.dict('매다'),
  },
  메다: {
    ko: '물건을 어깨에 걸치거나 올려놓는 것은 ‘메다’입니다. ‘매다’는 끈이나 줄을 묶는다는 뜻입니다.',
    en: '“메다” is to carry on the shoulder (a bag, a backpack); “매다” is to tie.',
    reference: REF.dict('메다'),
  },
};

function verbMessage(lemma: string, other: string, cue: ClauseCue | null): Message {
  const m = MEANING[other] as PairText;
  if (!cue) return { ko: m.ko, en: m.en };
  const word = cue.noun || cue.head;
  return {
    ko: `${quoted(word, '과', '와')} 함께 쓰면 ${q(lemma)}보다 ${q(other)}가 맞습니다. ${m.ko}`,
    en: `With “${word}” the verb is “${other}”, not “${lemma}”. ${m.en}`,
  };
}

// --- The rule ------------------------------------------------------------------------------

const TRIGGER =
  /붙[이여였인일입]|부[치쳐쳤친칠칩]|가리[키켜켰킨킬킵]|가르[치쳐쳤친칠칩]|낳|낫|^나[아았은을으]|^[매맸맨맬메멨멘멜]|^있다가$|^이따가$|^반드시$|^반듯이$|[든던]지|로[서써]/;

function push(
  out: Finding[],
  ctx: Context,
  start: number,
  end: number,
  replacement: string,
  message: Message,
  reference: string,
) {
  if (ctx.isProtected(start, end)) return;
  const original = ctx.text.slice(start, end);
  if (replacement === original) return;
  pushFinding(
    out,
    { id: CONTEXT_RULE_ID, category: 'GRAMMAR' },
    start,
    end - start,
    [replacement],
    message,
    reference,
  );
}

/** Following words of the same clause (up to `n`), as their cores. */
function after(ctx: Context, index: number, n: number): Token[] {
  const out: Token[] = [];
  for (let i = index + 1; i < ctx.tokens.length && out.length < n; i++) {
    const t = ctx.tokens[i] as Token;
    out.push(t);
    if (isPunctEnd(t.text)) break;
  }
  return out;
}

const LATER_VERBS =
  /^(봐|봬|뵈|뵙|보[자죠세아고면]|봅|만나|전화|연락|얘기|이야기|말할|말해|갈게|올게|할게|줄게|보낼|통화|알려|문자|카톡|톡|출발|가자|하자|먹자)/;
const CLAUSE_OPENERS = set(
  '그럼 그러면 우리 응 네 예 그래 알았어 알겠어 그래요 좋아 엄마 아빠 그리고',
);

/** The morphs of a word carry the past tense (-았/었/였-) and no future or will (-겠-). */
function isPast(ctx: Context, t: Token): boolean {
  let past = false;
  const analyzer = ctx.models?.analyzer;
  for (const m of ctx.morphsIn(t.coreStart, t.coreEnd)) {
    if (!m.pos.includes(POS.prefinalEnding)) continue;
    for (const part of analyzer ? analyzer.parts(m) : [m]) {
      if (part.pos !== POS.prefinalEnding) continue;
      if (part.surface.includes('겠')) return false;
      if (/^[았었였]/.test(part.surface)) past = true;
    }
  }
  return past;
}

/** The first word with a predicate among the next words of the clause, or null. */
function nextPredicate(ctx: Context, index: number, n = 3): Token | null {
  for (const t of after(ctx, index, n))
    if (ctx.morphsIn(t.coreStart, t.coreEnd).some((m) => /^(VV|VA|VX|XSV|XSA|VCP)/.test(m.first)))
      return t;
  return null;
}

function ittaga(ctx: Context, token: Token, out: Finding[]) {
  if (token.text !== token.core) return;
  const prev = ctx.tokens[token.index - 1];
  const predicate = nextPredicate(ctx, token.index);
  if (token.core === '있다가') {
    // 이따가 (later) at the head of a clause, before a verb of meeting, calling or going.
    const beforePrev = prev ? ctx.tokens[prev.index - 1] : undefined;
    const open =
      !prev ||
      isPunctEnd(prev.text) ||
      (CLAUSE_OPENERS.has(prev.core) && (!beforePrev || isPunctEnd(beforePrev.text)));
    const next = ctx.tokens[token.index + 1];
    if (!open || !next || !LATER_VERBS.test(next.core)) return;
    if (predicate && isPast(ctx, predicate)) return;
    push(
      out,
      ctx,
      token.coreStart,
      token.coreEnd,
      '이따가',
      {
        ko: '‘조금 지난 뒤에’라는 뜻일 때는 ‘이따가’로 적습니다. ‘있다가’는 ‘있다’에 ‘-다가’가 붙은 말(집에 있다가)입니다.',
        en: '“이따가” means “later”; “있다가” is “stay (somewhere) and then”.',
      },
      REF.homophones,
    );
    return;
  }
  // 이따가 (later) cannot go with a past predicate: 조금 이따가 갔다 is 조금 있다가 갔다.
  if (!predicate || !isPast(ctx, predicate)) return;
  if (/[고며]$/.test(predicate.core) || /다고|라고|자고|냐고/.test(predicate.core)) return;
  push(
    out,
    ctx,
    token.coreStart,
    token.coreEnd,
    '있다가',
    {
      ko: '어떤 상태로 머물다가 다른 일로 넘어간 것이면 ‘있다가’로 적습니다(조금 있다가 떠났다). ‘이따가’는 ‘조금 지난 뒤에’라는 뜻입니다.',
      en: '“있다가” is “stay (a while) and then” (조금 있다가 떠났다); “이따가” means “later” and does not go with the past.',
    },
    REF.homophones,
  );
}

/** Verbs of posture and shape that 반듯이 (straight, neatly) goes with. */
const SHAPE_STEMS = set(
  '눕 앉 서 세우 펴 놓 접 자르 깎 걸 쓰 하 되 두 개 누이 뉘 묶 빗 매 자라 앉히 들 붙이 생기 살 키우 크 그리 긋 쌓 꽂 달 박 걷 기르 뻗 개키 포개 놓이 세워지 깔 썰 다듬 여미 입 차리 가르 갈 누르 정리하 정돈하 자리잡',
);
const POSTURE_STEMS = set('눕 앉 세우 펴');
const MODAL = /야|겠|[할될갈줄올볼을]|것|세요|십시|려|면|게|도록/;

/** The predicate's stem: 성공하 for 성공할, 누 for 누워 (as the analyser gives the lemma: 눕). */
function stemOfToken(ctx: Context, t: Token): string | null {
  const ms = ctx.morphsIn(t.coreStart, t.coreEnd);
  const i = ms.findIndex((m) => /^(VV|VA|XSV|XSA|VCP)/.test(m.first));
  if (i < 0) return null;
  if ((ms[i] as Morph).first === POS.copula) return '이';
  const v = ms[i] as Morph;
  const stem = ctx.models?.analyzer.parts(v)[0]?.surface ?? v.surface;
  if (/^XS/.test(v.first)) {
    const noun = ms[i - 1];
    return noun ? `${noun.surface}${stem}` : null;
  }
  return stem;
}

function bandeusi(ctx: Context, token: Token, out: Finding[]) {
  if (token.text !== token.core) return;
  const predicate = nextPredicate(ctx, token.index);
  if (!predicate) return;
  const stem = stemOfToken(ctx, predicate);
  if (!stem) return;
  if (token.core === '반듯이') {
    // 반듯이 goes with posture and shape; before any other predicate it is 반드시.
    if (SHAPE_STEMS.has(stem)) return;
    push(
      out,
      ctx,
      token.coreStart,
      token.coreEnd,
      '반드시',
      {
        ko: '‘틀림없이 꼭’이라는 뜻일 때는 ‘반드시’로 적습니다. ‘반듯이’는 ‘반듯하게’(비뚤지 않게)라는 뜻입니다.',
        en: '“반드시” means “certainly, without fail”; “반듯이” means “straight, upright”.',
      },
      REF.homophones,
    );
    return;
  }
  // 반드시 right before 눕다/앉다/세우다/펴다 in a plain past statement (not "must"): 반듯이.
  const next = ctx.tokens[token.index + 1];
  if (next !== predicate || !POSTURE_STEMS.has(stem)) return;
  const rest = after(ctx, token.index, 3)
    .map((t) => t.core)
    .join(' ');
  if (MODAL.test(rest) || !(isPast(ctx, predicate) || /[은운] 채/.test(rest))) return;
  push(
    out,
    ctx,
    token.coreStart,
    token.coreEnd,
    '반듯이',
    {
      ko: '비뚤지 않고 바르게라는 뜻일 때는 ‘반듯이’로 적습니다(반듯이 눕다). ‘반드시’는 ‘틀림없이 꼭’이라는 뜻입니다.',
      en: '“반듯이” means “straight, upright” (반듯이 눕다); “반드시” means “certainly”.',
    },
    REF.homophones,
  );
}

const CHOICE_AFTER =
  /^(간에|간|상관|관계|괜찮|말|말든지|말던지|아니면|또는|혹은|해|해라|하세요|하자|하든지|하던지|알아서|마음대로)/;
const DEON_TO_DEUN =
  /^(간에|상관없|상관이|관계없|관계가|아니면|또는|혹은)|^(해|해라|해요|하세요|하자|하든가|하든지)$/;

/** The sentence after token `index` ends in a past statement (얼마나 춥던지 손이 얼었다). */
function sentenceEndsPast(ctx: Context, index: number): boolean {
  let last: Token | null = null;
  for (let i = index + 1; i < ctx.tokens.length && i <= index + 10; i++) {
    last = ctx.tokens[i] as Token;
    if (/[.!?]$/.test(last.text)) break;
  }
  return last !== null && isPast(ctx, last);
}

/** The sentence after token `index` ends in a future, a promise or a request (거야, 겠, 해라). */
function sentenceEndsFuture(ctx: Context, index: number): boolean {
  let last: Token | null = null;
  for (let i = index + 1; i < ctx.tokens.length && i <= index + 10; i++) {
    last = ctx.tokens[i] as Token;
    if (/[.!?]$/.test(last.text)) break;
  }
  return (
    last !== null &&
    /(겠|거야|거예요|거다|것이다|[ㄹ을할]게요?|해라|하라|마라|세요|하자)$/.test(last.core)
  );
}

function deunDeon(ctx: Context, token: Token, out: Finding[]) {
  const ms = ctx.morphsIn(token.coreStart, token.coreEnd);
  const ec = ms.find(
    (m) => (m.surface === '든지' || m.surface === '던지') && m.pos === POS.connectiveEnding,
  );
  if (!ec || ec.end !== token.coreEnd) return;
  const before = ctx.text[ec.start - 1];
  const next = ctx.tokens[token.index + 1];
  const nextCore = next && !/[.!?]$/.test(token.text) ? next.core : '';
  if (ec.surface === '든지') {
    // 어찌나 ... -든지, or 얼마나 ... -든지 with a past main clause: recalling, -던지.
    let degree = '';
    for (let i = token.index - 1; i >= 0 && i >= token.index - 4; i--) {
      const t = ctx.tokens[i] as Token;
      if (isPunctEnd(t.text)) break;
      if (t.core === '어찌나' || t.core === '얼마나') degree = t.core;
    }
    if (!degree || !nextCore || CHOICE_AFTER.test(nextCore)) return;
    if (degree === '얼마나' && !sentenceEndsPast(ctx, token.index)) return;
    push(
      out,
      ctx,
      ec.start,
      ec.start + 1,
      '던',
      {
        ko: '지난 일을 떠올리며 말할 때는 ‘-던지’를 씁니다(얼마나 춥던지 손이 얼었다). ‘-든지’는 선택을 나타냅니다.',
        en: 'Use “-던지” when recalling the past (얼마나 춥던지 손이 얼었다); “-든지” marks a choice.',
      },
      REF.deunDeon,
    );
    return;
  }
  // -던지 간에, -던지 상관없이, -던지 아니면, -던지 해: a choice, -든지. Not after -았/었- (했던지).
  // 어떻던지 before a main clause that is not past: 결과가 어떻든지 우리에게 돌아올 거야.
  if (decompose(before)?.[2] === 20 || !nextCore) return;
  const concessive =
    before === '떻' && !/[.!?]$/.test(token.text) && sentenceEndsFuture(ctx, token.index);
  if (!concessive && !DEON_TO_DEUN.test(nextCore)) return;
  push(
    out,
    ctx,
    ec.start,
    ec.start + 1,
    '든',
    {
      ko: '선택하거나 어느 것이든 상관없음을 나타낼 때는 ‘-든지’를 씁니다. ‘-던지’는 지난 일을 나타냅니다.',
      en: 'Use “-든지” for a choice or “whichever”; “-던지” refers to the past.',
    },
    REF.deunDeon,
  );
}

/** Nouns of person and status: (으)로서 (capacity) after them. */
const PERSON_NOUNS = set(
  '학생 부모 교사 선생 선생님 친구 사람 리더 엄마 아빠 어머니 아버지 의사 시민 국민 주민 가족 동료 한국인 어른 선배 후배 아들 딸 남편 아내 자식 형 누나 언니 오빠 동생 제자 스승 팬 주인 손님 고객 여성 남성 어린이 청년 노인 입장 자격 신분 대표 회원 나 저 우리 저희 그녀 당신 본인 개인 인간 부부 군인 작가 배우 가수 선수 감독 기자 교수 의원 장관 대통령 시장 회장 사장 사원 직원 전문가 국가 정부 기업 단체 기관 일원 구성원 주체 당사자 책임자 관리자 보호자 소비자 시청자 독자 참가자 사용자 개발자',
);
/** The last part of a compound noun that makes it a person: 관리자, 예술가, 직장인, 회사원. */
const PERSON_SUFFIXES = set('자 인 가 원 사 생 님 관 장 수 민 꾼 쟁이');
/** Nouns of means: (으)로써 after them (대화로써 해결하다). */
const MEANS_NOUNS = set('대화 칼 말 노력 실천 협상 타협 폭력 무력 힘 설득 투쟁 소통 토론');

/** Predicates of acting in a capacity (X로서 행동하다, 기능하다, 존재하다). */
const CAPACITY_STEMS = set(
  '행동하 기능하 활동하 일하 존재하 살아가 역할하 자리매김하 군림하 근무하 참여하 참가하 복무하 봉사하',
);

/** Nouns of a part or a point of view: (으)로서 (하나로서, 현재로서는). */
const PART_NOUNS = set('하나 일부 일환 일원 현재 지금 당시 현 당장 시점');

function roseo(ctx: Context, token: Token, out: Finding[]) {
  const ms = ctx.morphsIn(token.coreStart, token.coreEnd);
  const idx = ms.findIndex(
    (m) => m.pos === POS.adverbialParticle && /^(으로|로)(서|써)$/.test(m.surface),
  );
  if (idx <= 0) return;
  const p = ms[idx] as Morph;
  const noun = ms[idx - 1] as Morph;
  if (noun.unknown || noun.pos === POS.properNoun) return;
  const written = p.surface.endsWith('서') ? '로서' : '로써';
  const other = written === '로서' ? '로써' : '로서';
  const then = ctx.text[p.end];
  let wantsOther: boolean;
  let whole = noun.surface;
  if (noun.last === POS.nominalEnding) {
    // -ㅁ으로써 (by doing): 함으로써, 맡겨 둠으로써; -ㅁ으로서 is not used.
    wantsOther = written === '로서';
    whole = ctx.text.slice(token.coreStart, p.start);
  } else {
    if (!/^(NN[GB]|NP|NR)$/.test(noun.pos) || noun.start !== token.coreStart) return;
    // A dependent noun (것, 바, 데) takes its role from the clause before it, which the
    // counts of the noun cannot tell: 쓰는 것으로써 (by using) and 있는 것으로서 (as something
    // that is) are both right.
    if (noun.pos === POS.boundNoun) return;
    const head = headOf(ctx, noun);
    const person =
      PERSON_NOUNS.has(whole) ||
      PART_NOUNS.has(whole) ||
      (whole !== head && (PERSON_SUFFIXES.has(head) || PERSON_NOUNS.has(head)));
    const means = MEANS_NOUNS.has(whole);
    const w = count(written, 'n', whole);
    const o = count(other, 'n', whole);
    if (w >= 2 && w >= o) return;
    const predicate =
      written === '로써' && then !== '의' ? nextPredicate(ctx, token.index, 1) : null;
    const stem = predicate ? stemOfToken(ctx, predicate) : null;
    if (written === '로써' && then === '의')
      wantsOther = !means; // 학생으로써의 -> 학생으로서의
    else if (person !== means) wantsOther = other === '로서' ? person : means;
    // Acting in a capacity: 소유주로써 행동하다, 화폐로써 기능하다 (로서).
    else if (stem && CAPACITY_STEMS.has(stem)) wantsOther = !means;
    else wantsOther = o >= CORPUS_ONLY && o >= 4 * w;
    // 대화로서의 (as a conversation): the capacity reading is possible there.
    if (other === '로써' && then === '의') wantsOther = false;
  }
  if (!wantsOther) return;
  push(
    out,
    ctx,
    p.end - 1,
    p.end,
    other === '로서' ? '서' : '써',
    other === '로서'
      ? {
          ko: `${q(whole)}처럼 지위나 신분, 자격을 나타낼 때는 ‘(으)로서’를 씁니다. ‘(으)로써’는 수단이나 도구를 나타냅니다.`,
          en: `“${whole}” is a role or capacity here: use “(으)로서”; “(으)로써” means “by means of”.`,
        }
      : {
          ko: `${q(whole)}처럼 수단이나 방법을 나타낼 때는 ‘(으)로써’를 씁니다. ‘(으)로서’는 지위나 자격을 나타냅니다.`,
          en: `“${whole}” is a means here: use “(으)로써”; “(으)로서” marks a role or capacity.`,
        },
    REF.homophones,
  );
}

/** 낳다 read as "better" only in an adjective-like form, without an object or a number. */
const COMPARATIVE_NAH = /^낳(다|아|네|은|을|지|겠|습니다|죠|으니|으면)/;
const LANGUAGES = set(
  '영어 한국어 프랑스어 언어 모국어 외국어 중국어 일본어 스페인어 독일어 러시아어 아랍어 국어',
);
const SCHOOLS = set('학교 학원 교실 대학 대학교 강단 초등학교 중학교 고등학교');
/** 낫다 takes no object: an object before these forms means 낳다 (오해를 낫는다, 위기를 나은). */
const TRANSITIVE_NAT = /^(낫는|낫고|나았|나은|나을|낫습|나아)/;
/** 가리키다 "refers to" (X를 가리키는 말): any object goes, so no teaching cue there. */
const REFERS_TO = /^(말|용어|표현|단어|개념|이름|낱말|뜻|것|경우|명칭|호칭)/;

function verbs(ctx: Context, token: Token, out: Finding[]) {
  const form = verbFormOf(ctx, token);
  if (!form) return;
  let clause = clauseBefore(ctx, token.index);
  const next = ctx.tokens[token.index + 1];
  if (form.lemma === '낳다') {
    // Birth nearby in the sentence (아이를 하나 낳았지만 더 이상 낳을 수는 없다) or a count.
    const around = ctx.tokens.slice(Math.max(0, token.index - 8), token.index);
    const counted = around.some(
      (t) =>
        /^(하나|둘|셋|넷|한|두|세|네|몇|여럿|많이|일찍|먼저|늦게|또|다시|이상)$/.test(t.core) ||
        (/^낳/.test(t.core) && t !== token) ||
        (cueOf(ctx, t)?.rel === 'obj' && VERB_CUES['낳다']?.obj?.has(cueOf(ctx, t)?.head ?? '')),
    );
    if (!COMPARATIVE_NAH.test(token.core) || counted || clause.some((c) => c.rel === 'obj'))
      clause = clause.filter((c) => c.rel !== 'adv' && c.rel !== 'cmp');
  }
  let verdict: Verdict | null = null;
  if (form.lemma === '가리키다') {
    // X는 Y를 가리킨다 (a definition): only a person as subject leaves teaching possible.
    const person = (h: string) => h === '그' || PERSON_NOUNS.has(h) || PERSON_SUFFIXES.has(h);
    if (next && REFERS_TO.test(next.core)) return;
    if (clause.some((c) => c.rel === 'subj' && !person(c.head))) return;
    // Pointing needs something pointed at: without an object, a language of instruction or a
    // school means teaching (영어로 가리킨다, 학교에서 가리키고).
    // (Not an adnominal form: 가리킨 곳 has its object after it.)
    const adnominal =
      ctx.morphsIn(token.coreStart, token.coreEnd).at(-1)?.last === POS.adnominalEnding;
    const teaching = clause.find(
      (c) => (c.rel === 'ins' && LANGUAGES.has(c.head)) || (c.rel === 'at' && SCHOOLS.has(c.head)),
    );
    if (
      teaching &&
      !adnominal &&
      !cueIn(VERB_CUES['가리키다'], clause) &&
      !clause.some(
        (c) => c.rel === 'obj' || c.rel === 'loc' || (c.rel === 'ins' && !LANGUAGES.has(c.head)),
      )
    )
      verdict = { cue: teaching, source: 'rule' };
  }
  if (form.lemma === '낳다' && !verdict && COMPARATIVE_NAH.test(token.core)) {
    // -는 게 낫다, -는 편이 낫다 (하는게 낳지요).
    const prev = ctx.tokens[token.index - 1];
    const prev2 = ctx.tokens[token.index - 2];
    if (
      prev &&
      !isPunctEnd(prev.text) &&
      (/[는은던]게$/.test(prev.core) ||
        (/^(게|것이|편이|쪽이)$/.test(prev.core) && prev2 && /[는은던]$/.test(prev2.core))) &&
      !ctx.tokens.slice(Math.max(0, token.index - 8), token.index).some((t) => /^낳/.test(t.core))
    )
      verdict = { cue: null, source: 'rule' };
  }
  // 붙여 넣다 (paste) written 부쳐 넣다.
  if (
    form.lemma === '부치다' &&
    next &&
    /^넣/.test(next.core) &&
    token.text === token.core &&
    /^부쳐$/.test(token.core)
  )
    verdict = { cue: null, source: 'rule' };
  else if (form.lemma === '부치다' && /^부쳐넣/.test(token.core))
    verdict = { cue: null, source: 'rule' };
  // 낫다 with an object of its own is 낳다, unless the object is an illness (병을 낫게 하다).
  const object = clause.find((c) => c.rel === 'obj');
  if (
    !verdict &&
    form.lemma === '낫다' &&
    object &&
    TRANSITIVE_NAT.test(token.core) &&
    !clause.some((c) => c.rel === 'adv' || c.rel === 'cmp') &&
    !VERB_CUES['낫다']?.subj?.has(object.head) &&
    !/(다고|다며|다는|게|지)$/.test(token.core) &&
    count('낫다', 'obj', object.head) < 2
  )
    verdict = { cue: object, source: 'rule' };
  if (!verdict && clause.length > 0) verdict = decide(form.lemma, form.other, clause);
  if (!verdict) return;
  const meaning = MEANING[form.other] as PairText;
  push(
    out,
    ctx,
    form.start,
    form.end,
    form.replacement,
    verbMessage(form.lemma, form.other, verdict.cue),
    meaning.reference,
  );
}

export const contextWordsRule: Rule = {
  id: CONTEXT_RULE_ID,
  category: 'GRAMMAR',
  // Below the narrow grammar rules (30), whose messages are more specific on the same word.
  run(ctx, out) {
    if (!ctx.models) return;
    let n = 0;
    for (const token of ctx.tokens) {
      if ((++n & 63) === 0 && ctx.expired()) return;
      const w = token.core;
      if (w.length === 0 || w.length > 20 || !TRIGGER.test(w)) continue;
      if (w === '있다가' || w === '이따가') ittaga(ctx, token, out);
      else if (w === '반드시' || w === '반듯이') bandeusi(ctx, token, out);
      else {
        if (/[든던]지/.test(w)) deunDeon(ctx, token, out);
        if (/로[서써]/.test(w)) roseo(ctx, token, out);
        verbs(ctx, token, out);
      }
    }
  },
};
