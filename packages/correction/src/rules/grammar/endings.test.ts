import { beforeAll, describe, expect, it } from 'vitest';
import type { Checker } from '../../checker.ts';
import { createEngineChecker } from '../../node/engine-files.ts';
import {
  type SlipCase,
  expectIssue,
  expectSlip,
  familyChecker,
  fixAll,
} from '../../node/family-checker.ts';
import { endingRules } from './endings.ts';

let checker: Checker;
let engine: Checker;
beforeAll(async () => {
  checker = await familyChecker(endingRules);
  engine = await createEngineChecker();
});

describe('endings', () => {
  it('corrects endings written as they sound', () => {
    expect(fixAll(checker, '학생이예요. 그게 뭐에요?')).toBe('학생이에요. 그게 뭐예요?');
    expect(fixAll(checker, '안녕히 가십시요.')).toBe('안녕히 가십시오.');
    expect(fixAll(checker, '비가 올런지 모르겠다.')).toBe('비가 올는지 모르겠다.');
    expect(fixAll(checker, '내일 갈께요. 내가 할꺼야.')).toBe('내일 갈게요. 내가 할 거야.');
    expect(fixAll(checker, '그럴 줄 알았으면 할껄.')).toBe('그럴 줄 알았으면 할걸.');
    expect(fixAll(checker, '뭐던지 좋아. 가던지 말던지 해.')).toBe(
      '뭐든지 좋아. 가든지 말든지 해.',
    );
  });

  it('explain each ending in Korean and English, citing the norm', () => {
    expectIssue(checker, '학생이예요.', {
      rule: 'grammar.ieyo',
      original: '이예요',
      ko: '받침 있는 말 뒤에서는 ‘이에요’, ‘이었-’으로 적습니다(‘이예요’, ‘이였-’ ×).',
      en: 'After a consonant write “이에요” and “이었-”, not “이예요” / “이였-”.',
      reference: '표준국어대사전 ‘-이에요’',
    });
    expectIssue(checker, '안녕히 가십시요.', {
      rule: 'grammar.ending-o',
      ko: '종결 어미 ‘-오’는 ‘요’로 소리 나더라도 ‘오’로 적습니다(‘-십시오’).',
      en: 'The formal ending is spelled “-십시오”, not “-십시요”.',
      reference: '한글 맞춤법 제15항 [붙임 2]',
    });
    expectIssue(checker, '비가 올런지 모르겠다.', {
      rule: 'grammar.l-neunji',
      ko: '어미는 ‘-ㄹ는지’로 적습니다(‘-ㄹ런지’ ×).',
      en: 'The ending is spelled “-ㄹ는지”, not “-ㄹ런지”.',
      reference: '표준국어대사전 ‘-ㄹ는지’',
    });
    expectIssue(checker, '내일 갈께요.', {
      rule: 'grammar.l-ge',
      ko: '어미 ‘-ㄹ게’, ‘-ㄹ걸’은 된소리로 나더라도 예사소리로 적습니다.',
      en: 'The endings “-ㄹ게” and “-ㄹ걸” are spelled with a plain consonant.',
      reference: '한글 맞춤법 제53항',
    });
    expectIssue(checker, '내가 할꺼야.', {
      rule: 'grammar.l-geo',
      fix: '할 거야',
      ko: '의존 명사 ‘거’(것)는 예사소리로 적고 앞말과 띄어 씁니다.',
      en: 'The dependent noun “거” (것) takes a plain consonant and is written separately.',
    });
    expectIssue(checker, '뭐던지 좋아.', {
      rule: 'grammar.deun-deon',
      ko: '선택이나 무관함을 나타낼 때는 ‘-든(지)’를 씁니다. ‘-던’은 지난 일을 나타냅니다.',
      en: 'Use “-든(지)” for choice or indifference; “-던” refers to the past.',
      reference: '한글 맞춤법 제56항',
    });
    expectIssue(checker, '가던지 말던지 해.', {
      rule: 'grammar.deun-deon',
      ko: '선택을 나타낼 때는 ‘-든지’를 씁니다.',
      en: 'Use “-든지” for a choice between alternatives.',
    });
  });

  it('leaves right forms, nouns and the recalling -던 alone', () => {
    for (const text of [
      '먹이예요',
      '학교에요.',
      '했던가 안 했던가',
      '얼마나 춥던지 손이 얼었다.',
      '내일 갈게요.',
      '만들려고 했다.',
    ])
      expect(checker.check(text), text).toEqual([]);
  });

  it('needs the dictionary for -이예요 and -ㄹ려고', async () => {
    const bare = await familyChecker(endingRules, { dictionary: false, models: false });
    expect(bare.check('학생이예요.')).toEqual([]);
    expect(bare.check('내일부터 공부할려고 해요.')).toEqual([]);
  });

  const slips: SlipCase[] = [
    {
      rule: 'grammar.ieyo',
      ko: ['그게 뭐에요?', '예요', '받침 없는 말 뒤에서는 ‘예요’로 적습니다(‘에요’ ×).'],
      en: ['저에요.', 'After a vowel write “예요” (short for 이에요), not “에요”.'],
      // 학교에 + 요 (to school).
      negatives: ['어디 가요? 학교에요.'],
    },
    {
      rule: 'grammar.guyo',
      ko: ['어제 했구요, 오늘도 해요.', '고', '어미는 ‘-구요’가 아니라 ‘-고요’로 적습니다.'],
      en: ['정말 좋더라구요.', 'The ending is spelled “-고요”, not “-구요”.'],
      // Nouns with 요, and 그렇구요 (perhaps 그렇군요 mistyped).
      negatives: ['그거 누구요?', '새 가구요.', '그렇구요.'],
    },
    {
      rule: 'grammar.l-ryeo',
      ko: [
        '내일부터 공부할려고 해요.',
        '하',
        '어미 ‘-려고’, ‘-려면’ 앞에는 ‘ㄹ’을 덧붙이지 않습니다(할려고 ×, 하려고 ○).',
      ],
      en: [
        '그럴려고 한 건 아니야.',
        'No ㄹ goes before the ending “-려고” / “-려면” (하려고, not 할려고).',
      ],
      negatives: ['케이크를 만들려고 해요.', '친구랑 놀려고 왔다.', '살려고 발버둥쳤다.'],
    },
  ];
  it.each(slips)('$rule: fixes $ko.0 in the whole engine, leaving close correct text', (slip) =>
    expectSlip(engine, slip),
  );
});
