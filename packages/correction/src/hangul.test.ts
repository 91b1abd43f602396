import { describe, expect, it } from 'vitest';
import { compose, decompose, finalIndex, hasFinal, isAllHangul, withFinal } from './hangul.ts';

describe('hangul', () => {
  it('reads the final consonant with (code - 0xAC00) % 28', () => {
    expect(finalIndex('가')).toBe(0);
    expect(finalIndex('각')).toBe(1);
    expect(finalIndex('갈')).toBe(8);
    expect(finalIndex('책')).toBe(1);
    expect(finalIndex('a')).toBe(-1);
    expect(finalIndex(undefined)).toBe(-1);
    expect(hasFinal('람')).toBe(true);
    expect(hasFinal('교')).toBe(false);
  });

  it('decomposes and recomposes every syllable', () => {
    for (let code = 0xac00; code <= 0xd7a3; code += 97) {
      const ch = String.fromCharCode(code);
      const parts = decompose(ch);
      expect(parts).not.toBeNull();
      const [i, m, f] = parts as [number, number, number];
      expect(compose(i, m, f)).toBe(ch);
    }
    expect(withFinal('가', 8)).toBe('갈');
    expect(isAllHangul('한글')).toBe(true);
    expect(isAllHangul('한a')).toBe(false);
    expect(isAllHangul('')).toBe(false);
  });
});

describe('withParticle', () => {
  it('picks the particle by how the word ends when read aloud, never a template', async () => {
    const { withParticle } = await import('./hangul.ts');
    expect(withParticle('금새', '은', '는')).toBe('금새는');
    expect(withParticle('몇일', '은', '는')).toBe('몇일은');
    expect(withParticle('‘며칠’', '으로', '로')).toBe('‘며칠’로');
    expect(withParticle('서울', '으로', '로')).toBe('서울로');
    expect(withParticle('책', '으로', '로')).toBe('책으로');
    expect(withParticle('3', '을', '를')).toBe('3을');
    expect(withParticle('2', '을', '를')).toBe('2를');
    expect(withParticle('HTML', '은', '는')).toBe('HTML은');
    expect(withParticle('API', '은', '는')).toBe('API는');
  });

  it('reads words, numbers and amounts as the UI and the mail do (one rule for all)', async () => {
    const { withParticle } = await import('./hangul.ts');
    expect(withParticle('Slack', '을', '를')).toBe('Slack을'); // 슬랙
    expect(withParticle('Google', '이', '가')).toBe('Google이'); // 구글
    expect(withParticle('10', '은', '는')).toBe('10은'); // 십
    expect(withParticle('$27', '이', '가')).toBe('$27가'); // 달러
    expect(withParticle('URL', '으로', '로')).toBe('URL로'); // 유알엘
    expect(withParticle('a@b.com', '으로', '로')).toBe('a@b.com으로'); // 닷컴
  });

  it('quotes the word and lets the particle agree with the word, not the quote', async () => {
    const { quoted } = await import('./hangul.ts');
    expect(quoted('메세지', '은', '는')).toBe('‘메세지’는');
    expect(quoted('나뭇잎', '으로', '로')).toBe('‘나뭇잎’으로');
    expect(quoted('서울', '으로', '로')).toBe('‘서울’로');
  });
});
