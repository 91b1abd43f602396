import type { MemberProfile } from '@/contracts/account';
import { MEMBER, MEMBER_INFO, jsonResponse, mockApi } from './render-app';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

const OK = { code: 'OK', status: 200, msg: 'ok' };

const option = (content: string, ko: string, en: string) => ({
  content,
  explain_korean: ko,
  explain_english: en,
});

/** A survey form with one saved answer (the profile shows its history). */
export const SURVEY_FORM = {
  status: { code: 'SRV01', status: 200, msg: 'Survey form.', success: true },
  response: {
    purpose: [{ ...option('WORK', '업무', 'Work'), created: [2026, 1, 1, 0, 0, 0] }],
    reason: [],
    apps: [],
    options: {
      purpose: [option('ACADEMIC', '학업', 'Studies'), option('WORK', '업무', 'Work')],
      reason: [option('REDUCE_ERRORS', '오류 줄이기', 'Fewer errors')],
      apps: [option('GMAIL', 'Gmail', 'Gmail')],
    },
  },
};

/**
 * A member's API for screen tests: member info (with `member` merged in), the survey form,
 * `overrides` by "METHOD /path", OK for anything else; every call is recorded in `calls`.
 */
export function memberApi(
  member: Partial<MemberProfile>,
  calls: RecordedCall[] = [],
  overrides: Record<string, () => Response> = {},
) {
  return mockApi((method, path, init) => {
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const override = overrides[`${method} ${path}`];
    if (override) return override();
    if (path === '/member/member-info') {
      return jsonResponse({ ...MEMBER_INFO, response: { ...MEMBER, ...member } });
    }
    if (path === '/member/forms') return jsonResponse(SURVEY_FORM);
    return jsonResponse(OK);
  });
}
