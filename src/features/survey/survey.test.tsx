import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/session/auth-store';
import { MEMBER_INFO, TOKEN, jsonResponse, mockApi, renderApp } from '@/testing/render-app';

const option = (content: string, ko: string, en: string) => ({
  content,
  explain_korean: ko,
  explain_english: en,
});

const SURVEY_FORM = {
  status: { code: 'SRV01', status: 200, msg: 'Survey form.', success: true },
  response: {
    purpose: [],
    reason: [],
    apps: [],
    options: {
      purpose: [
        option('ACADEMIC', '학업', 'Studies'),
        option('WORK', '업무', 'Work'),
        option('PURPOSE_ETC', '기타', 'Other'),
      ],
      reason: [
        option('EFFECTIVE_COMM', '효과적인 소통', 'Effective communication'),
        option('ACCURATE_EXPRESSION', '정확한 표현', 'Accurate expression'),
        option('REDUCE_ERRORS', '오류 줄이기', 'Fewer errors'),
        option('REASON_ETC', '기타', 'Other'),
      ],
      apps: [option('GMAIL', 'Gmail', 'Gmail'), option('SLACK', '슬랙', 'Slack')],
    },
  },
};

function surveyApi(posts: unknown[], locale: 'ko' | 'en' = 'ko') {
  return mockApi((method, path, init) => {
    if (path === '/member/member-info')
      return jsonResponse({ ...MEMBER_INFO, response: { ...MEMBER_INFO.response, locale } });
    if (path === '/member/forms' && method === 'GET') return jsonResponse(SURVEY_FORM);
    if (path === '/member/forms' && method === 'POST') {
      posts.push(JSON.parse(String(init?.body)));
      return jsonResponse({ code: 'SRV02', status: 200, msg: 'Saved.' });
    }
    return jsonResponse({ code: 'ERR', status: 404, msg: 'no' }, 404);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe('survey funnel', () => {
  it('walks purpose, reason, apps with the step in the URL, back and forward, then submits', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    const posts: unknown[] = [];
    surveyApi(posts);
    const user = userEvent.setup();
    const { router, queryClient } = await renderApp('/survey', 'ko');

    expect(
      await screen.findByRole('heading', { name: '다듬을 어떤 목적으로 사용하시나요?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1/3');
    const next = screen.getByRole('button', { name: '다음' });
    expect(next).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '업무' }));
    await user.click(screen.getByRole('button', { name: '학업' }));
    expect(screen.getByRole('button', { name: '업무' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '다음' }));

    await waitFor(() => expect(router.state.location.search).toBe('?step=reason'));
    expect(router.state.location.state).toEqual({ survey: { purpose: ['WORK', 'ACADEMIC'] } });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2/3');
    await user.click(screen.getByRole('button', { name: '정확한 표현' }));

    // Back: the first step with its answers; forward: the second step again.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: '업무' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await router.navigate(1);
    await waitFor(() => expect(router.state.location.search).toBe('?step=reason'));
    expect(await screen.findByRole('button', { name: '정확한 표현' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '다음' }));

    await waitFor(() => expect(router.state.location.search).toBe('?step=apps'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3/3');
    await user.click(screen.getByRole('button', { name: '슬랙' }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: '제출하기' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      purpose: [{ content: 'WORK' }, { content: 'ACADEMIC' }],
      reason: [{ content: 'ACCURATE_EXPRESSION' }],
      apps: [{ content: 'SLACK' }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['survey'] });
    expect(await screen.findByText('설문 응답이 저장되었습니다.')).toBeInTheDocument();
  });

  it('starts again at the first step when a step comes without its context', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    surveyApi([], 'en');
    const { router } = await renderApp(
      { pathname: '/survey', search: '?step=apps', state: { survey: { purpose: ['NOPE'] } } },
      'en',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { name: 'What will you use Dadeum for?' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Studies' })).toBeInTheDocument();
  });
});
