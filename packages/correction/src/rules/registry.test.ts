import { describe, expect, it } from 'vitest';
import { createCheckerWith } from '../checker.ts';
import { CATEGORIES } from '../types.ts';
import { parseLexicon } from '../lexicon/lexicon.ts';
import { lexiconRule } from '../lexicon/rule.ts';
import { PRIORITY, RULES } from './registry.ts';
import { ALL_RULES } from './rule-set.ts';

describe('the rule registry', () => {
  it('lists every implementation once, with its category, and nothing without one', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const implemented = new Map<string, string>();
    for (const r of [...ALL_RULES, lexiconRule([])]) implemented.set(r.id, r.category);
    expect([...implemented.keys()].sort()).toEqual([...ids].sort());
    for (const info of RULES) {
      expect(implemented.get(info.id), info.id).toBe(info.category);
      expect(info.id.startsWith(`${info.category.toLowerCase()}.`), info.id).toBe(true);
      expect(CATEGORIES).toContain(info.category);
      expect(Object.values(PRIORITY), info.id).toContain(info.priority);
      expect(info.message, info.id).toMatch(/^[a-z]+\.[a-z0-9-]+/);
    }
  });

  it('refuses an implementation the registry does not list', () => {
    const stray = { ...lexiconRule([]), id: 'spelling.unlisted' };
    expect(() => createCheckerWith(null, { rules: [stray] })).toThrow(/not in the registry/);
  });

  it('ranks overlapping findings by the registry: the higher priority wins', () => {
    // 됬다 is both a curated table entry (grammar.doe-dwae) and a lexicon word: grammar first.
    const lexicon = parseLexicon(
      'wrong\tright\tkind\tmatch\tcontext\tref\tsource\tnote\n됬다\t됐다\tspelling\texact\t\t\ttest\t\n',
    );
    const checker = createCheckerWith(null, { lexicon });
    expect(checker.check('어제 다 됬다.').map((i) => i.ruleId)).toEqual(['grammar.doe-dwae']);
    const lexiconFirst = RULES.map((r) =>
      r.id === 'spelling.lexicon' ? { ...r, priority: PRIORITY.sentence } : r,
    );
    const ranked = createCheckerWith(null, { lexicon, registry: lexiconFirst });
    expect(ranked.check('어제 다 됬다.').map((i) => i.ruleId)).toEqual(['spelling.lexicon']);
  });

  it('leaves out the rules a check names, and runs a rule off by default only when asked', () => {
    const checker = createCheckerWith(null);
    const text = '어제 다 됬다. 할수 있다.';
    const all = checker.check(text).map((i) => i.ruleId);
    expect(all).toEqual(['grammar.doe-dwae', 'spacing.dependent-noun-su']);
    expect(
      checker.check(text, { disabledRules: ['grammar.doe-dwae'] }).map((i) => i.ruleId),
    ).toEqual(['spacing.dependent-noun-su']);
    expect(checker.check(text, { disabledRules: ['no.such-rule'] }).map((i) => i.ruleId)).toEqual(
      all,
    );
    const offByDefault = RULES.map((r) =>
      r.id === 'grammar.doe-dwae' ? { ...r, defaultOn: false } : r,
    );
    const quiet = createCheckerWith(null, { registry: offByDefault });
    expect(quiet.check(text).map((i) => i.ruleId)).toEqual(['spacing.dependent-noun-su']);
    expect(quiet.check(text, { enabledRules: ['grammar.doe-dwae'] }).map((i) => i.ruleId)).toEqual(
      all,
    );
  });
});
