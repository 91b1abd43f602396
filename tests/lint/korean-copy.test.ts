import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/config';
import { createEngineChecker } from '@dadeum/correction/node';
import type { Checker } from '@dadeum/correction';

/**
 * The product's own Korean copy, read by its own checker: the locales, the Korean legal
 * documents, the mails and the extension's store text draw no issue. Two kinds of string are exempt:
 *
 * - the examples that show mistakes on purpose (the demo and onboarding samples);
 * - 메세지, which the spec gives verbatim (docs/decisions.md, "메세지 in the feedback form").
 */
const DELIBERATE_MISTAKES = new Set([
  'ko.common.json:landing.liveDemo.sample',
  'ko.extension.json:onboarding.try.body',
  'ko.extension.json:onboarding.try.sample',
]);
const SPEC_VERBATIM = new Set(['메세지']);

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

  it('draws no issue from the checker outside the deliberate examples and the spec’s 메세지', () => {
    const strings = [...localeStrings(), ...sourceStrings(), ...manifestStrings()].filter(
      ([key, text]) => /[가-힣]/.test(text) && !DELIBERATE_MISTAKES.has(key),
    );
    expect(strings.length).toBeGreaterThan(500);
    const found = strings.flatMap(([key, text]) =>
      checker
        .check(text)
        .filter((issue) => !SPEC_VERBATIM.has(issue.original))
        .map((issue) => `${key}: ${issue.ruleId} ${issue.original} → ${issue.suggestions[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('still reads the deliberate examples as mistaken', () => {
    const samples = localeStrings().filter(([key]) => DELIBERATE_MISTAKES.has(key));
    expect(samples).toHaveLength(DELIBERATE_MISTAKES.size);
    for (const [key, text] of samples) expect(checker.check(text).length, key).toBeGreaterThan(0);
  });
});
