import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckResult, Checker, Issue } from '@dadeum/correction';
import { createEngineChecker } from '@dadeum/correction/node';
import { checkLeavingOut } from './rules-left-out';

const found = (ruleId: string, offset: number, original: string, suggestion: string): Issue => ({
  offset,
  length: original.length,
  original,
  suggestions: [suggestion],
  category: 'SPACING',
  ruleId,
  message: '',
  reference: null,
});

describe('a check with switched-off rules left out', () => {
  let checker: Checker;
  beforeAll(async () => {
    // The whole engine (analyser, models, misspelling lexicon), as the server runs it.
    checker = await createEngineChecker();
  }, 60_000);

  const runOf = (text: string) =>
    vi.fn(async (disabledRules?: readonly string[]) =>
      checker.run(text, { language: 'ko', ...(disabledRules ? { disabledRules } : {}) }),
    );

  it('does not bring back the switched-off correction under another rule’s name', async () => {
    const cases: [string, string][] = [
      ['몇일 동안 비가 왔다.', 'spelling.misspelling'], // the misspelling lexicon knows it too
      ['몇 일 동안 비가 왔다.', 'spelling.myeochil'],
      ['어떻게 됬어요?', 'grammar.doe-dwae'], // the typo model restates it on the whole word
      ['할수 없이 집에 있었다.', 'spacing.dependent-noun-su'], // so does the spacing model
    ];
    for (const [text, ruleId] of cases) {
      const run = runOf(text);
      const all = checker.run(text, { language: 'ko' }).issues;
      expect(all.map((i) => i.ruleId)).toEqual([ruleId]);
      // The engine alone, the rule left out: the same correction, under another rule.
      const alone = checker.run(text, { language: 'ko', disabledRules: [ruleId] }).issues;
      expect(alone.length, text).toBe(1);
      expect(alone[0]!.ruleId).not.toBe(ruleId);
      expect((await checkLeavingOut(run, [ruleId])).issues, text).toEqual([]);
    }
  });

  it('runs the engine once when no switched-off rule finds anything', async () => {
    const run = runOf('몇일 동안 비가 왔다.');
    const answer = await checkLeavingOut(run, ['grammar.doe-dwae', 'no.such-rule']);
    expect(answer.issues.map((i) => i.ruleId)).toEqual(['spelling.misspelling']);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await checkLeavingOut(run, [])).toEqual(answer);
    expect(await checkLeavingOut(run, undefined)).toEqual(answer);
  });

  it('shows what a switched-off rule hid on the same words when it is another correction', async () => {
    const text = '할수있는것이 없다.';
    const first: CheckResult = {
      issues: [found('spacing.dependent-noun-su', 0, '할수있는것이', '할 수 있는것이')],
      partial: false,
    };
    const second: CheckResult = {
      issues: [
        found('spacing.dependent-noun-geot', 0, '할수있는것이', '할수있는 것이'),
        // The same change as the rule switched off, read on fewer words.
        found('spacing.model', 0, '할수있는', '할 수 있는'),
      ],
      partial: true,
    };
    const run = vi.fn(async (disabledRules?: readonly string[]) =>
      disabledRules ? second : first,
    );
    expect(text.slice(0, 6)).toBe('할수있는것이');
    expect(await checkLeavingOut(run, ['spacing.dependent-noun-su'])).toEqual({
      issues: [second.issues[0]],
      partial: true,
    });
    expect(run.mock.calls).toEqual([[], [['spacing.dependent-noun-su']]]);
  });
});
