import { describe, expect, it } from 'vitest';
import { categoryLabel, editorStrings, format } from './strings';

describe('editor strings', () => {
  it('speaks Korean to a Korean browser or member and English otherwise', () => {
    expect(categoryLabel(editorStrings('ko-KR'), 'SPACING')).toBe('띄어쓰기');
    expect(categoryLabel(editorStrings('ko'), 'SPELLING')).toBe('맞춤법');
    expect(categoryLabel(editorStrings('en-US'), 'SPELLING')).toBe('Spelling');
    expect(editorStrings('fr').ignore).toBe('Ignore once');
  });

  it('fills placeholders and picks Korean particles by sound, never (으)로 or 을(를)', () => {
    expect(format(editorStrings('ko').apply, { suggestion: '며칠' })).toBe('“며칠”로 고치기');
    expect(format(editorStrings('ko').apply, { suggestion: '금세' })).toBe('“금세”로 고치기');
    expect(format(editorStrings('ko').apply, { suggestion: '할 수 있습니다' })).toBe(
      '“할 수 있습니다”로 고치기',
    );
    expect(format(editorStrings('ko').apply, { suggestion: '있음' })).toBe('“있음”으로 고치기');
    expect(format(editorStrings('ko').addWord, { word: '몇일' })).toBe('“몇일”을 내 사전에 추가');
    expect(format(editorStrings('ko').addWord, { word: '금새' })).toBe('“금새”를 내 사전에 추가');
    expect(format(editorStrings('en').apply, { suggestion: '며칠' })).toBe('Apply “며칠”');
  });
});
