import { API_CODES, type ApiCode } from '../src/contracts/common';

/**
 * An expected failure with one of the documented codes. Thrown from handlers and turned into
 * the standard reply `{ code, status, msg, success: false }` by the error handler.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ApiCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(API_CODES[code].msg);
    this.name = 'ApiError';
    this.statusCode = API_CODES[code].status;
  }
}
