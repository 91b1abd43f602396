import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { errorMessageKey, errorTitleKey, severityOf } from './error-catalogue';

describe('error catalogue', () => {
  it('maps statuses to toast (low) or modal (medium) severity', () => {
    for (const status of [400, 401, 402, 403, 404, 405, 406, 409, 410, 422, 451]) {
      expect(severityOf(status)).toBe('low');
    }
    for (const status of [408, 429, 500, 501, 502, 503, 504, 0]) {
      expect(severityOf(status)).toBe('medium');
    }
  });

  it('chooses the message by code, else by status, else the default', () => {
    expect(errorMessageKey(new ApiError('AUT01', 401, 'x'))).toBe('error.code.AUT01');
    expect(errorMessageKey(new ApiError('HTTP_403', 403, 'x'))).toBe('error.http.forbidden');
    expect(errorMessageKey(new ApiError('NETWORK', 0, 'x'))).toBe('error.api.network');
    expect(errorMessageKey(new ApiError('TOKEN', 401, 'token is not exist'))).toBe(
      'error.api.token',
    );
    expect(errorMessageKey(new ApiError('HTTP_418', 418, 'x'))).toBe('error.api.default');
    expect(errorMessageKey(new Error('boom'))).toBe('error.api.default');
  });
});

describe('error dialog titles', () => {
  it('calls a network failure or a timeout a network problem, never an internal server error', () => {
    expect(errorTitleKey(new ApiError('NETWORK', 0, 'Failed to fetch'))).toBe(
      'error.title.network',
    );
    expect(errorTitleKey(new ApiError('TIMEOUT', 408, 'x'))).toBe('error.title.timeout');
    expect(errorTitleKey(new ApiError('ERR02', 429, 'x'))).toBe('error.title.busy');
    expect(errorTitleKey(new ApiError('ERR06', 503, 'x'))).toBe('error.title.unavailable');
    expect(errorTitleKey(new ApiError('ERR03', 500, 'x'))).toBe('error.http.internalServer');
    expect(errorTitleKey(new Error('boom'))).toBe('error.http.internalServer');
  });
});
