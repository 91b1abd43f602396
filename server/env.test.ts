import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';

describe('parseServerEnv: the correction AI pass', () => {
  it('is off by default', () => {
    expect(parseServerEnv({}).correctionLlm).toBeUndefined();
  });

  it('reads the endpoint, key, model and timeout', () => {
    expect(
      parseServerEnv({
        CORRECTION_LLM_URL: 'http://127.0.0.1:9000/v1/chat/completions',
        CORRECTION_LLM_KEY: ' k ',
        CORRECTION_LLM_MODEL: 'm',
        CORRECTION_LLM_TIMEOUT_MS: '1500',
      }).correctionLlm,
    ).toEqual({
      url: 'http://127.0.0.1:9000/v1/chat/completions',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 1500,
    });
  });

  it.each([
    [{ CORRECTION_LLM_URL: 'ftp://x' }, 'CORRECTION_LLM_URL'],
    [
      { CORRECTION_LLM_URL: 'http://x', CORRECTION_LLM_TIMEOUT_MS: '0' },
      'CORRECTION_LLM_TIMEOUT_MS',
    ],
    [{ CORRECTION_LLM_KEY: 'k' }, 'CORRECTION_LLM_KEY: needs CORRECTION_LLM_URL'],
  ])('rejects %j naming %s', (source, name) => {
    expect(() => parseServerEnv(source)).toThrow(new RegExp(name));
  });
});
