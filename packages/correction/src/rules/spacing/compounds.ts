/**
 * One word or two, as the dictionary writes them: 그 동안 -> 그동안, 지난 번 -> 지난번 (one word
 * each), 다음주 -> 다음 주, 몇번 -> 몇 번, 어떻게해 -> 어떻게 해 (two words). The tables are data
 * (src/data/rules/spacing-compounds.json).
 */
import { type Rule, regexRule } from '../../context.ts';
import { message } from '../../messages.ts';
import words from '../../data/rules/spacing-compounds.json' with { type: 'json' };
import { REF } from '../references.ts';

type Table = Readonly<Record<string, string>>;

/** The table's forms as one alternation, longest first. */
function alternation(table: Table): string {
  return Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .join('|');
}

/** Words that the dictionary writes as one: 그 동안 -> 그동안, 그 때 -> 그때, 지난 번 -> 지난번. */
const COMPOUNDS: Table = words.compounds;
const PARTICLES = words.particles.join('|');
const PARTICLE_TAIL = `(?=(?:${PARTICLES})?(?![가-힣]))`;
const compoundWords = regexRule({
  id: 'spacing.compound',
  pattern: new RegExp(`(?<![가-힣])(?<x>${alternation(COMPOUNDS)})${PARTICLE_TAIL}`, 'dg'),
  replace: (m) => COMPOUNDS[m.groups?.x ?? ''] ?? null,
  message: (original, suggestion) => message('spacing.compound', { original, suggestion }),
  reference: REF.spacingWords,
});

/**
 * Two words that are often run together, and that the dictionary keeps apart (unlike 지난주,
 * 지난달, 어젯밤, 다음번, which are one word each): 다음주 -> 다음 주, 오늘밤 -> 오늘 밤,
 * 공부뿐만아니라 -> 공부뿐만 아니라 (국립국어원: 이번 주, 다음 달, 몇 시).
 */
const TWO_WORDS: Table = words.twoWords;
/** The copula's endings after a noun (몇 시야, 몇 시예요, 두 번이에요). */
const COPULA_ENDINGS = words.copulaEndings.join('|');
/** 뿐만 아니라 and 뿐 아니라 come right after the word they follow (공부뿐만 아니라). */
const NOT_ONLY: Table = words.notOnly;
const twoWords = regexRule({
  id: 'spacing.two-words',
  pattern: new RegExp(
    `(?<x>(?<![가-힣])(?:${alternation(TWO_WORDS)})(?=(?:${PARTICLES}|쯤|엔|께|${COPULA_ENDINGS})?(?![가-힣]))|` +
      `${Object.keys(NOT_ONLY).join('|')})`,
    'dg',
  ),
  replace: (m) => TWO_WORDS[m.groups?.x ?? ''] ?? NOT_ONLY[m.groups?.x ?? ''] ?? null,
  message: (original, suggestion) => message('spacing.two-words', { original, suggestion }),
  reference: REF.spacingWords,
});

/** 어떻게해 -> 어떻게 해, 이렇게하면 -> 이렇게 하면: the adverb and 하다 are two words. */
const ADVERBS_BEFORE_HADA = words.adverbsBeforeHada.join('|');
const eotteokeHada = regexRule({
  id: 'spacing.two-words',
  pattern: new RegExp(`(?<![가-힣])(?<x>(?:${ADVERBS_BEFORE_HADA})(?:하|해|했|할|한|합|함))`, 'dg'),
  replace: (m) => {
    const x = m.groups?.x ?? '';
    return `${x.slice(0, 3)} ${x.slice(3)}`;
  },
  message: (original) => message('spacing.two-words.adverb-hada', { adverb: original.slice(0, 3) }),
  reference: REF.spacingWords,
});

export const compoundRules: Rule[] = [compoundWords, twoWords, eotteokeHada];
