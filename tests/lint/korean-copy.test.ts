import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/config';
import { createEngineChecker } from '@dadeum/correction/node';
import type { Checker } from '@dadeum/correction';

/**
 * The product's own Korean copy, read by its own checker and by a list of slips: the locales,
 * the Korean legal documents, the mails and the extension's store text draw no issue. Only the
 * examples that show mistakes on purpose (the demo and onboarding samples) are exempt; the
 * spec's 메세지 is not (docs/decisions.md, "메시지, not the spec's 메세지").
 */
const DELIBERATE_MISTAKES = new Set([
  'ko.common.json:landing.liveDemo.sample',
  'ko.extension.json:onboarding.try.body',
  'ko.extension.json:onboarding.try.sample',
]);

/**
 * Slips a correction service must not make in its own words, whatever its engine says of them
 * today: non-standard loanword spellings (외래어 표기법), common misspellings, and the
 * translation-ese of "성공적으로 …되었습니다". Each with a sample it must catch.
 */
const SLIPS: Array<{ pattern: RegExp; write: string; sample: string }> = [
  { pattern: /메세지/, write: '메시지', sample: '메세지를 입력해주세요' },
  { pattern: /컨텐(?:츠|트)/, write: '콘텐츠', sample: '컨텐츠 보기' },
  { pattern: /어플리케이션/, write: '애플리케이션', sample: '어플리케이션 설치' },
  { pattern: /셋팅/, write: '세팅', sample: '셋팅 화면' },
  { pattern: /메뉴얼/, write: '매뉴얼', sample: '사용 메뉴얼' },
  { pattern: /엑세스/, write: '액세스', sample: '엑세스 권한' },
  { pattern: /악세(?:사리|서리)/, write: '액세서리', sample: '악세사리' },
  { pattern: /리더쉽|멤버쉽|파트너쉽/, write: '-십 (멤버십)', sample: '멤버쉽 안내' },
  { pattern: /윈도우즈/, write: '윈도', sample: '윈도우즈에서' },
  { pattern: /되요/, write: '돼요', sample: '안되요' },
  { pattern: /몇일/, write: '며칠', sample: '몇일 뒤' },
  { pattern: /[할될갈줄릴볼올낼둘쓸알살걸]께요/, write: '-ㄹ게요', sample: '알려 드릴께요' },
  { pattern: /금새/, write: '금세', sample: '금새 끝나요' },
  { pattern: /왠만/, write: '웬만', sample: '왠만하면' },
  { pattern: /어떻해/, write: '어떡해 / 어떻게 해', sample: '어떻해요' },
  { pattern: /설문내역/, write: '설문 내역', sample: '설문내역 보기' },
  { pattern: /성공적으로/, write: '…되었습니다 / …했습니다', sample: '성공적으로 저장되었습니다' },
];

function localeStrings(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const dir = path.join(REPO_ROOT, 'locales');
  for (const file of readdirSync(dir).filter((f) => f.startsWith('ko.'))) {
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') out.push([`${file}:${key}`, value]);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    };
    walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '');
  }
  return out;
}

/** String literals of a source file, keyed by file and offset. */
function literals(file: string): Array<[string, string]> {
  const source = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  return [...source.matchAll(/'((?:[^'\\]|\\.)*)'|`([^`]*)`/g)].map((m) => [
    `${path.basename(file)}:${m.index}`,
    m[1] ?? m[2] ?? '',
  ]);
}

/** The Korean legal documents (pure data modules) and the mails the server sends. */
function sourceStrings(): Array<[string, string]> {
  const legal = 'src/features/legal/documents';
  return [
    ...readdirSync(path.join(REPO_ROOT, legal))
      .filter((f) => f.endsWith('-ko.ts'))
      .flatMap((f) => literals(`${legal}/${f}`)),
    ...literals('server/mail/templates.ts'),
  ];
}

/** The extension's Korean store name and description (public/_locales). */
function manifestStrings(): Array<[string, string]> {
  const file = path.join(REPO_ROOT, 'public/_locales/ko/messages.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  return Object.entries(messages).map(([key, { message }]) => [`_locales/ko:${key}`, message]);
}

describe('Korean copy of the product', () => {
  let checker: Checker;
  beforeAll(async () => {
    checker = await createEngineChecker();
  });

  const ownCopy = () =>
    [...localeStrings(), ...sourceStrings(), ...manifestStrings()].filter(
      ([key, text]) => /[가-힣]/.test(text) && !DELIBERATE_MISTAKES.has(key),
    );

  it('draws no issue from the checker outside the deliberate examples', () => {
    const strings = ownCopy();
    expect(strings.length).toBeGreaterThan(500);
    const found = strings.flatMap(([key, text]) =>
      checker
        .check(text)
        .map((issue) => `${key}: ${issue.ruleId} ${issue.original} → ${issue.suggestions[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('makes none of the listed slips (메세지 and its kind)', () => {
    const found = ownCopy().flatMap(([key, text]) =>
      SLIPS.filter(({ pattern }) => pattern.test(text)).map(
        ({ pattern, write }) => `${key}: ${pattern.exec(text)![0]} → ${write}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('each listed slip catches its own sample', () => {
    for (const { pattern, sample } of SLIPS) expect(pattern.test(sample), sample).toBe(true);
  });

  it('still reads the deliberate examples as mistaken', () => {
    const samples = localeStrings().filter(([key]) => DELIBERATE_MISTAKES.has(key));
    expect(samples).toHaveLength(DELIBERATE_MISTAKES.size);
    for (const [key, text] of samples) expect(checker.check(text).length, key).toBeGreaterThan(0);
  });
});
