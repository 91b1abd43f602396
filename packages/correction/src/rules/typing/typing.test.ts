import { describe, expect, it } from 'vitest';
import { applySuggestions, createCheckerWith } from '../../checker.ts';
import { imeCandidates, imeJamoRule } from './ime-jamo.ts';
import { strayMarkRule } from './stray-marks.ts';

const KNOWN = new Set([
  '확인했다',
  '감사합니다',
  '오늘까지',
  '다행이야',
  '한다',
  '수십',
  '희망을',
  '거',
  '수',
  '했어요',
  '좋아',
  '정말',
  '이',
  '을',
]);
const dictionary = { spell: (w: string) => KNOWN.has(w) };
const checker = createCheckerWith(dictionary, { rules: [imeJamoRule, strayMarkRule] });
const fix = (text: string) => applySuggestions(text, checker.check(text));

describe('IME leftovers', () => {
  it('recompose the keys the way the input method would have', () => {
    expect(imeCandidates('확이ㄴ했다')[0]).toBe('확인했다');
    expect(imeCandidates('오늘까ㅈㅣ')[0]).toBe('오늘까지');
    expect(imeCandidates('다해ㅇ이야')[0]).toBe('다행이야');
    expect(imeCandidates('감사합니ㄷ다')).toContain('감사합니다');
  });

  it('flag the whole word with a known word as the fix', () => {
    expect(fix('잘 확이ㄴ했다.')).toBe('잘 확인했다.');
    expect(fix('정말 감사합니ㄷ다!')).toBe('정말 감사합니다!');
    expect(fix('오늘까ㅈㅣ 보내 주세요')).toBe('오늘까지 보내 주세요');
    expect(fix('다해ㅇ이야')).toBe('다행이야');
    const [issue] = checker.check('잘 확이ㄴ했다.');
    expect(issue).toMatchObject({
      offset: 2,
      length: 5,
      original: '확이ㄴ했다',
      ruleId: 'spelling.ime-jamo',
      category: 'SPELLING',
    });
    expect(issue?.message).toBe(
      '‘확이ㄴ했다’에 낱자가 떨어져 남았습니다. 입력기가 글자를 다 조합하지 못한 것으로 보입니다. ‘확인했다’로 고칩니다.',
    );
    expect(checker.check('다해ㅇ이야', { language: 'en' })[0]?.message).toBe(
      '“다해ㅇ이야” has a loose jamo left in it, as when the input method did not finish composing: “다행이야”.',
    );
  });

  it('leave jamo written on purpose, and words the speller does not know', () => {
    expect(checker.check('ㅋㅋ 정말 좋아ㅋㅋ ㅇㅇ 미안ㅠㅠ 고마워ㅎ')).toEqual([]);
    // Letters named in a text about writing: ㅇ이 아니라 ㆁ으로.
    expect(checker.check('ㅇ이 아니라 ㅎ을 쓴다')).toEqual([]);
    // No known word comes out of it: nothing is suggested.
    expect(checker.check('가ㄴ나다 ㄹ라 A는ㄱ')).toEqual([]);
  });

  it('check decomposed (NFD) text and point at the characters as typed', () => {
    const typed = '잘 확이ㄴ했다.'.normalize('NFD');
    const issues = checker.check(typed);
    expect(issues).toHaveLength(1);
    const issue = issues[0] as (typeof issues)[number];
    expect(issue.original).toBe(typed.slice(issue.offset, issue.offset + issue.length));
    expect(issue.original.normalize('NFC')).toBe('확이ㄴ했다');
    expect(applySuggestions(typed, issues).normalize('NFC')).toBe('잘 확인했다.');
  });
});

describe('stray marks', () => {
  it('drop a shift or neighbour key left at the end of a word', () => {
    expect(fix('수십= 건의 문의')).toBe('수십 건의 문의');
    expect(fix('희망을{ 갖고 산다')).toBe('희망을 갖고 산다');
    expect(fix('갈 거* 같아')).toBe('갈 거 같아');
    expect(fix('보실 수} 있어요')).toBe('보실 수 있어요');
    expect(fix('정말 했어요\\')).toBe('정말 했어요');
    // At the end of the line, after the sentence's mark (the reach for Enter).
    expect(fix('정말 했어요.]\n수십 건')).toBe('정말 했어요.\n수십 건');
    expect(fix('이건 처음 보는말= ')).toBe('이건 처음 보는말 ');
    const [issue] = checker.check('갈 거* 같아');
    expect(issue).toMatchObject({ original: '거*', suggestions: ['거'], category: 'PUNCTUATION' });
    expect(issue?.message).toBe('‘거*’ 끝의 기호는 잘못 눌린 것으로 보입니다. ‘거’로 고칩니다.');
  });

  it('leave marks that have a use: pairs, lists, footnotes, equations, code', () => {
    expect(checker.check('희망을{ 갖고 } 산다')).toEqual([]);
    expect(checker.check('* 정말 좋아\n* 수십* 건')).toEqual([]);
    expect(checker.check('2+3=5 그리고 수십= 건')).toEqual([]);
    expect(checker.check('수십= 3')).toEqual([]);
    expect(checker.check('`수십* 건`')).toEqual([]);
    expect(checker.check('정말*좋아 수십 건')).toEqual([]);
    // A title's separator and a plus in prose are meant; a mark after a sentence's end is
    // only a slip at the end of the line.
    expect(checker.check('문화| 2030 지표, 학생+ 교사')).toEqual([]);
    expect(checker.check('정말 했어요.* 수십 건')).toEqual([]);
  });
});
