import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngineModels } from '../../node/engine-files.ts';
import { type Checker, createCheckerWith } from '../../checker.ts';
import stats from '../../data/context-stats.json' with { type: 'json' };
import { contextWordsRule } from './rule.ts';

let checker: Checker;
let bare: Checker;
beforeAll(() => {
  checker = createCheckerWith(null, { models: loadEngineModels(), rules: [contextWordsRule] });
  bare = createCheckerWith(null, { rules: [contextWordsRule] });
});

describe('the rule', () => {
  it('speaks Korean and English with a reference and no template particles', () => {
    const [issue] = checker.check('가방을 매고 갔다.');
    expect(issue?.message).toBe(
      '‘가방’과 함께 쓰면 ‘매다’보다 ‘메다’가 맞습니다. 물건을 어깨에 걸치거나 올려놓는 것은 ‘메다’입니다. ‘매다’는 끈이나 줄을 묶는다는 뜻입니다.',
    );
    expect(issue?.reference).toBe('표준국어대사전 ‘메다’');
    const [en] = checker.check('편지를 붙였다.', { language: 'en' });
    expect(en?.message).toMatch(/^With “편지” the verb is “부치다”, not “붙이다”\./);
    expect(en?.reference).toBe('한글 맞춤법 제57항');
    const [ro] = checker.check('사람으로써 할 일', { language: 'ko' });
    expect(ro?.message).toContain('‘사람’처럼');
    for (const text of [
      '넥타이를 메고',
      '손가락으로 가르쳤다',
      '감기가 다 낳았다',
      '얼마나 춥든지 얼었다',
    ])
      for (const i of checker.check(text)) expect(i.message).not.toMatch(/\(.\)/);
  });

  it('stays silent without the analyser', () => {
    expect(bare.check('어제 편지를 붙였다.')).toEqual([]);
  });

  it('ships counts from the train part only, keyed by word, relation and noun', () => {
    const CONTEXT_COUNTS: Record<string, number> = stats.counts;
    const keys = Object.keys(CONTEXT_COUNTS);
    expect(keys.length).toBeGreaterThan(100);
    for (const k of keys) expect(k.split('\t')).toHaveLength(3);
    expect(CONTEXT_COUNTS['붙이다\tobj\t이름']).toBeGreaterThan(2);
  });
});
