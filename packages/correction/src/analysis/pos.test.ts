import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzerDictionary } from '../node/engine-files.ts';
import { type Analyzer, type Morph, createAnalyzer } from './analyzer.ts';
import * as pos from './pos.ts';
import {
  POS,
  endsWithTag,
  firstTagOf,
  hasConnectiveEnding,
  isName,
  isPersonOrPlace,
  tagsOf,
} from './pos.ts';

let analyzer: Analyzer;
/** Every tag the dictionary gives a morph: whole tags (VV+EC) and their first and last parts. */
let dictionaryTags: string[];
beforeAll(async () => {
  const dictionary = await loadAnalyzerDictionary();
  analyzer = createAnalyzer(dictionary);
  const tags = new Set<string>();
  for (const f of dictionary.header.features)
    for (const t of [f.pos, f.first, f.last]) if (t !== '*') tags.add(t);
  dictionaryTags = [...tags].sort();
});

/** The morph of `surface` in the analysis of `text` (the test fails when it is not there). */
function morphOf(text: string, surface: string): Morph {
  const m = analyzer.analyze(text).find((x) => x.surface === surface);
  if (!m) throw new Error(`no morph ${surface} in ${text}`);
  return m;
}

/** The surfaces of the morphs of `text` whose whole tag passes `test`. */
const surfacesWhere = (text: string, test: (tag: string) => boolean): string[] =>
  analyzer
    .analyze(text)
    .filter((m) => test(m.pos))
    .map((m) => m.surface);

describe('the POS names', () => {
  it('are distinct Sejong tags the dictionary really gives its morphs', () => {
    const values = Object.values(POS);
    expect(new Set(values).size).toBe(values.length);
    for (const tag of values) expect(dictionaryTags, tag).toContain(tag);
  });
});

describe('the predicates over real analyses', () => {
  const sentence = '철수가 서울에서 사과 세 개를 먹었다.';

  it('tell content words from particles and endings', () => {
    expect(surfacesWhere(sentence, pos.isContentTag)).toEqual([
      '철수',
      '서울',
      '사과',
      '세',
      '개',
      '먹',
    ]);
    expect(surfacesWhere(sentence, pos.isFunctionTag)).toEqual(['가', '에서', '를', '었', '다']);
    expect(surfacesWhere(sentence, pos.isParticleTag)).toEqual(['가', '에서', '를']);
    expect(surfacesWhere(sentence, pos.isEndingTag)).toEqual(['었', '다']);
  });

  it('read a counter after a determiner as a bound noun and an amount', () => {
    const counter = morphOf(sentence, '개');
    expect(pos.isCounterTag(counter.pos)).toBe(true);
    expect(pos.isBoundNounTag(counter.pos)).toBe(true);
    expect(pos.isAmountTag(counter.pos)).toBe(true);
    expect(pos.isNounTag(counter.pos)).toBe(true);
    expect(pos.isDeterminerTag(morphOf(sentence, '세').pos)).toBe(true);
    expect(pos.isCounterTag(morphOf(sentence, '사과').pos)).toBe(false);
    expect(pos.isAmountTag(morphOf('3시부터 공부했다', '3').pos)).toBe(true);
  });

  it('know a place name and a person name, and not a common noun', () => {
    const seoul = morphOf(sentence, '서울');
    expect(isName(seoul)).toBe(true);
    expect(isPersonOrPlace(seoul)).toBe(true);
    expect(isPersonOrPlace(morphOf('이순신 장군은 용감했다', '이순신'))).toBe(true);
    const apple = morphOf(sentence, '사과');
    expect(isName(apple)).toBe(false);
    expect(isPersonOrPlace(apple)).toBe(false);
    expect(pos.isNameOrSymbolTag(seoul.pos)).toBe(true);
    expect(pos.isNameOrSymbolTag(apple.pos)).toBe(false);
  });

  it('split an inflected form into its parts and ask about its first or last part', () => {
    const pretty = morphOf('정말 예쁜 꽃이네요', '예쁜');
    expect(tagsOf(pretty)).toEqual([POS.adjective, POS.adnominalEnding]);
    expect(endsWithTag(pretty, POS.adnominalEnding)).toBe(true);
    expect(endsWithTag(pretty, POS.adjective)).toBe(false);
    // The whole tag VA+ETM is no bare adjective; its first part is.
    expect(pos.isPredicateTag(pretty.pos)).toBe(false);
    expect(pos.isPredicateTag(pretty.first)).toBe(true);
    expect(pos.startsDeterminerOrAdjective(pretty.pos)).toBe(true);
    expect(pos.isVerbOrAdjectiveTag(pretty.pos)).toBe(true);
    expect(firstTagOf(pretty)).toBe(POS.adjective);
    const learnt = morphOf('React를 배웠다', '배웠');
    expect(tagsOf(learnt)).toEqual([POS.verb, POS.prefinalEnding]);
    expect(pos.isVerbalTag(learnt.pos)).toBe(true);
    expect(pos.isVerbalStemTag(learnt.pos)).toBe(true);
    expect(pos.isAdjectivalTag(learnt.pos)).toBe(false);
  });

  it('find the connective ending and the auxiliary of a verb phrase', () => {
    const text = '그는 결국 울고 말았다';
    expect(hasConnectiveEnding(morphOf(text, '고'))).toBe(true);
    expect(hasConnectiveEnding(morphOf(text, '울'))).toBe(false);
    expect(pos.isConnectiveEndingTag(morphOf(text, '고').pos)).toBe(true);
    const aux = morphOf(text, '말');
    expect(pos.isAuxiliaryTag(aux.pos)).toBe(true);
    expect(pos.isVerbOrAuxiliaryTag(aux.pos)).toBe(true);
    expect(pos.isInflectionTag(aux.pos)).toBe(true);
    expect(pos.isInflectionTag(morphOf(text, '울').pos)).toBe(false);
    expect(pos.takesEnding(morphOf(text, '았').pos)).toBe(true);
    expect(pos.isFinalOrConnectiveEndingTag(morphOf(text, '았').pos)).toBe(false);
  });

  it('tell the copula from the negative copula', () => {
    const copula = morphOf('그는 학생이다', '이');
    expect(copula.pos).toBe(POS.copula);
    expect(pos.isCopulaTag(copula.pos)).toBe(true);
    expect(pos.isNounTailTag(copula.pos)).toBe(true);
    expect(pos.isFunctionTag(copula.pos)).toBe(true);
    const negative = morphOf('그는 학생이 아니다', '아니');
    expect(negative.pos).toBe(POS.negativeCopula);
    expect(pos.isCopulaTag(negative.pos)).toBe(false);
    expect(pos.takesEnding(negative.pos)).toBe(true);
    expect(pos.isPredicateLikeTag(negative.pos)).toBe(false);
  });

  it('read a bound noun after an adnominal ending', () => {
    const text = '학교에 갈 수 있다';
    const bound = morphOf(text, '수');
    expect(pos.isBoundNounTag(bound.pos)).toBe(true);
    expect(pos.isCounterTag(bound.pos)).toBe(false);
    expect(pos.isNounishTag(bound.pos)).toBe(true);
    expect(pos.isStandaloneTag(bound.pos)).toBe(false);
    expect(pos.isStandaloneTag(morphOf(text, '학교').pos)).toBe(true);
  });

  it('read a conjunctive adverb and a pronoun', () => {
    const text = '그리고 우리는 떠났다';
    expect(morphOf(text, '그리고').pos).toBe(POS.conjunctiveAdverb);
    expect(pos.isContentTag(morphOf(text, '그리고').pos)).toBe(false);
    const we = morphOf(text, '우리');
    expect(pos.isNominalTag(we.pos)).toBe(true);
    expect(pos.isNounTag(we.pos)).toBe(false);
    expect(pos.isNounOrPronounTag(we.pos)).toBe(true);
  });
});

