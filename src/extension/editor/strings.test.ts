import { describe, expect, it } from 'vitest';
import { categoryLabel, editorStrings, format } from './strings';

describe('editor strings', () => {
  it('speaks Korean to a Korean browser or member and English otherwise', () => {
    expect(categoryLabel(editorStrings('ko-KR'), 'SPACING')).toBe('띄어쓰기');
    expect(categoryLabel(editorStrings('ko'), 'SPELLING')).toBe('맞춤법');
    expect(categoryLabel(editorStrings('en-US'), 'SPELLING')).toBe('Spelling');
    expect(editorStrings('fr').ignore).toBe('Ignore once');
  });

  it('fills placeholders', () => {
    expect(format(editorStrings('ko').apply, { suggestion: '며칠' })).toBe('며칠(으)로 고치기');
    expect(format(editorStrings('en').apply, { suggestion: '며칠' })).toBe('Replace with 며칠');
  });
});
