import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off zod’s eval fast path (and its probe) through zod’s own configuration', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const { allowsEval } = await import('zod/v4/core').then((core) => core.util);
    expect(allowsEval.value).toBe(false);
  });
});