describe('the predicates over every tag of the dictionary', () => {
  const tagOf = () => fc.constantFrom(...dictionaryTags);

  it('answer false for a missing tag', () => {
    const predicates = Object.entries(pos).filter(
      ([name, f]) => typeof f === 'function' && /^(is|takes|starts)/.test(name),
    ) as Array<[string, (tag: string | undefined) => boolean]>;
    expect(predicates.length).toBeGreaterThan(40);
    for (const [name, f] of predicates)
      if (f.length === 1 && !['isName', 'isPersonOrPlace'].includes(name))
        expect(f(undefined), name).toBe(false);
  });

  it('nest as their names say (a counter is a bound noun is a noun is a nominal)', () => {
    fc.assert(
      fc.property(tagOf(), (tag) => {
        if (pos.isCounterTag(tag)) expect(pos.isBoundNounTag(tag)).toBe(true);
        if (pos.isBoundNounTag(tag)) expect(pos.isNounTag(tag)).toBe(true);
        if (pos.isNounTag(tag)) expect(pos.isNominalTag(tag)).toBe(true);
        if (pos.isVerbOrAuxiliaryTag(tag)) expect(pos.isPredicateTag(tag)).toBe(true);
        if (pos.isMainPredicateTag(tag)) expect(pos.isPredicateLikeTag(tag)).toBe(true);
        if (pos.isPredicateTag(tag)) expect(pos.isVerbalTag(tag)).toBe(true);
        if (pos.isParticleTag(tag)) expect(pos.isFunctionTag(tag)).toBe(true);
        if (pos.isEndingTag(tag)) expect(pos.isFunctionTag(tag)).toBe(true);
        // A word that stands alone never starts with a particle or an ending.
        if (pos.isStandaloneTag(tag)) expect(pos.isFunctionTag(tag)).toBe(false);
        if (pos.isAmountTag(tag)) expect(pos.isCountedTag(tag)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
