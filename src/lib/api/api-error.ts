/** Korean message of a response that does not match its schema. */
export const INVALID_RESPONSE_MESSAGE = '서버 응답 형식이 올바르지 않습니다.';
/** Raised when a private call finds no stored token. */
export const NO_TOKEN_MESSAGE = 'token is not exist';
/** Raised when a social callback lacks its code or provider. */
export const INVALID_ACCESS_MESSAGE = '잘못된 접근입니다.';

/**
 * Every failed call rejects with this: `code` (server or client code), HTTP `status`, `message`.
 * Client-side codes beside the server's (src/contracts/common.ts API_CODES): ERROR (response
 * shape), NETWORK (no response, status 0), TIMEOUT (5000 ms, status 408), TOKEN (no token,
 * refresh failed), REQUEST_INVALID (outgoing payload failed its schema), NO_TOKEN (a sign-in
 * reply without a token), INVALID_ACCESS (a social callback without code or provider).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly issues: readonly string[] | undefined;

  constructor(code: string, status: number, message: string, issues?: readonly string[]) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
