import type { ZodType } from 'zod';
import {
  fillPath,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
  type TakesInput,
} from '@/contracts/endpoint';
import { identityEndpoints } from '@/contracts/identity';
import { ApiError, INVALID_RESPONSE_MESSAGE, NO_TOKEN_MESSAGE } from './api-error';

/**
 * The API client (docs/api.md). A plain object over `fetch`: no window, no toasts, no router,
 * so the same code runs in the page, extension pages and the background worker. Every call
 * names its endpoint (src/contracts/): method, path, access and schemas come from there. UI
 * reactions are wired by each shell through the query cache.
 */

export interface CallOptions {
  /**
   * A bearer token other than the stored one: the reset link's token on a public call, or a
   * token just received and not stored yet (the member of a fresh sign-in). Never refreshed.
   */
  bearer?: string;
  /** Wait this long before sending (the 150/300 ms pauses before form calls, docs/decisions.md). */
  delayMs?: number;
  signal?: AbortSignal;
}

/** The arguments after the endpoint: its input (none for endpoints that take none), options. */
export type CallArgs<E extends Endpoint> =
  TakesInput<E> extends true
    ? [input: EndpointInput<E>, options?: CallOptions]
    : [input?: undefined, options?: CallOptions];

interface Request {
  method: Endpoint['method'];
  path: string;
  kind: Endpoint['access'];
  payload: unknown;
  requestSchema: ZodType | undefined;
  responseSchema: ZodType;
  bearer?: string;
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
}

export interface ApiClient {
  /** Calls `endpoint`: the input is checked before sending, the reply after receiving. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiResult<EndpointReply<E>>>;
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

/** Splits an endpoint's input into the path (its `:name` parameters filled) and the payload. */
function pathAndPayload(endpoint: Endpoint, input: unknown): { path: string; payload: unknown } {
  if (!endpoint.params) return { path: endpoint.path, payload: input };
  const fields = { ...(input as Record<string, unknown>) };
  const params: Record<string, unknown> = {};
  for (const name of Object.keys(endpoint.params.shape)) {
    params[name] = fields[name];
    delete fields[name];
  }
  const checked = endpoint.params.safeParse(params);
  if (!checked.success) throw invalidRequest(checked.error.issues);
  return {
    path: fillPath(endpoint.path, checked.data as Record<string, unknown>),
    payload: endpoint.request ? fields : undefined,
  };
}

function invalidRequest(issues: readonly { message: string }[]) {
  return new ApiError(
    'REQUEST_INVALID',
    400,
    'The request payload is invalid',
    issues.map((issue) => issue.message),
  );
}

/**
 * The absolute address of a navigation endpoint (the social sign-in start) with its query,
 * checked like any call's input: the browser goes there instead of fetching it.
 */
export function endpointUrl<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  input: EndpointInput<E>,
): string {
  const checked = endpoint.request ? endpoint.request.safeParse(input) : undefined;
  if (checked && !checked.success) throw invalidRequest(checked.error.issues);
  const { path } = pathAndPayload(endpoint, input);
  const url = new URL(path, baseUrl);
  url.search = toQuery(checked?.data);
  return url.toString();
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

  /**
   * One request within the 5000 ms timeout (spec section 7), its body included: the timer aborts
   * the fetch, and a reply whose headers came but whose body stalls, alike. Network failures and
   * timeouts become ApiErrors; a caller's own abort passes through as it is.
   */
  async function send(
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<{ response: Response; body: unknown }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await doFetch(url, {
        ...init,
        signal: controller.signal,
        credentials: 'include',
      });
      return { response, body: await readJson(response) };
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
    let reply: { response: Response; body: unknown };
    try {
      reply = await send(`${baseUrl}${identityEndpoints.reissue.path}`, {
        method: identityEndpoints.reissue.method,
        headers: { Authorization: `Bearer ${current}` },
      });
    } catch (error) {
      options.clearCredentials();
      throw error;
    }
    const { response, body } = reply;
    const token = response.status === 200 ? readBearer(response.headers) : undefined;
    if (!token) {
      options.clearCredentials();
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

  async function request(call: Request): Promise<ApiResult<unknown>> {
    let payload: unknown = call.payload;
    if (call.requestSchema) {
      const checked = call.requestSchema.safeParse(call.payload);
      if (!checked.success) throw invalidRequest(checked.error.issues);
      payload = checked.data;
    }
    const inQuery = call.method === 'GET';
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

    let { response, body: json } = await attempt(options.getToken());
    if (response.status === 401 && call.kind === 'private') {
      const token = await refreshToken();
      ({ response, body: json } = await attempt(token));
      if (response.status === 401) options.clearCredentials();
    }

    if (!response.ok) throw errorFromBody(response.status, json);
    const parsed = call.responseSchema.safeParse(json);
    if (!parsed.success) throw new ApiError('ERROR', response.status, INVALID_RESPONSE_MESSAGE);
    return { data: parsed.data, status: response.status, token: readBearer(response.headers) };
  }

  function call<E extends Endpoint>(
    endpoint: E,
    ...[input, callOptions = {}]: CallArgs<E>
  ): Promise<ApiResult<EndpointReply<E>>> {
    return Promise.resolve()
      .then(() => pathAndPayload(endpoint, input))
      .then(({ path, payload }) =>
        request({
          method: endpoint.method,
          path,
          // A token passed in is used as is: a public call signed with it.
          kind: callOptions.bearer ? 'public' : endpoint.access,
          payload,
          requestSchema: endpoint.request,
          responseSchema: endpoint.response,
          ...callOptions,
        }),
      ) as Promise<ApiResult<EndpointReply<E>>>;
  }

  return { call, refreshToken };
}
