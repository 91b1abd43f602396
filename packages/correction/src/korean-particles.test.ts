import { describe, expect, it } from 'vitest';
import { readsWithFinal } from './hangul';
import {
  finalSound,
  particleAfter,
  particleFor,
  resolveParticles,
  withParticle,
} from './korean-particles';

describe('Korean particles by sound', () => {
  it('reads Hangul by its final consonant, ㄹ apart', () => {
    expect(withParticle('금새', '은(는)')).toBe('금새는');
    expect(withParticle('몇일', '은(는)')).toBe('몇일은');
    expect(withParticle('며칠', '(으)로')).toBe('며칠로');
    expect(withParticle('몇 일', '(으)로')).toBe('몇 일로');
    expect(withParticle('사람', '(으)로')).toBe('사람으로');
    expect(withParticle('바다', '(으)로')).toBe('바다로');
    expect(withParticle('책', '이(가)')).toBe('책이');
    expect(withParticle('친구', '이(가)')).toBe('친구가');
    expect(withParticle('책', '와(과)')).toBe('책과');
    expect(withParticle('사과', '을(를)')).toBe('사과를');
  });

  it('reads digits and numbers as Sino-Korean numerals', () => {
    expect(withParticle('1', '(으)로')).toBe('1로'); // 일
    expect(withParticle('3', '(으)로')).toBe('3으로'); // 삼
    expect(withParticle('2', '을(를)')).toBe('2를'); // 이
    expect(withParticle('10', '을(를)')).toBe('10을'); // 십
    expect(withParticle('100', '이(가)')).toBe('100이'); // 백
    expect(withParticle('1,000', '(으)로')).toBe('1,000으로'); // 천
    expect(withParticle('20000', '은(는)')).toBe('20000은'); // 이만
    expect(withParticle('1000000000000', '은(는)')).toBe('1000000000000는'); // 일조
    expect(withParticle('3.5', '(으)로')).toBe('3.5로'); // 삼 점 오
    expect(withParticle('7', '(으)로')).toBe('7로'); // 칠
  });

  it('reads amounts with their currency and percentages as 퍼센트', () => {
    expect(withParticle('$27', '이(가)')).toBe('$27가'); // 이십칠 달러
    expect(withParticle('$4.50', '(으)로')).toBe('$4.50로');
    expect(withParticle('₩9,900', '이(가)')).toBe('₩9,900이'); // 구천구백 원
    expect(withParticle('¥100', '(으)로')).toBe('¥100으로'); // 백 엔
    expect(withParticle('50%', '을(를)')).toBe('50%를'); // 오십 퍼센트
  });

  it('reads e-mail addresses and domains by their last part as Koreans say it', () => {
    expect(withParticle('kim@example.com', '(으)로')).toBe('kim@example.com으로'); // 닷컴
    expect(withParticle('lee@daum.net', '(으)로')).toBe('lee@daum.net으로'); // 닷넷
    expect(withParticle('park@naver.co.kr', '(으)로')).toBe('park@naver.co.kr로'); // 케이알
    expect(withParticle('choi@example.org', '(으)로')).toBe('choi@example.org로'); // 오알지
    expect(withParticle('a@b.io', '을(를)')).toBe('a@b.io를');
  });

  it('reads Latin words as words and acronyms letter by letter', () => {
    expect(withParticle('Gmail', '(으)로')).toBe('Gmail로'); // 지메일
    expect(withParticle('Slack', '을(를)')).toBe('Slack을'); // 슬랙
    expect(withParticle('Word', '을(를)')).toBe('Word를'); // 워드
    expect(withParticle('LinkedIn', '이(가)')).toBe('LinkedIn이'); // 링크드인
    expect(withParticle('LINE', '은(는)')).toBe('LINE은'); // 라인
    expect(withParticle('Teams', '와(과)')).toBe('Teams와'); // 팀즈
    expect(withParticle('Discord', '(으)로')).toBe('Discord로'); // 디스코드
    expect(withParticle('Facebook', '(으)로')).toBe('Facebook으로'); // 페이스북
    expect(withParticle('Chrome', '(으)로')).toBe('Chrome으로'); // 크롬
    expect(withParticle('web', '(으)로')).toBe('web으로'); // 웹
    expect(withParticle('sheet', '(으)로')).toBe('sheet로'); // 시트
    expect(withParticle('apple', '이(가)')).toBe('apple가'); // 애플
    expect(withParticle('URL', '(으)로')).toBe('URL로'); // 유알엘
    expect(withParticle('API', '을(를)')).toBe('API를'); // 에이피아이
    expect(withParticle('SMS', '(으)로')).toBe('SMS로'); // 에스엠에스
    expect(withParticle('M', '이(가)')).toBe('M이'); // 엠
  });

  it('looks through closing quotes and brackets', () => {
    expect(finalSound('‘금새’')).toEqual({ final: false, rieul: false });
    expect(finalSound('“며칠”')).toEqual({ final: true, rieul: true });
    expect(particleFor('(책)', '을(를)')).toBe('을');
  });

  it('resolves every marker of a finished sentence by the word before it', () => {
    expect(resolveParticles('‘금새’은(는) 잘못된 표기입니다. ‘금세’(으)로 적습니다.')).toBe(
      '‘금새’는 잘못된 표기입니다. ‘금세’로 적습니다.',
    );
    expect(resolveParticles('kim@example.com(으)로 보냈습니다')).toBe(
      'kim@example.com으로 보냈습니다',
    );
    expect(resolveParticles('“며칠”(으)로 고치기')).toBe('“며칠”로 고치기');
    expect(resolveParticles('“몇일”을(를) 내 사전에 추가')).toBe('“몇일”을 내 사전에 추가');
    expect(resolveParticles('다듬이(가) 고친 말: 사과와(과) 배')).toBe('다듬이 고친 말: 사과와 배');
    expect(resolveParticles('No markers (here) at all')).toBe('No markers (here) at all');
  });

  it('leaves a marker with no word before it alone', () => {
    expect(resolveParticles('(으)로서와 (으)로써')).toBe('(으)로서와 (으)로써');
  });
});

describe('the correction engine agrees', () => {
  it('reads Hangul and digits the way the engine does (src/hangul.ts)', () => {
    for (const word of ['금새', '몇일', '며칠', '사람', '길', '3', '7', '10', '0', '2', 'Gmail']) {
      expect(finalSound(word), word).toEqual(readsWithFinal(word));
    }
  });
});

describe('particleAfter', () => {
  it('puts a particle in the form the new word calls for, and leaves the copula', () => {
    expect(particleAfter('마스크', '을')).toBe('를');
    expect(particleAfter('케이크', '이')).toBe('가');
    expect(particleAfter('케이크', '으로는')).toBe('로는');
    expect(particleAfter('케이크', '이에요')).toBe('예요');
    expect(particleAfter('케이크', '이다')).toBe('이다');
    expect(particleAfter('서울', '으로')).toBe('로');
    expect(particleAfter('책', '를')).toBe('을');
    expect(particleAfter('케이크', '에서')).toBe('에서');
  });
});
