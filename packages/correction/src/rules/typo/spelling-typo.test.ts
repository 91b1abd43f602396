import { beforeAll, describe, expect, it } from 'vitest';
import {
  createEngineChecker,
  loadEngineModels,
  loadKoreanDictionary,
} from '../../node/engine-files.ts';
import { ALL_RULES, type Checker, createCheckerWith } from '../../checker.ts';
import { quoted } from '../../hangul.ts';
import type { EditKind } from './edits.ts';
import { typoMessage, typoReference } from './spelling-typo.ts';

describe('spelling.typo in the engine', () => {
  let checker: Checker;
  beforeAll(async () => {
    checker = await createEngineChecker();
  });
  const typos = (text: string) =>
    checker
      .check(text)
      .filter((i) => i.ruleId === 'spelling.typo')
      .map((i) => `${i.original}>${i.suggestions[0]}`);

  it('drops a fix the contextual model reads far less likely in the sentence (a technical word)', async () => {
    const text = '애플리케이션 패키징 프로젝트를 사용하여 솔루션에 있는 앱을 묶습니다.';
    const models = loadEngineModels();
    const withoutLm = createCheckerWith(await loadKoreanDictionary(), {
      models: { ...models, contextLm: null },
    });
    const found = withoutLm.check(text).filter((i) => i.ruleId === 'spelling.typo');
    expect(found.map((i) => i.original)).toEqual(['패키징']);
    expect(typos(text)).toEqual([]);
  });

  it('fixes typos of the keys', () => {
    expect(typos('도둑이 경쳘에게 잡혔다.')).toEqual(['경쳘에게>경찰에게']);
    expect(typos('어제 백콰점에서 옷을 샀다.')).toEqual(['백콰점에서>백화점에서']);
    expect(typos('회사 근처에 새로운 카페가 생겻다.')).toEqual(['생겻다>생겼다']);
    expect(typos('회의는 내일로 연기되얶다.')).toEqual(['연기되얶다>연기되었다']);
    expect(typos('요즘 너무 개을러서 큰일이야.')).toEqual(['개을러서>게을러서']);
  });

  it('fixes words written as they sound', () => {
    expect(typos('오늘 학꾜에 늦었다.')).toEqual(['학꾜에>학교에']);
    expect(typos('자료는 여기에 읻씀니다.')).toEqual(['읻씀니다>있습니다']);
    expect(typos('밥을 머거야 힘이 나지.')).toEqual(['머거야>먹어야']);
    expect(typos('시험 결과가 조타면 좋겠어요.')).toEqual(['조타면>좋다면']);
    expect(typos('남을 모요카는 말은 하지 마.')).toEqual(['모요카는>모욕하는']);
    expect(typos('그 사람은 정말 따뜨탄 사람이다.')).toEqual(['따뜨탄>따뜻한']);
  });

  it('keeps the one-confusion cases of the former dictionary rule', () => {
    expect(typos('새 베게를 샀다.')).toEqual(['베게를>베개를']);
    expect(typos('노래가 정말 가슴이 찢어지내')).toEqual(['찢어지내>찢어지네']);
    // 그애는 is 그 애는 (spacing), not a misspelt 그에는.
    expect(typos('그애는 숙제를 다 했다.')).toEqual([]);
  });

  it('drops a particle finding inside a misspelt word (반는 is 받는, not 반 + 는 -> 은)', async () => {
    const shown = (c: Checker, text: string) =>
      c.check(text).map((i) => `${i.ruleId}:${i.original}>${i.suggestions[0]}`);
    const without = createCheckerWith(await loadKoreanDictionary(), {
      models: loadEngineModels(),
      rules: ALL_RULES.filter((r) => r.id !== 'spelling.typo'),
    });
    expect(shown(without, '공을 반는 사람이 없었다.')).toEqual([
      'grammar.particle-agreement:는>은',
    ]);
    expect(shown(checker, '공을 반는 사람이 없었다.')).toEqual(['spelling.typo:반는>받는']);
    expect(shown(checker, '문을 단는 소리가 났다.')).toEqual(['spelling.typo:단는>닫는']);
  });

  it('never touches names, loanwords or foreign words', () => {
    for (const text of [
      '김민쉬 씨가 회의에 늦었다.',
      '오바마 대통령은 연설을 마쳤다.',
      '손흥민이 결승골을 넣었다.',
      '젤렌스키 대통령이 의회에서 연설했다.',
      '메르켈 총리는 기자회견을 열었다.',
      '박샤론 선수가 우승했다.',
      '키르기스스탄의 수도는 비슈케크다.',
      '우크라이나의 헤르손에서 전투가 벌어졌다.',
      '도스토옙스키의 소설을 읽었다.',
      '넷플릭스에서 새 드라마를 봤다.',
      '팟캐스트를 구독했다.',
      '쿼터백이 공을 던졌다.',
      '토르티야를 구웠다.',
      '퀴노아 샐러드를 먹었다.',
      '컨소시엄을 구성했다.',
    ])
      expect(typos(text), text).toEqual([]);
  });

  it('leaves correct words that are one key or one sound away from others alone', () => {
    for (const text of [
      '그는 학교에 갔다.',
      '두 사람의 생각이 같다.',
      '가방을 갖다 놓아라.',
      '닭을 잡아 삶았다.',
      '값이 생각보다 쌌다.',
      '이 책을 읽어 보세요.',
      '밥을 많이 먹어라.',
      '정말 괜찮아요.',
      '방을 깨끗이 치웠다.',
      '새 베개를 샀다.',
      '세상에 이런 일이.',
      '햇볕이 따사롭다.',
      '머뭇거리다가 말했다.',
      '시청자들은 갸우뚱했다.',
      '콩나물국밥을 먹었다.',
      '체육진로교육 과정이 열렸다.',
      '공용 구조체 형식을 정의했다.',
      '사용예: 명령 뒤에 파일 이름을 쓴다.',
      '기존 파일의 백업을 만듬',
      '으스스한 밤이었다.',
    ])
      expect(typos(text), text).toEqual([]);
  });

  it("leaves the product's own name alone, with or without a particle, and still fixes 다음 typed wrong", () => {
    for (const text of [
      '다듬에 오신 것을 환영합니다.',
      '다듬 웹사이트에서 로그인하세요.',
      '보고서를 다듬으로 검사했다.',
    ])
      expect(typos(text), text).toEqual([]);
    expect(typos('다듬어 놓은 문장을 다시 읽었다.')).toEqual([]);
    expect(typos('다읍 주에 만나자.')).toEqual(['다읍>다음']);
    // Before a noun of order or time it is 다음 typed wrong.
    expect(typos('다듬 주에 만나자.')).toEqual(['다듬>다음']);
  });

  it('leaves a word the writer repeats alone', () => {
    expect(typos('루카쉬는 체코 사람이다. 루카쉬가 웃었다.')).toEqual([]);
  });

  it('stops on text that is mostly no words, but reads text with many odd words to its end', () => {
    // Random syllables: every word is a suspect, so the rule stops before the typo at the end.
    let seed = 3;
    const syllable = () =>
      String.fromCharCode(0xac00 + ((seed = (seed * 1103515245 + 12345) % 2147483648) % 11172));
    const garbage = Array.from({ length: 40 }, () => syllable() + syllable() + syllable());
    expect(typos(`${garbage.join(' ')}\n도둑이 경쳘에게 잡혔다.`)).toEqual([]);
    // A third of the words suspect (names, slang, typos) is still text to read to its end.
    const mixed = garbage.map((w) => `${w} 그리고 오늘`).join(' ');
    expect(typos(`${mixed}\n도둑이 경쳘에게 잡혔다.`)).toContain('경쳘에게>경찰에게');
  });

  it('stays silent without the models or the dictionary', () => {
    const bare = createCheckerWith(null);
    expect(
      bare.check('도둑이 경쳘에게 잡혔다.').filter((i) => i.ruleId === 'spelling.typo'),
    ).toEqual([]);
  });
});

