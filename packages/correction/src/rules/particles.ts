import { type Context, type Rule, tokenRule } from '../context.ts';
import { FINAL_RIEUL, isAllHangul } from '../hangul.ts';
import { analysisOf, endsInParticle } from './analysis-gates.ts';
import { REF } from './references.ts';

interface Pair {
  /** Form used after a final consonant. */
  consonant: string;
  /** Form used after a vowel. */
  vowel: string;
  /** Whether the wrong form can be flagged without a dictionary. */
  safeWithoutDictionary: { consonant: boolean; vowel: boolean };
}

const PAIRS: Pair[] = [
  { consonant: '을', vowel: '를', safeWithoutDictionary: { consonant: false, vowel: true } },
  { consonant: '은', vowel: '는', safeWithoutDictionary: { consonant: false, vowel: false } },
  { consonant: '이', vowel: '가', safeWithoutDictionary: { consonant: false, vowel: false } },
  { consonant: '과', vowel: '와', safeWithoutDictionary: { consonant: false, vowel: false } },
  { consonant: '으로', vowel: '로', safeWithoutDictionary: { consonant: true, vowel: false } },
];

/** Words that end like a wrongly chosen particle but are correct as they stand. */
const LEXICAL = new Set(
  (
    '가을 마을 노을 고을 이을 나을 지을 부을 그을 저을 사과 효과 결과 교과 학과 과과 ' +
    '종로 대학로 세종로 을지로 충무로 퇴계로 한강로 올림픽로 테헤란로 ' +
    '나는 가는 오는 보는 사는 하는 자는 주는 서는 뜨는 크는 쓰는 ' +
    '어린이 고양이 아이 오이 거나 누구 나이 사이 차이 부부 ' +
    '나은 지은 부은 그은 이은'
  ).split(' '),
);

function expectedParticle(ctx: Context, core: string, pair: Pair): string | null {
  // The consonant form first, then the vowel form (no array of the two per word and pair).
  let wrong: string;
  if (core.endsWith(pair.consonant) && core.length > pair.consonant.length) wrong = pair.consonant;
  else if (core.endsWith(pair.vowel) && core.length > pair.vowel.length) wrong = pair.vowel;
  else return null;
  // The word is all Hangul (the rule's only caller checks), so the part before the particle
  // is too: its last syllable is read by code and the part is cut only for the dictionary.
  const f = (core.charCodeAt(core.length - wrong.length - 1) - 0xac00) % 28;
  // With 으로/로, a final ㄹ behaves like a vowel (서울로).
  const takesVowelForm = pair.vowel === '로' ? f === 0 || f === FINAL_RIEUL : f === 0;
  const correct = takesVowelForm ? pair.vowel : pair.consonant;
  if (wrong === correct) return null;
  if (LEXICAL.has(core)) return null;
  const safe =
    wrong === pair.vowel ? pair.safeWithoutDictionary.vowel : pair.safeWithoutDictionary.consonant;
  const known = ctx.spell(core);
  if (known === true) return null;
  if (known === null) return safe ? correct : null;
  // Dictionary gate: the word as written is unknown and the corrected form is known.
  return ctx.spell(core.slice(0, core.length - wrong.length) + correct) === true ? correct : null;
}

const particleAgreement = tokenRule('grammar.particle-agreement', (token, ctx) => {
  const core = token.core;
  if (core.length < 2 || !isAllHangul(core)) return null;
  for (const pair of PAIRS) {
    const correct = expectedParticle(ctx, core, pair);
    if (!correct) continue;
    const wrong = [pair.consonant, pair.vowel].find((p) => p !== correct && core.endsWith(p)) ?? '';
    if (pair.vowel === '로' && wrong === '로') {
      const next = ctx.tokens[token.index + 1];
      if (next && /^\d/.test(next.core)) return null; // 종로 1가, 테헤란로 123: road names
    }
    // The analysis must read the ending as that particle after a common noun: not a name
    // (레이, 마리나 베이), a noun of its own (상담가) or a verb (수학여행가!, 안와).
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (morphs && !endsInParticle(morphs, wrong, wrong !== '이')) return null;
    return {
      start: token.coreEnd - wrong.length,
      end: token.coreEnd,
      suggestions: [correct],
      message: {
        ko: `받침이 ${correct === pair.consonant ? '있는' : '없는'} 말 뒤에는 조사 ‘${correct}’ 형태를 씁니다.`,
        en: `After a word ending in a ${correct === pair.consonant ? 'consonant' : 'vowel'}, use the particle “${correct}”.`,
      },
      reference: REF.dict(correct),
    };
  }
  return null;
});

export const particleRules: Rule[] = [particleAgreement];
