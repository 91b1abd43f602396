import { createMemberThroughApi, type ApiMember } from './api-member';

/**
 * A member whose language is Korean: the same sign-up through the real API, sent with
 * `Accept-Language: ko-KR` (the server keeps the sign-up's language as the member's locale, and
 * the correction API answers in it).
 */
export async function createKoreanMember(apiBaseUrl: string): Promise<ApiMember> {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Accept-Language', 'ko-KR,ko;q=0.9');
    return original(input, { ...init, headers });
  };
  try {
    return await createMemberThroughApi(apiBaseUrl, '이다듬');
  } finally {
    globalThis.fetch = original;
  }
}
