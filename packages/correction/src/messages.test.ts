import { describe, expect, it } from 'vitest';
import { MESSAGES, message } from './messages.ts';
import { PARTICLE_MARKER } from './korean-particles.ts';
import { RULES } from './rules/registry.ts';

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;
const placeholders = (template: string) =>
  [...template.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

/** Sample values with every final sound a particle can meet: none, ㄹ, another consonant. */
const SAMPLES = ['며칠', '서울', '책상', '2', 'Slack'];
/** A particle's two forms quoted as a form (‘(으)로서’): a mention, not a particle to resolve. */
const QUOTED_FORM = new RegExp(`[‘“](${PARTICLE_MARKER.source})`, 'g');

describe('the message catalog', () => {
  it('has a message for every rule of the registry', () => {
    const keys = Object.keys(MESSAGES);
    const missing = RULES.filter(
      (rule) => !keys.some((key) => key === rule.message || key.startsWith(`${rule.message}.`)),
    ).map((rule) => rule.id);
    expect(missing).toEqual([]);
  });

  it('says each message in Korean and English', () => {
    for (const [key, { ko, en }] of Object.entries(MESSAGES)) {
      expect(ko.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
    }
  });

  it('writes a two-form particle only right after a placeholder (static text writes its own)', () => {
    const misplaced: string[] = [];
    for (const [key, { ko }] of Object.entries(MESSAGES))
      for (const m of ko.matchAll(new RegExp(PARTICLE_MARKER.source, 'g'))) {
        const before = ko.slice(0, m.index);
        // A form quoted as a form (‘(으)로서’를 씁니다) is a mention, shown as written.
        if (/[‘“]$/.test(before)) continue;
        if (!before.replace(/[’”』」)\]'"]+$/, '').endsWith('}'))
          misplaced.push(`${key}: …${ko.slice(Math.max(0, m.index - 8), m.index + m[0].length)}`);
      }
    expect(misplaced).toEqual([]);
  });

  it('chooses the particle after a placeholder by sound, never writing one form by hand', () => {
    // ‘{original}’는 reads wrong after a word ending in a consonant (‘척’는): write 은(는).
    const byHand = /\}[’”』」)]*(은|는|이|가|을|를|과|와|으로|로)(?=[\s.,)]|$)/u;
    const slips = Object.entries(MESSAGES)
      .filter(([, { ko }]) => byHand.test(ko))
      .map(([key, { ko }]) => `${key}: ${ko}`);
    expect(slips).toEqual([]);
  });

  it('never shows a two-form particle once filled in, whatever the word sounds like', () => {
    for (const [key, { ko }] of Object.entries(MESSAGES)) {
      const names = [...new Set([...placeholders(ko), ...placeholders(MESSAGES[key]!.en)])];
      for (const sample of SAMPLES) {
        const params = Object.fromEntries(names.map((name) => [name, sample]));
        const { ko: filled, en } = message(key, params);
        expect(filled.replace(QUOTED_FORM, ''), key).not.toMatch(PARTICLE_MARKER);
        expect(filled, key).not.toMatch(PLACEHOLDER);
        expect(en, key).not.toMatch(PLACEHOLDER);
      }
    }
  });

  it('picks the particle by the sound of the value', () => {
    const key = Object.keys(MESSAGES).find((k) =>
      /\}[’”]?(은\(는\)|이\(가\)|을\(를\))/.test(MESSAGES[k]!.ko),
    );
    expect(key).toBeDefined();
    const [name] = placeholders(MESSAGES[key!]!.ko);
    const vowel = message(key!, { ...fill(key!, '며칠'), [name!]: '며칠' }).ko;
    const consonant = message(key!, { ...fill(key!, '책상'), [name!]: '책상' }).ko;
    expect(vowel).not.toBe(consonant);
    expect(vowel).toMatch(/며칠[’”]?[은이을]/);
    expect(consonant).toMatch(/책상[’”]?[은이을]/);
  });

  it('refuses an unknown key and a missing value', () => {
    expect(() => message('no-such.rule')).toThrow(/not in the catalog/);
    const key = Object.keys(MESSAGES).find((k) => placeholders(MESSAGES[k]!.ko).length > 0)!;
    expect(() => message(key, {})).toThrow(/no value/);
  });
});

function fill(key: string, value: string) {
  return Object.fromEntries(placeholders(MESSAGES[key]!.ko).map((name) => [name, value]));
}
