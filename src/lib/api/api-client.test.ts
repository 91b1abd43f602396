import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError, INVALID_RESPONSE_MESSAGE, NO_TOKEN_MESSAGE } from './api-error';

const replySchema = z.object({ code: z.string(), status: z.number(), msg: z.string() });
const OK = { code: 'MEM03', status: 200, msg: 'ok' };

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
    const result = await client.request({
      method: 'POST',
      path: '/auth/login/sign-in',
      kind: 'public',
      payload: { email: 'a@b.co' },
      responseSchema: replySchema,
    });
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
    await client.request({
      method: 'GET',
      path: '/verify/verify-email',
      kind: 'private',
      payload: { token: 'abc', flag: 'local' },
      responseSchema: replySchema,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/verify/verify-email?token=abc&flag=local');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
  });

  it('sends nothing when the outgoing payload fails its schema', async () => {
    const { client, fetchMock } = setup();
    const call = client.request({
      method: 'POST',
      path: '/auth/login/sign-in',
      kind: 'public',
      payload: { email: 'not-an-address' },
      requestSchema: z.object({ email: z.email() }),
      responseSchema: replySchema,
    });
    await expect(call).rejects.toMatchObject({ code: 'REQUEST_INVALID' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a response that does not match its schema into code ERROR with the Korean message', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json({ unexpected: true }, 200));
    const error = await client
      .request({ method: 'GET', path: '/x', kind: 'public', responseSchema: replySchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERROR', status: 200, message: INVALID_RESPONSE_MESSAGE });
    expect(INVALID_RESPONSE_MESSAGE).toBe('서버 응답 형식이 올바르지 않습니다.');
  });

  it('passes on the server code and status of an error reply', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json({ code: 'AUT01', status: 401, msg: 'Wrong' }, 401));
    await expect(
      client.request({ method: 'POST', path: '/x', kind: 'public', responseSchema: replySchema }),
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
    const call = client
      .request({ method: 'GET', path: '/slow', kind: 'public', responseSchema: replySchema })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ code: 'TIMEOUT', status: 408 });
  });

  it('reports a network failure as status 0', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      client.request({ method: 'GET', path: '/x', kind: 'public', responseSchema: replySchema }),
    ).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it("raises 'token is not exist' and clears credentials for a private call without a token", async () => {
    const { client, fetchMock, clearCredentials, setTokenValue } = setup();
    setTokenValue(null);
    await expect(
      client.request({
        method: 'GET',
        path: '/member/member-info',
        kind: 'private',
        responseSchema: replySchema,
      }),
    ).rejects.toMatchObject({ message: NO_TOKEN_MESSAGE });
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
    const call = () =>
      client.request({
        method: 'GET',
        path: '/member/member-info',
        kind: 'private',
        responseSchema: replySchema,
      });
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
      client.request({
        method: 'POST',
        path: '/auth/logout',
        kind: 'private',
        responseSchema: replySchema,
      }),
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
      client.request({ method: 'GET', path: '/x', kind: 'private', responseSchema: replySchema }),
    ).rejects.toMatchObject({ code: 'AUT03' });
    expect(clearCredentials).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not refresh for public calls', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json({ code: 'AUT01', status: 401, msg: 'x' }, 401));
    await expect(
      client.request({
        method: 'POST',
        path: '/auth/login/sign-in',
        kind: 'public',
        responseSchema: replySchema,
      }),
    ).rejects.toMatchObject({ code: 'AUT01' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
