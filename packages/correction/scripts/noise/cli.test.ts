import { describe, expect, it } from 'vitest';
import { isMainScript, noiseScriptArgs } from './cli.ts';

describe('the noise scripts’ command line (scripts/noise/cli.ts)', () => {
  it('reads options and draws from dev unless told train', () => {
    const { arg, part } = noiseScriptArgs(['node', 'x.ts', '--seed', '7', '--verbose']);
    expect(part).toBe('dev');
    expect(arg('seed')).toBe('7');
    expect(arg('limit')).toBeUndefined();
    expect(noiseScriptArgs(['node', 'x.ts', '--part', 'train']).part).toBe('train');
  });

  it('refuses the test part and parts that do not exist', () => {
    expect(() => noiseScriptArgs(['node', 'x.ts', '--part', 'test'])).toThrow(/eval-correction/);
    expect(() => noiseScriptArgs(['node', 'x.ts', '--part', 'tset'])).toThrow(/train or dev/);
  });

  it('knows the script node was started with', () => {
    expect(isMainScript('/a/b.ts', ['node', '/a/b.ts'])).toBe(true);
    expect(isMainScript('/a/b.ts', ['node', '/a/c.ts'])).toBe(false);
    expect(isMainScript('/a/b.ts', ['node'])).toBe(false);
  });
});
