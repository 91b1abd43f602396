import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineChecker, loadEngineModels } from '../node/engine-files.ts';
import { type Checker, createCheckerWith } from '../checker.ts';
import pairs from '../data/saisiot-pairs.json' with { type: 'json' };
import { SAISIOT_RULE_ID, saisiotRule } from './saisiot.ts';

let checker: Checker;
let bare: Checker;
beforeAll(() => {
  checker = createCheckerWith(null, { models: loadEngineModels(), rules: [saisiotRule] });
  bare = createCheckerWith(null, { rules: [saisiotRule] });
});

const fixes = (text: string) =>
  checker
    .check(text)
    .filter((i) => i.ruleId === SAISIOT_RULE_ID)
    .map((i) => `${i.original}>${i.suggestions[0]}`);

describe('spelling.saisiot', () => {
  it('adds the ㅅ a compound of the dictionary takes', () => {
    expect(fixes('바람에 나무잎이 우수수 떨어졌다.')).toEqual(['나무잎>나뭇잎']);
    expect(fixes('시험 생각으로 머리속이 복잡하다.')).toEqual(['머리속>머릿속']);
    expect(fixes('친구를 오래동안 기다렸다.')).toEqual(['오래동안>오랫동안']);
    expect(fixes('어제밤에 천둥이 쳤다.')).toEqual(['어제밤>어젯밤']);
    expect(fixes('그 일은 늘 뒤전으로 밀린다.')).toEqual(['뒤전>뒷전']);
    expect(fixes('아이들이 비누방울을 불었다.')).toEqual(['비누방울>비눗방울']);
    expect(fixes('창밖에 해빛이 눈부시다.')).toEqual(['해빛>햇빛']);
  });

  it('drops the ㅅ before an aspirated or tense consonant', () => {
    expect(fixes('윗층에서 쿵쿵 소리가 난다.')).toEqual(['윗층>위층']);
    expect(fixes('화장실은 윗쪽에 있어요.')).toEqual(['윗쪽>위쪽']);
    expect(fixes('길 반댓편에서 친구가 손을 흔들었다.')).toEqual(['반댓편>반대편']);
    expect(fixes('아이들이 놀잇터에서 뛰어논다.')).toEqual(['놀잇터>놀이터']);
  });

  it('words its messages with the particle the word calls for, with the reference', () => {
    const [a] = checker.check('나무잎이 졌다.');
    expect(a?.message).toBe('‘나무잎’은 사이시옷을 받쳐 ‘나뭇잎’으로 적습니다.');
    expect(a?.reference).toBe('한글 맞춤법 제30항');
    expect(a?.category).toBe('SPELLING');
    const [b] = checker.check('시내물이 흐른다.');
    expect(b?.message).toBe('‘시내물’은 사이시옷을 받쳐 ‘시냇물’로 적습니다.');
    const [c] = checker.check('윗쪽을 봐.');
    expect(c?.message).toContain('‘위쪽’이 맞습니다');
    const [d] = checker.check('뒷쪽을 봐.', { language: 'en' });
    expect(d?.message).toBe('No 사이시옷 (ㅅ) before an aspirated or tense consonant: ‘뒤쪽’.');
    for (const i of [a, b, c, d]) expect(i?.message).not.toMatch(/\(는\)|\(이\)|\(으\)/);
  });

  it('leaves correct compounds, Sino-Korean words and look-alikes alone', () => {
    for (const text of [
      '바람에 나뭇잎이 떨어졌다.',
      '바닷가를 따라 걸었다.',
      '바다가 잔잔하다.',
      '촛불을 켜고 소원을 빌었다.',
      '초점을 맞춰 사진을 찍었다.',
      '사과 개수를 세어 보았다.',
      '노력의 대가를 치렀다.',
      '해님이 방긋 웃었다.',
      '위층에 새 이웃이 이사 왔다.',
      '뒤편에 주차장이 있다.',
      '코피가 나서 휴지를 찾았다.',
      '10분 뒤면 도착한다.',
      '김바다가 발표를 맡았다.',
      '오래 동안 못 봤다.',
      '햇빛이 좋은 날이다.',
      '숫자와 횟수를 적어라.',
    ])
      expect(fixes(text), text).toEqual([]);
  });

  it('stays silent without the analyser', () => {
    expect(bare.check('나무잎이 떨어졌다.')).toEqual([]);
  });

  it('yields to the misspelling lexicon on the same word, in the whole engine', async () => {
    const engine = await createEngineChecker();
    const ids = (text: string) => engine.check(text).map((i) => i.ruleId);
    expect(ids('바람에 나무잎이 졌다.')).toEqual(['spelling.lexicon']);
    expect(ids('어제밤에 천둥이 쳤다.')).toEqual([SAISIOT_RULE_ID]);
  });

  it('ships pairs that differ by one ㅅ only', () => {
    const SAISIOT_MISSING = pairs.missing.map((p) => [p.wrong, p.right] as const);
    const SAISIOT_SUPERFLUOUS = pairs.superfluous.map((p) => [p.wrong, p.right] as const);
    expect(SAISIOT_MISSING.length).toBeGreaterThan(40);
    expect(SAISIOT_SUPERFLUOUS.length).toBeGreaterThan(20);
    for (const [wrong, right] of [...SAISIOT_MISSING, ...SAISIOT_SUPERFLUOUS]) {
      expect(wrong.length).toBe(right.length);
      const diff = [...wrong].filter((ch, i) => ch !== right[i]);
      expect(diff.length, wrong).toBe(1);
    }
    for (const [wrong] of SAISIOT_MISSING)
      expect(['촛점', '갯수', '햇님', '뒷태']).not.toContain(wrong);
    const rights = new Set(SAISIOT_MISSING.map(([, r]) => r));
    for (const w of ['촛점', '갯수', '햇님', '뒷태', '댓가']) expect(rights.has(w), w).toBe(false);
  });
});
