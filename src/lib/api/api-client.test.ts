import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/contracts/endpoint';
import { createApiClient, endpointUrl, type ApiClientOptions } from './api-client';
import { ApiError, INVALID_RESPONSE_MESSAGE, NO_TOKEN_MESSAGE } from './api-error';

const replySchema = z.object({ code: z.string(), status: z.number(), msg: z.string() });
const OK = { code: 'MEM03', status: 200, msg: 'ok' };

/** Endpoints of these tests only (the real ones live in src/contracts/). */
const publicPost = defineEndpoint({
  method: 'POST',
  path: '/auth/login/sign-in',
  access: 'public',
  request: z.object({ email: z.string() }).optional(),
  response: replySchema,
  errors: [],
});
const privateGet = defineEndpoint({
  method: 'GET',
  path: '/member/member-info',
  access: 'private',
  response: replySchema,
  errors: [],
});
const privateQuery = defineEndpoint({
  method: 'GET',
  path: '/verify/verify-email',
  access: 'private',
  request: z.object({ token: z.string(), flag: z.string() }),
  response: replySchema,
  errors: [],
});
const publicGet = (path: string) =>
  defineEndpoint({ method: 'GET', path, access: 'public', response: replySchema, errors: [] });

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(overrides: Partial<ApiClientOptions> = {}) {
  let token: string | null = 'old-token';
  const fetchMock = vi.fn<typeof fetch>();
  const clearCredentials = vi.fn(() => {
    token = null;
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    clearCredentials,
    fetch: fetchMock,
    ...overrides,
  });
  return {
    client,
    fetchMock,
    clearCredentials,
    token: () => token,
    setTokenValue: (value: string | null) => {
      token = value;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient', () => {
  it('sends public calls without a token, with cookies, and reads the bearer header', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(OK, 200, { authorization: 'Bearer new.jwt.value' }));
    const result = await client.call(publicPost, { email: 'a@b.co' });
    expect(result.token).toBe('new.jwt.value');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/auth/login/sign-in');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('puts GET payloads in the query and bearer-signs private calls', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(OK));
    await client.call(privateQuery, { token: 'abc', flag: 'local' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/verify/verify-email?token=abc&flag=local');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
  });

  it('sends nothing when the outgoing payload fails its schema', async () => {
    const { client, fetchMock } = setup();
    const strict = defineEndpoint({
      method: 'POST',
      path: '/auth/login/sign-in',
      access: 'public',
      request: z.object({ email: z.email() }),
      response: replySchema,
      errors: [],
    });
    const call = client.call(strict, { email: 'not-an-address' });
    await expect(call).rejects.toMatchObject({ code: 'REQUEST_INVALID' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a response that does not match its schema into code ERROR with the Korean message', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json({ unexpected: true }, 200));
    const error = await client.call(publicGet('/x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERROR', status: 200, message: INVALID_RESPONSE_MESSAGE });
    expect(INVALID_RESPONSE_MESSAGE).toBe('서버 응답 형식이 올바르지 않습니다.');
  });

  it('passes on the server code and status of an error reply', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json({ code: 'AUT01', status: 401, msg: 'Wrong' }, 401));
    await expect(
      client.call(
        defineEndpoint({
          method: 'POST',
          path: '/x',
          access: 'public',
          response: replySchema,
          errors: [],
        }),
      ),
    ).rejects.toMatchObject({ code: 'AUT01', status: 401 });
  });

  it('gives up after 5000 ms with a timeout error', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted')));
        }),
    );
    const call = client.call(publicGet('/slow')).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ code: 'TIMEOUT', status: 408 });
  });

  /** A reply whose headers arrive at once and whose body never ends (until aborted). */
  function stalledBody(init: RequestInit | undefined, status = 200, headers = {}) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":'));
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
      },
    });
    return new Response(body, {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  it('gives up after 5000 ms when the headers came but the body stalls', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(async (_url, init) => stalledBody(init));
    const call = client.call(publicGet('/slow-body')).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await call).toMatchObject({ code: 'TIMEOUT', status: 408 });
  });

  it('gives the token reissue the same 5000 ms, its body included, then ends the session', async () => {
    vi.useFakeTimers();
    const { client, fetchMock, clearCredentials } = setup();
    fetchMock.mockImplementation(async (url, init) =>
      String(url).endsWith('/auth/token/reissue')
        ? stalledBody(init, 200, { authorization: 'Bearer fresh' })
        : json({ code: 'AUT03', status: 401, msg: 'x' }, 401),
    );
    const call = client.call(privateGet).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await call).toMatchObject({ code: 'TIMEOUT', status: 408 });
    expect(clearCredentials).toHaveBeenCalled();
  });

  it('reports a network failure as status 0', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client.call(publicGet('/x'))).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
    });
  });

  it("raises 'token is not exist' and clears credentials for a private call without a token", async () => {
    const { client, fetchMock, clearCredentials, setTokenValue } = setup();
    setTokenValue(null);
    await expect(client.call(privateGet)).rejects.toMatchObject({ message: NO_TOKEN_MESSAGE });
    expect(clearCredentials).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once for concurrent 401s, retries with the new token and cleans up after 5 s', async () => {
    vi.useFakeTimers();
    const { client, fetchMock, token } = setup();
    let reissues = 0;
    fetchMock.mockImplementation(async (url, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (String(url).endsWith('/auth/token/reissue')) {
        reissues += 1;
        return json(OK, 200, { authorization: `Bearer fresh-${reissues}` });
      }
      return auth === 'Bearer old-token'
        ? json({ code: 'AUT03', status: 401, msg: 'x' }, 401)
        : json(OK);
    });
    const call = () => client.call(privateGet);
    const results = await Promise.all([call(), call(), call()]);
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(reissues).toBe(1);
    expect(token()).toBe('fresh-1');
    const retried = fetchMock.mock.calls.filter(
      ([, init]) => (init?.headers as Record<string, string>).Authorization === 'Bearer fresh-1',
    );
    expect(retried).toHaveLength(3);

    // Within 5 s the finished refresh is still shared; after it a new one starts.
    expect(await client.refreshToken()).toBe('fresh-1');
    await vi.advanceTimersByTimeAsync(5000);
    expect(await client.refreshToken()).toBe('fresh-2');
  });

  it('clears credentials when the refresh does not return 200', async () => {
    const { client, fetchMock, clearCredentials } = setup();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/token/reissue')
        ? json({ code: 'TOK07', status: 401, msg: 'ended' }, 401)
        : json({ code: 'AUT03', status: 401, msg: 'x' }, 401),
    );
    await expect(
      client.call(
        defineEndpoint({
          method: 'POST',
          path: '/auth/logout',
          access: 'private',
          response: replySchema,
          errors: [],
        }),
      ),
    ).rejects.toMatchObject({ code: 'TOK07' });
    expect(clearCredentials).toHaveBeenCalled();
  });

  it('clears credentials when the retry with the new token fails again', async () => {
    const { client, fetchMock, clearCredentials } = setup();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/token/reissue')
        ? json(OK, 200, { authorization: 'Bearer fresh' })
        : json({ code: 'AUT03', status: 401, msg: 'x' }, 401),
    );
    await expect(
      client.call(
        defineEndpoint({
          method: 'GET',
          path: '/x',
          access: 'private',
          response: replySchema,
          errors: [],
        }),
      ),
    ).rejects.toMatchObject({ code: 'AUT03' });
    expect(clearCredentials).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not refresh for public calls', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json({ code: 'AUT01', status: 401, msg: 'x' }, 401));
    await expect(client.call(publicPost, undefined)).rejects.toMatchObject({ code: 'AUT01' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fills path parameters from the input and sends the rest as the body', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(OK));
    const exchange = defineEndpoint({
      method: 'POST',
      path: '/auth/token/:provider',
      access: 'public',
      params: z.object({ provider: z.enum(['google', 'line']) }),
      request: z.object({ code: z.string() }),
      response: replySchema,
      errors: [],
    });
    await client.call(exchange, { provider: 'line', code: 'c1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/auth/token/line');
    expect(init?.body).toBe('{"code":"c1"}');
    await expect(
      client.call(exchange, { provider: 'nope' as 'line', code: 'c1' }),
    ).rejects.toMatchObject({ code: 'REQUEST_INVALID' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs a call with a token it is given, without refreshing it', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json({ code: 'AUT03', status: 401, msg: 'x' }, 401));
    await expect(client.call(privateGet, undefined, { bearer: 'given' })).rejects.toMatchObject({
      code: 'AUT03',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer given');
  });
});

describe('endpointUrl', () => {
  const start = defineEndpoint({
    method: 'GET',
    path: '/auth/social/start',
    access: 'public',
    navigation: true,
    request: z.object({ provider: z.string(), state: z.string().min(3) }),
    response: z.never(),
    errors: [],
  });

  it('builds the address of a navigation with its checked query', () => {
    expect(endpointUrl('http://api.test', start, { provider: 'google', state: 'abc' })).toBe(
      'http://api.test/auth/social/start?provider=google&state=abc',
    );
    expect(() => endpointUrl('http://api.test', start, { provider: 'google', state: 'x' })).toThrow(
      ApiError,
    );
  });
});
