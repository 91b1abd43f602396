/**
 * Particles written apart from the word they belong to (한글 맞춤법 제41항): 학교 에 -> 학교에,
 * 학생 입니다 -> 학생입니다, ‘웃음’ 에 -> ‘웃음’에, 지금 까지 -> 지금까지, 할 수 밖에 -> 할
 * 수밖에, 나 보다 -> 나보다. The particles and the words they follow are data
 * (src/data/rules/spacing-particles.json).
 */
import { takesStackedParticle } from '../../analysis/pos.ts';
import {
  type Context,
  type Rule,
  type Token,
  type TokenFinding,
  tokenRule,
} from '../../context.ts';
import { FINAL_RIEUL, finalIndex, isAllHangul, isHangulSyllable } from '../../hangul.ts';
import { message } from '../../messages.ts';
import words from '../../data/rules/spacing-particles.json' with { type: 'json' };
import { analysisOf, endsNounlike } from '../analysis-gates.ts';
import { REF } from '../references.ts';
import { finalMorph, joinPrevious, nextCore, plainPrevious } from './shared.ts';

const DETACHED_PARTICLES: ReadonlySet<string> = new Set(words.detachedParticles);
/** The copula 이다 written apart (학생 입니다, 것 이다): it is attached like a particle. */
const COPULA: ReadonlySet<string> = new Set(words.copulaForms);
const COPULA_MESSAGE = message('spacing.particle.copula');

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
    copula ? COPULA_MESSAGE : message('spacing.particle', { particle: p }),
    REF.particleAttached,
  );
});

/** Particles (and the quotative -고) that may follow a quotation or a bracket as a word alone. */
const PARTICLES_AFTER_MARK: ReadonlySet<string> = new Set(words.particlesAfterMark);
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
    message: message('spacing.particle-after-mark', { particle: token.core }),
    reference: REF.particleAttached,
  };
});

const wordOf = (list: readonly string[]) => new RegExp(`^(${list.join('|')})$`);
/** Personal pronouns, after which 보다, 만큼, 조차, 처럼 and 뿐 are particles (나 보다 크다, 너 뿐만). */
const PERSONAL = wordOf(words.personalPronouns);
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
  [wordOf(words.bakkeAfter), /^밖에$/, /^(없|안|못|않|모르|몰)/],
];
/**
 * 부터, 까지 and 조차 are particles only (까지 also starts 까지다 "get scraped": 무릎이 까지는), so
 * written apart after a noun, a particle of place or direction, a connective ending or an adverb
 * (지금 까지, 때 까지, 으로 부터, 늦게 까지, 나서 부터는) they belong to the word before. Not after
 * a particle that no particle may follow (에러는 까지), nor after a lone particle: in both, text
 * was removed there (inline code, numbers).
 */
const STACKED_PARTICLE = /^(부터|까지|조차)(도|는|요|만|라도|야|이다|입니다|예요|이에요)?$/;
function stackedParticle(ctx: Context, token: Token, prev: Token): TokenFinding | null {
  const m = STACKED_PARTICLE.exec(token.core);
  if (!m || !isHangulSyllable(prev.core[prev.core.length - 1])) return null;
  // A lone particle before it is what is left of removed text (오차가 에서 까지).
  if (/^(에서|에게|에|으로|로|서|께|한테|은|는|이|가|을|를|의|와|과|도)$/.test(prev.core))
    return null;
  const last = finalMorph(ctx, prev);
  if (!last || last.unknown || !takesStackedParticle(last.last)) return null;
  const particle = m[1] ?? '';
  return joinPrevious(
    prev,
    token,
    message('spacing.particle-join', { particle }),
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
      message('spacing.particle-join.after-word', { particle }),
      REF.particleAttached,
    );
  }
  return null;
});

export const spacingParticleRules: Rule[] = [detachedParticle, particleAfterMark, joinParticle];
