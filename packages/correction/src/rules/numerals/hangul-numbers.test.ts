import { describe, expect, it } from 'vitest';
import { nativeNumeral, parseHangulNumber, sinoNumeral } from './hangul-numbers.ts';

describe('Hangul numbers', () => {
  it('reads both series and their mixtures', () => {
    expect(parseHangulNumber('육천')).toEqual({ value: 6000, series: 'sino', pieces: 2 });
    expect(parseHangulNumber('스물다섯')).toMatchObject({ value: 25, series: 'native' });
    expect(parseHangulNumber('이십다섯')).toMatchObject({ value: 25, series: 'mixed' });
    expect(parseHangulNumber('스물오')).toMatchObject({ value: 25, series: 'mixed' });
    expect(parseHangulNumber('여섯천')).toMatchObject({ value: 6000, series: 'mixed' });
    expect(parseHangulNumber('백한')).toMatchObject({ value: 101, series: 'sino-native' });
    expect(parseHangulNumber('일곱')).toMatchObject({ value: 7, series: 'native' });
    expect(parseHangulNumber('삼만오천')).toMatchObject({ value: 35000 });
    for (const w of ['오열', '사과', '구름', '십십', '백천'])
      expect(parseHangulNumber(w), w).toBeNull();
  });

  it('writes native and Sino-Korean numbers', () => {
    expect([1, 3, 10, 12, 20, 21, 25, 99].map(nativeNumeral)).toEqual([
      '한',
      '세',
      '열',
      '열두',
      '스무',
      '스물한',
      '스물다섯',
      '아흔아홉',
    ]);
    expect(nativeNumeral(100)).toBeNull();
    expect([5, 16, 6000, 10_000, 35_000, 120_000_005].map(sinoNumeral)).toEqual([
      '오',
      '십육',
      '육천',
      '만',
      '삼만 오천',
      '일억 이천만 오',
    ]);
  });
});

describe('what is no number', () => {
  it('reads a word as a number only when every piece is one, in order', () => {
    expect(parseHangulNumber('')).toBeNull();
    expect(parseHangulNumber('가나')).toBeNull();
    expect(parseHangulNumber('열열')).toBeNull();
    // 하나, 둘 ... beyond 99 do not exist.
    expect(parseHangulNumber('열아홉')).toMatchObject({ value: 19, series: 'native' });
  });

  it('writes nothing for values out of range', () => {
    expect(nativeNumeral(0)).toBeNull();
    expect(nativeNumeral(2.5)).toBeNull();
    expect(sinoNumeral(0)).toBeNull();
    expect(sinoNumeral(1e12)).toBeNull();
  });
});
