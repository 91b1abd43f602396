import { describe, expect, it } from 'vitest';

describe('the spelling noise (scripts/spelling-noise.ts)', () => {
  it('writes words as they sound, one rule of 표준 발음법 or all of them', async () => {
    const { pronunciationSpellings } = await import('./spelling-noise.ts');
    expect(pronunciationSpellings('있어요', 'pron.liaison')).toContain('이써요');
    expect(pronunciationSpellings('좋아', 'pron.liaison')).toContain('조아');
    expect(pronunciationSpellings('많이', 'pron.liaison')).toContain('마니');
    expect(pronunciationSpellings('학교', 'pron.tensing')).toEqual(['학꾜']);
    expect(pronunciationSpellings('합니다', 'pron.nasal')).toContain('함니다');
    expect(pronunciationSpellings('있는', 'pron.nasal')).toContain('인는');
    expect(pronunciationSpellings('신라', 'pron.nasal')).toContain('실라');
    expect(pronunciationSpellings('갔다', 'pron.neutral')).toEqual(['갇다']);
    expect(pronunciationSpellings('좋다', 'pron.aspirate')).toEqual(['조타']);
    expect(pronunciationSpellings('굳이', 'pron.aspirate')).toEqual(['구지']);
    expect(pronunciationSpellings('베개', 'pron.vowel')).toContain('배개');
    expect(pronunciationSpellings('있습니다', 'pron.whole')).toEqual(['읻씀니다']);
    expect(pronunciationSpellings('학교', 'pron.whole')).toEqual([]);
  });

  it('makes typos that an input method can produce (whole syllables, never a lone jamo)', async () => {
    const { typo } = await import('./spelling-noise.ts');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const type of [
      'typo.substitute',
      'typo.keyboard',
      'typo.delete',
      'typo.insert',
      'typo.transpose',
    ] as const)
      for (let i = 0; i < 50; i++) {
        const out = typo('감사합니다', i % 5, type, random);
        if (out === null) continue;
        expect(out).toMatch(/^[가-힣]+$/);
        expect(out).not.toBe('감사합니다');
      }
  });
});
