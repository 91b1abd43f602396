/**
 * Predicates after a connective ending, written together with it: -고 싶다, -지 않다 (하고싶다),
 * -어야 하다 (해야한다), -어도 되다 (가도돼), -나 보다 (있나봐요), -게 하다 (하게되었다), -고 나다
 * (읽고나서), -다 보다 (하다보면). Only an auxiliary after -아/-어 may join the verb before it
 * (한글 맞춤법 제47항); these are written apart (제2항). The analysis reads the ending and the
 * verb after it; a word the dictionary knows stays.
 */
import { POS, isVerbOrAuxiliaryTag, tagsOf } from '../../analysis/pos.ts';
import type { Morph } from '../../analysis/analyzer.ts';
import { type Rule, tokenRule } from '../../context.ts';
import type { Message } from '../../types.ts';
import { finalIndex } from '../../hangul.ts';
import { message } from '../../messages.ts';
import { analysisOf } from '../analysis-gates.ts';
import { REF } from '../references.ts';
import { FINAL_NIEUN, NO_NEXT, VERB_TAGS, afterVerbEnding, gateRejects } from './shared.ts';

/** -고싶다, -고있다, -지않다, -지못하다, -지말고, -지마 -> spaced auxiliary constructions. */
const AUX_RE = /^([가-힣]+?)(고|지)(싶|있|않|못하|못해|못했|못한|말|마)([가-힣]*)$/;
const AUX_EXCEPTIONS = /^(마지않|마지못)/;

/** The auxiliary's dictionary form, as the message names it. */
function auxiliaryName(aux: string): string {
  if (aux === '있' || aux === '싶') return `${aux}다`;
  if (aux === '않') return '않다';
  return aux === '말' || aux === '마' ? '말다' : '못하다';
}

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
    if (!at || !isVerbOrAuxiliaryTag(at.first) || before?.last !== POS.connectiveEnding)
      return null;
  }
  if (!gateRejects(ctx, core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head}${ending} ${aux}${rest}`],
    message: message('spacing.auxiliary', { ending, verb: auxiliaryName(aux) }),
    reference: REF.spacingWords,
  };
});

/** 하다 and 되다 as they may start after -어야 (한다, 할, 했다, 돼, 될 ...). */
const EOYA_VERB = /^(하|한|할|함|합|했|해|되|된|될|됨|됐|돼)/;

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
      message: message('spacing.eoya-hada', { verb }),
      reference: REF.spacingWords,
    };
  }
  return null;
});

/** Verbs, adjectives and the copula (바쁜가 봐요, 사람인가 봐요). */
const COPULA_STEMS = new Set<string>([...VERB_TAGS, POS.copula]);
const readsAuxiliary = (m: Morph) => m.first === POS.auxiliary;

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
    const ending = core[i] as string;
    if (
      !afterVerbEnding(
        morphs,
        cut,
        POS.connectiveEnding,
        ending,
        readsAuxiliary,
        NO_NEXT,
        COPULA_STEMS,
      )
    )
      continue;
    if (!gateRejects(ctx, core)) return null;
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
      message: message('spacing.na-boda', { ending: ending === '나' ? '-나' : '-ㄴ가' }),
      reference: REF.auxiliaryVerb,
    };
  }
  return null;
});

/**
 * One verb after a connective ending in the word (가도돼, 하게되었다, 읽고나서): `ending` is the
 * ending's last syllable, `starts` the syllables the verb after it may start with. The analysis
 * must read the ending after a verb or adjective and `reads` the verb after it (or one
 * inflected form across the cut with one of `nextTags`); the dictionary must not know the word.
 * The finding splits the whole word after the ending.
 */
interface VerbAfterEnding {
  ending: string;
  starts: RegExp;
  reads: (m: Morph) => boolean;
  nextTags: ReadonlySet<string>;
  /** The message, from the verb's first syllable. */
  message: (verbStart: string) => Message;
}

function verbAfterEnding(id: string, spec: VerbAfterEnding): Rule {
  return tokenRule(id, (token, ctx) => {
    const core = token.core;
    for (let i = 1; i < core.length - 1; i++) {
      if (core[i] !== spec.ending || !spec.starts.test(core[i + 1] as string)) continue;
      const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
      if (!morphs) return null;
      const cut = token.coreStart + i + 1;
      const { ending, reads, nextTags } = spec;
      if (!afterVerbEnding(morphs, cut, POS.connectiveEnding, ending, reads, nextTags)) continue;
      if (!gateRejects(ctx, core)) return null;
      return {
        start: token.coreStart,
        end: token.coreEnd,
        suggestions: [`${core.slice(0, i + 1)} ${core.slice(i + 1)}`],
        message: spec.message(core[i + 1] as string),
        reference: REF.spacingWords,
      };
    }
    return null;
  });
}

/**
 * 가도돼 -> 가도 돼, 지속해도되는 -> 지속해도 되는: after the ending -아도/-어도 (permission),
 * 되다 is a verb of its own (그래도 돼: 그래도 is an adverb).
 */
const EODO_MESSAGE = message('spacing.eodo-doeda');
const eodoDoeda = verbAfterEnding('spacing.eodo-doeda', {
  ending: '도',
  starts: /^[되된될됨됐돼됩]/,
  reads: (m) => m.first === POS.verb,
  nextTags: NO_NEXT,
  message: () => EODO_MESSAGE,
});

/** 되다 and 하다 as they may start after -게 (되, 된, 돼, 했 ...). */
const GE_VERB = /^[되된될됨됐돼됩하한할함합했해]/;

/**
 * 하게되었다 -> 하게 되었다, 기다리게했어 -> 기다리게 했어: after the ending -게, 되다 and 하다
 * are verbs of their own (only -아/-어 before an auxiliary may be written together, 제47항).
 * 가게하고 (the noun 가게 and the particle 하고) stays.
 */
const geHada = verbAfterEnding('spacing.ge-hada', {
  ending: '게',
  starts: GE_VERB,
  reads: (m) => (m.first === POS.verb || m.first === POS.auxiliary) && GE_VERB.test(m.surface),
  nextTags: new Set<string>([POS.verb, POS.auxiliary]),
  message: (verb) =>
    message('spacing.ge-hada', { verb: /^[되된될됨됐돼됩]/.test(verb) ? '되다' : '하다' }),
});

/**
 * 읽고나서 -> 읽고 나서, 헤어지고나면 -> 헤어지고 나면: the auxiliary 나다 after -고 is written
 * apart (제47항 allows together only after -아/-어).
 */
const GO_NADA_MESSAGE = message('spacing.go-nada');
const goNada = verbAfterEnding('spacing.go-nada', {
  ending: '고',
  starts: /^[나난날났]/,
  reads: (m) => m.first === POS.auxiliary && /^[나난날났]/.test(m.surface),
  nextTags: new Set<string>([POS.auxiliary]),
  message: () => GO_NADA_MESSAGE,
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
    message: message('spacing.da-boda'),
    reference: REF.auxiliaryVerb,
  };
});

export const auxiliaryRules: Rule[] = [
  auxiliary,
  eoyaHada,
  eodoDoeda,
  naBoda,
  geHada,
  goNada,
  daBoda,
];