describe('messages', () => {
  it('choose the particles by sound and cite the norm where one applies', () => {
    expect(typoMessage('경쳘', '경찰', ['typo']).ko).toBe(
      '‘경쳘’은 사전에 없는 말입니다. ‘경찰’을 잘못 친 것으로 보입니다.',
    );
    expect(typoMessage('학꾜', '학교', ['tensing']).ko).toBe(
      '‘학꾜’는 소리 나는 대로 적은 것으로 보입니다. 형태를 밝혀 ‘학교’로 적습니다.',
    );
    expect(typoMessage('머거', '먹어', ['liaison']).en).toBe(
      '“머거” looks spelt as it sounds; written by its parts it is “먹어”.',
    );
    expect(typoMessage('깨끗히', '깨끗이', ['ihi']).ko).toContain('‘깨끗히’는 ‘깨끗이’로 적습니다');
    for (const kinds of [['typo'], ['tensing'], ['vowel'], ['liaison', 'nasal']] as const)
      expect(typoMessage('가나', '다라', kinds).ko).not.toMatch(/\(|\)/);
    expect(typoReference(['tensing'])).toBe('한글 맞춤법 제5항');
    expect(typoReference(['neutral', 'tensing', 'nasal'])).toBe('한글 맞춤법 제1항');
    expect(typoReference(['ihi'])).toBe('한글 맞춤법 제51항');
    expect(typoReference(['typo'])).toBeNull();
  });
});

describe('messages from the catalog', () => {
  it('read as the templates in code did, whatever the sound of the words', () => {
    const words = ['경쳘', '경찰', '학교', '서울', '물', '먹어', '깨끗이', '가방', '사람', '길'];
    for (const word of words)
      for (const fix of words) {
        expect(typoMessage(word, fix, ['typo']).ko).toBe(
          `${quoted(word, '은', '는')} 사전에 없는 말입니다. ${quoted(fix, '을', '를')} 잘못 친 것으로 보입니다.`,
        );
        const kinds: EditKind[][] = [['ihi'], ['vowel'], ['liaison', 'nasal']];
        const [ihi, vowel, byEar] = kinds.map((k) => typoMessage(word, fix, k).ko);
        const o = quoted(word, '은', '는');
        const s = quoted(fix, '으로', '로');
        expect(ihi).toBe(`부사의 끝음절은 소리에 따라 ‘이’나 ‘히’로 적습니다. ${o} ${s} 적습니다.`);
        expect(vowel).toBe(
          `${o} 사전에 없는 말입니다. 소리가 비슷한 모음을 혼동한 것으로 보입니다. ${s} 적습니다.`,
        );
        expect(byEar).toBe(`${o} 소리 나는 대로 적은 것으로 보입니다. 형태를 밝혀 ${s} 적습니다.`);
      }
  });
});
