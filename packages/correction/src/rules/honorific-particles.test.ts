import { describe, expect, it } from 'vitest';
import { applySuggestions, createCheckerWith } from '../checker.ts';
import { honorificParticleRule } from './honorific-particles.ts';

const checker = createCheckerWith(null, { rules: [honorificParticleRule] });
const fix = (text: string) => applySuggestions(text, checker.check(text));

describe('honorific and animate particles on things', () => {
  it('give things and events 이/가 and 에, for the whole word', () => {
    expect(fix('오후에 회의께서 열린다.')).toBe('오후에 회의가 열린다.');
    expect(fix('위원회의 결정에게 따르겠습니다.')).toBe('위원회의 결정에 따르겠습니다.');
    expect(fix('그 사건께서는 잊혔다.')).toBe('그 사건은 잊혔다.');
    expect(fix('이번 계획께 동의합니다.')).toBe('이번 계획에 동의합니다.');
    expect(fix('그 자료에게서 찾았다.')).toBe('그 자료에서 찾았다.');
    // A noun the corpus writes with 에 only, as a whole word.
    expect(fix('그 영향에게 놀랐다.')).toBe('그 영향에 놀랐다.');
    const [issue] = checker.check('결정에게 따르다');
    expect(issue).toMatchObject({
      original: '결정에게',
      suggestions: ['결정에'],
      category: 'GRAMMAR',
    });
    expect(issue?.message).toBe(
      '‘에게’는 사람이나 동물에 쓰는 조사입니다. 사물이나 일에는 ‘에’를 씁니다: ‘결정에’.',
    );
    expect(checker.check('회의께서 열린다', { language: 'en' })[0]?.message).toBe(
      '“께서” is the honorific subject particle, for people; a thing or an event takes 이/가: “회의가”.',
    );
  });

  it('leave people, organisations, animals and things people address', () => {
    expect(
      checker.check(
        '선생님께서 오셨다. 정부에게 요구했다. 강아지에게 밥을 줬다. 컴퓨터에게 명령한다. 꽃에게 물었다. 함께 간다. 서버에게 요청을 보낸다. 택시 기사에게 물었다. 조사 대상에게 묻는다. 우두머리에게 간다. 항공사에게 보냈다. 프로그램에게 묻는다. 코드에게 알려 준다. 운영 체제에게 맡긴다. 경험이 있는 자원에게 준다. 지휘관 회의에게 넘겼다.',
      ),
    ).toEqual([]);
  });
});
