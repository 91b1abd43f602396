import { describe, expect, it } from 'vitest';
import { EnvError } from '../src/config/runtime-env';
import { describeStartError } from './start-error';

describe('describeStartError', () => {
  it('never prints a bare "undefined": a value that is no error says so', () => {
    expect(describeStartError(undefined)).toBe('Start-up failed with no error (undefined).');
    expect(describeStartError({ code: 'X' })).toBe('Start-up failed: {"code":"X"}');
    expect(describeStartError('boom')).toBe('Start-up failed: boom');
  });

  it('prints a configuration error as its message, any other error with its stack and cause', () => {
    expect(describeStartError(new EnvError(['API_PORT: too big']))).toBe(
      'Invalid environment:\n  - API_PORT: too big',
    );
    const error = new Error('listen failed', { cause: new Error('EADDRINUSE 8787') });
    const text = describeStartError(error);
    expect(text).toMatch(/^Error: listen failed\n\s+at /);
    expect(text).toContain('Caused by: Error: EADDRINUSE 8787');
  });
});
