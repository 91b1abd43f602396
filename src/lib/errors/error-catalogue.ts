import { ApiError, NO_TOKEN_MESSAGE } from '@/lib/api/api-error';

/** Spec section 8: statuses shown as a toast (low) or an error dialog with retry (medium). */
export const LOW_SEVERITY_STATUSES = [400, 401, 402, 403, 404, 405, 406, 409, 410, 422, 451];
export const MEDIUM_SEVERITY_STATUSES = [408, 429, 500, 501, 502, 503, 504, 0];

export type Severity = 'low' | 'medium';

export function severityOf(status: number): Severity {
  if (MEDIUM_SEVERITY_STATUSES.includes(status)) return 'medium';
  if (LOW_SEVERITY_STATUSES.includes(status)) return 'low';
  return status >= 500 ? 'medium' : 'low';
}

const STATUS_KEYS: Record<number, string> = {
  400: 'error.http.badRequest',
  401: 'error.http.unauthorized',
  402: 'error.http.paymentRequired',
  403: 'error.http.forbidden',
  404: 'error.http.notFound',
  500: 'error.http.internalServer',
};

/**
 * Codes with their own translated message (`error.code.<CODE>`): the product's list plus every
 * error code the server sends and the client's own codes.
 */
export const CODES_WITH_MESSAGES = [
  'VAL01', 'VAL02', 'VAL03', 'VAL04', 'VAL05', 'VAL06', 'VAL07', 'VAL08', 'VAL09', 'VAL10',
  'VAL11', 'VAL12', 'VAL13', 'MEM01', 'MEM02', 'MEM09', 'MEM14', 'AUT01', 'AUT03', 'AUT05', 'AUT06',
  'TOK07', 'ERR01', 'ERR02', 'ERR03', 'ERR04', 'ERR05', 'ERR06', 'ERROR', 'TIMEOUT', 'REQUEST_INVALID',
  'INVALID_ACCESS',
] as const; // prettier-ignore

/** Order of choice: message by code, else by status, else the default. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    if ((CODES_WITH_MESSAGES as readonly string[]).includes(error.code)) {
      return `error.code.${error.code}`;
    }
    if (error.code === 'TOKEN' || error.message === NO_TOKEN_MESSAGE) return 'error.api.token';
    if (error.code === 'NETWORK' || error.status === 0) return 'error.api.network';
    const byStatus = STATUS_KEYS[error.status];
    if (byStatus) return byStatus;
  }
  return 'error.api.default';
}

/**
 * The error dialog's title: what kind of failure it was, in the words a member recognises. A
 * request that never reached the server (status 0) or got no answer in time (408) is a network
 * problem, not a server error; 429 and 503 say what they are. Anything else falls back to the
 * internal-server-error title (spec section 2, global overlays).
 */
export function errorTitleKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK' || error.status === 0) return 'error.title.network';
    if (error.code === 'TIMEOUT' || error.status === 408) return 'error.title.timeout';
    if (error.status === 429) return 'error.title.busy';
    if (error.status === 503) return 'error.title.unavailable';
  }
  return 'error.http.internalServer';
}

/** Status of any thrown value: an ApiError's own, else 500 (unexpected). */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 500;
}
