/**
 * "Confusable words" noise for scripts/noise.ts: a correct word of a confusable set
 * (issue 13, item 5; src/rules/context-words.ts) swapped for its partner in a held-out
 * sentence that contains it, with the gold edit that swaps it back. One swap per sentence.
 *
 * Error distribution (shares of the confusable cases, `confusableLimit` in all, 400 by default;
 * every sentence of the part is a candidate, independently of the other noise, with its own random
 * stream, so the other cases are unchanged). The sets are rare in the corpora, so most types get
 * their whole pool, fewer cases than their share; the realised mix is printed with every run:
 *
 *   type           weight  what it swaps (found by the analyser, gold edit swaps back)
 *   conf.roseo      0.22   (으)로서 <-> (으)로써, the particle: 학생으로서 -> 학생으로써, 이로써 -> 이로서
 *   conf.deun       0.16   -든지 <-> -던지, ending or particle: 무엇이든지 -> 무엇이던지, 얼마나 춥던지 -> 춥든지
 *   conf.nat        0.14   낫다 <-> 낳다 (ㅅ-irregular kept): 나아 -> 낳아, 낫고 -> 낳고, 낳은 -> 나은
 *   conf.buchi      0.12   붙이다 <-> 부치다: 붙였다 -> 부쳤다, 부친 -> 붙인
 *   conf.garichi    0.10   가리키다 <-> 가르치다: 가리킨다 -> 가르친다
 *   conf.mae        0.10   매다 <-> 메다: 매고 -> 메고, 멨다 -> 맸다
 *   conf.bandeusi   0.08   반드시 <-> 반듯이
 *   conf.ittaga     0.08   이따가 <-> 있다가 (the 있다가 of 있다 + -다가 only as a whole word)
 *
 * The corpus is mostly correct but not gold: a sentence that already had the wrong word of a set
 * becomes correct by the swap and counts against the checker; such slips are rare (on train the
 * rule finds 2 in 77,000 lines).
 */
import { createContext, type Token } from '../src/context.ts';
import { verbFormOf } from '../src/rules/context-words/verb-forms.ts';
import { loadEngineModels } from '../src/node/engine-files.ts';
import type { CorpusLine } from './corpus.ts';
import type { NoisyCase } from './noise.ts';
import { drawFromPools, type PoolEntry } from './noise-pools.ts';

export const CONFUSABLE_NOISE_TYPES = [
  'conf.roseo',
  'conf.deun',
  'conf.nat',
  'conf.buchi',
  'conf.garichi',
  'conf.mae',
  'conf.bandeusi',
  'conf.ittaga',
] as const;
export type ConfusableNoiseType = (typeof CONFUSABLE_NOISE_TYPES)[number];

export const CONFUSABLE_NOISE_WEIGHTS: Readonly<Record<ConfusableNoiseType, number>> = {
  'conf.roseo': 0.22,
  'conf.deun': 0.16,
  'conf.nat': 0.14,
  'conf.buchi': 0.12,
  'conf.garichi': 0.1,
  'conf.mae': 0.1,
  'conf.bandeusi': 0.08,
  'conf.ittaga': 0.08,
};

export const isConfusableType = (t: string): t is ConfusableNoiseType => t.startsWith('conf.');

interface Swap {
  type: ConfusableNoiseType;
  start: number;
  end: number;
  noisy: string;
}

const VERB_TYPE: Readonly<Record<string, ConfusableNoiseType>> = {
  붙이다: 'conf.buchi',
  부치다: 'conf.buchi',
  가리키다: 'conf.garichi',
  가르치다: 'conf.garichi',
  낫다: 'conf.nat',
  낳다: 'conf.nat',
  매다: 'conf.mae',
  메다: 'conf.mae',
};
const WHOLE: Readonly<Record<string, [ConfusableNoiseType, string]>> = {
  반드시: ['conf.bandeusi', '반듯이'],
  반듯이: ['conf.bandeusi', '반드시'],
  이따가: ['conf.ittaga', '있다가'],
  있다가: ['conf.ittaga', '이따가'],
};

/** Every swap of a confusable word the sentence allows. */
export function confusableSwaps(text: string): Swap[] {
  const ctx = createContext(text, () => null, false, loadEngineModels());
  const out: Swap[] = [];
  for (const token of ctx.tokens as Token[]) {
    if (ctx.isProtected(token.start, token.end)) continue;
    const whole = WHOLE[token.core];
    if (whole) {
      out.push({ type: whole[0], start: token.coreStart, end: token.coreEnd, noisy: whole[1] });
      continue;
    }
    const form = verbFormOf(ctx, token);
    if (form) {
      out.push({
        type: VERB_TYPE[form.lemma] as ConfusableNoiseType,
        start: form.start,
        end: form.end,
        noisy: form.replacement,
      });
      continue;
    }
    for (const m of ctx.morphsIn(token.coreStart, token.coreEnd)) {
      if ((m.surface === '든지' || m.surface === '던지') && (m.pos === 'EC' || m.pos === 'JX'))
        out.push({
          type: 'conf.deun',
          start: m.start,
          end: m.start + 1,
          noisy: m.surface === '든지' ? '던' : '든',
        });
      if (m.pos === 'JKB' && /^(으로|로)(서|써)$/.test(m.surface))
        out.push({
          type: 'conf.roseo',
          start: m.end - 1,
          end: m.end,
          noisy: m.surface.endsWith('서') ? '써' : '서',
        });
    }
  }
  return out;
}

/** Confusable-word cases in the designed proportions, each sentence used once. */
export function confusableDamages(
  lines: readonly CorpusLine[],
  random: () => number,
  limit: number,
  weights: Readonly<Record<string, number>>,
): NoisyCase[] {
  const types = CONFUSABLE_NOISE_TYPES.filter((t) => (weights[t] ?? 0) > 0);
  const total = types.reduce((s, t) => s + (weights[t] as number), 0);
  const pools = new Map<ConfusableNoiseType, PoolEntry[]>();
  const quick =
    /붙|부[치쳐쳤친칠칩]|가[리르]|낳|낫|나[아았은을으]|[매맸맨맬메멨멘멜]|있다가|이따가|반[드듯]|[든던]지|로[서써]/;
  for (const line of lines) {
    if (line.text.length > 300 || !quick.test(line.text)) continue;
    if (/[a-z]+:\/\/|`|www\./i.test(line.text)) continue;
    const byType = new Map<ConfusableNoiseType, Swap[]>();
    for (const s of confusableSwaps(line.text)) {
      if (!types.includes(s.type)) continue;
      byType.set(s.type, [...(byType.get(s.type) ?? []), s]);
    }
    for (const [type, list] of byType) {
      const pool = pools.get(type) ?? [];
      const swap = list[Math.floor(random() * list.length)] as Swap;
      const { start, end, noisy } = swap;
      pool.push({ line, start, end, noisy, gold: line.text.slice(start, end) });
      pools.set(type, pool);
    }
  }
  return drawFromPools(
    types,
    pools,
    (type) => Math.round((limit * (weights[type] as number)) / total),
    random,
    new Set<string>(),
  );
}
