import { describe, expect, it } from 'vitest';
import { loadEngineModels } from '../../node/engine-files.ts';
import { allButCertain, normSpace, spaceForbidden, spaceRequired, swallowsVerb } from './gates.ts';
import { readingsOf } from './testing.ts';

const morphs = (text: string) => loadEngineModels().analyzer.analyze(text);

describe('what the norms and the analysis say of a gap', () => {
  it('forbid a space before a particle, ending or the copula after a noun', () => {
    const [noun, particle] = morphs('학교에');
    expect(spaceForbidden(noun as never, particle as never)).toBe(true);
    const [, a, b] = morphs('나는학교');
    expect(spaceForbidden(a as never, b as never)).toBe(false);
  });

  it('require one after a particle or an adnominal form, not between an -아/-어 form and its auxiliary', async () => {
    const { ctx } = await readingsOf('나는 학교에 갔다.');
    const [, particle, next] = morphs('나는학교');
    expect(spaceRequired(ctx, particle as never, next as never)).toBe(true);
    const aux = morphs('먹어보다');
    expect(spaceRequired(ctx, aux[0] as never, aux[1] as never)).toBe(false);
  });

  it('know the spaces of numerals, counters, determiners and dependent nouns', async () => {
    const counter = await readingsOf('사과 세 개를 샀다.');
    expect(normSpace(counter.ctx, counter.s, 3)).toBe('number'); // 세 | 개를
    const determiner = await readingsOf('이 책을 읽었다.');
    expect(normSpace(determiner.ctx, determiner.s, 1)).toBe('determiner'); // 이 | 책을
    const none = await readingsOf('학교에 갔다.');
    expect(normSpace(none.ctx, none.s, 3)).toBeNull();
  });

  it('never let the model alone swallow a verb or join two nouns', async () => {
    const verb = await readingsOf('집 사는 것이 꿈이다.');
    expect(swallowsVerb(verb.ctx, verb.s, verb.s.joinedAround(1), 1)).toBe(true);
    expect(allButCertain(verb.ctx, verb.s, 1, true)).toBe(false);
  });
});
