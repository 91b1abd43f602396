import type { ZodType } from 'zod';
import { ApiError, INVALID_RESPONSE_MESSAGE, NO_TOKEN_MESSAGE } from './api-error';

/**
 * The API client (spec sections 5, 7 and 8). A plain object over `fetch`: no window, no
 * toasts, no router, so the same code runs in the page, extension pages and the background
 * worker. UI reactions are wired by each shell through the query cache.
 */

export type CallKind = 'public' | 'private';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<Res, Req = undefined> {
  method: HttpMethod;
  /** Path under the base address, e.g. `/auth/login/sign-in`. */
  path: string;
  /** public: no token; private: bearer access token, refreshed once on 401. */
  kind: CallKind;
  /** Body (POST/PUT/PATCH) or query parameters (GET/DELETE). */
  payload?: Req;
  /** Checked before sending: on failure nothing is sent. */
  requestSchema?: ZodType<Req>;
  /** Checked after receiving: on failure the call rejects with code ERROR. */
  responseSchema: ZodType<Res>;
  /** A bearer token for a token-based public call (the reset-password link token). */
  bearer?: string;
  /** Wait this long before sending (the spec's 150/300 ms pre-call waits). */
  delayMs?: number;
  signal?: AbortSignal;
}

export interface ApiResult<Res> {
  data: Res;
  status: number;
  /** The access token of the `Authorization: Bearer ...` response header, if any. */
  token: string | undefined;
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null | undefined;
  setToken: (token: string) => void;
  /** Removes the stored credentials (session ends). */
  clearCredentials: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** How long a finished refresh stays shared with later 401s. */
  refreshCleanupMs?: number;
  refreshPath?: string;
}

export interface ApiClient {
  request<Res, Req = undefined>(request: ApiRequest<Res, Req>): Promise<ApiResult<Res>>;
  /** One shared reissue for concurrent 401s (exposed for tests and the extension worker). */
  refreshToken(): Promise<string>;
}

export const REQUEST_TIMEOUT_MS = 5000;
export const REFRESH_CLEANUP_MS = 5000;

/** Reads the token from an `Authorization: Bearer ...` header; undefined when absent. */
export function readBearer(headers: Headers): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization')?.trim() ?? '');
  return match?.[1];
}

export function wait(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

function toQuery(payload: unknown): string {
  if (payload === undefined || payload === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { code, msg, message } = body as Record<string, unknown>;
    if (typeof code === 'string') {
      return new ApiError(code, status, typeof msg === 'string' ? msg : code);
    }
    if (typeof message === 'string') return new ApiError(`HTTP_${status}`, status, message);
  }
  return new ApiError(`HTTP_${status}`, status, `HTTP ${status}`);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const cleanupMs = options.refreshCleanupMs ?? REFRESH_CLEANUP_MS;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  let refreshing: Promise<string> | null = null;

  /** One fetch with the 5000 ms timeout; network failures and timeouts become ApiErrors. */
  async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await doFetch(url, { ...init, signal: controller.signal, credentials: 'include' });
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT', 408, `Request timed out after ${timeoutMs} ms`);
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK', 0, error instanceof Error ? error.message : 'Network error');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function reissue(): Promise<string> {
    const current = options.getToken();
    if (!current) {
      options.clearCredentials();
      throw new ApiError('TOKEN', 401, NO_TOKEN_MESSAGE);
    }
    let response: Response;
    try {
      response = await send(`${baseUrl}${options.refreshPath ?? '/auth/token/reissue'}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${current}` },
      });
    } catch (error) {
      options.clearCredentials();
      throw error;
    }
    const token = response.status === 200 ? readBearer(response.headers) : undefined;
    if (!token) {
      options.clearCredentials();
      const body = await readJson(response).catch(() => undefined);
      const error = errorFromBody(response.status, body);
      throw response.status === 200 ? new ApiError('TOKEN', 401, NO_TOKEN_MESSAGE) : error;
    }
    options.setToken(token);
    return token;
  }

  function refreshToken(): Promise<string> {
    if (!refreshing) {
      const started = reissue();
      refreshing = started;
      const cleanup = () => {
        setTimeout(() => {
          if (refreshing === started) refreshing = null;
        }, cleanupMs);
      };
      started.then(cleanup, cleanup);
    }
    return refreshing;
  }

  async function request<Res, Req = undefined>(
    call: ApiRequest<Res, Req>,
  ): Promise<ApiResult<Res>> {
    let payload: unknown = call.payload;
    if (call.requestSchema) {
      const checked = call.requestSchema.safeParse(call.payload);
      if (!checked.success) {
        throw new ApiError(
          'REQUEST_INVALID',
          400,
          'The request payload is invalid',
          checked.error.issues.map((issue) => issue.message),
        );
      }
      payload = checked.data;
    }
    const inQuery = call.method === 'GET' || call.method === 'DELETE';
    const url = `${baseUrl}${call.path}${inQuery ? toQuery(payload) : ''}`;
    const body = !inQuery && payload !== undefined ? JSON.stringify(payload) : undefined;

    if (call.kind === 'private' && !options.getToken()) {
      options.clearCredentials();
      throw new ApiError('TOKEN', 401, NO_TOKEN_MESSAGE);
    }
    if (call.delayMs) await wait(call.delayMs);

    const attempt = (token: string | null | undefined) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const bearer = call.kind === 'private' ? token : call.bearer;
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      return send(url, { method: call.method, headers, body }, call.signal);
    };

    let response = await attempt(options.getToken());
    if (response.status === 401 && call.kind === 'private') {
      const token = await refreshToken();
      response = await attempt(token);
      if (response.status === 401) options.clearCredentials();
    }

    const json = await readJson(response);
    if (!response.ok) throw errorFromBody(response.status, json);
    const parsed = call.responseSchema.safeParse(json);
    if (!parsed.success) throw new ApiError('ERROR', response.status, INVALID_RESPONSE_MESSAGE);
    return { data: parsed.data, status: response.status, token: readBearer(response.headers) };
  }

  return { request, refreshToken };
}
