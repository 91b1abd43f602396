import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/session/auth-store';
import { memberApi, type RecordedCall } from '@/testing/member-api';
import { TOKEN, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe('feedback', () => {
  it('requires a message for FEATURE_SUGGESTION and OTHER, sends, toasts and resets', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    const calls: RecordedCall[] = [];
    memberApi({}, calls);
    const user = userEvent.setup();
    await renderApp('/account/feedback', 'ko');
    const subject = await screen.findByRole('combobox', { name: /주제/ });
    expect(within(subject).getAllByRole('option')).toHaveLength(7);
    await user.selectOptions(subject, 'OTHER');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('메시지를 입력해주세요')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/feedback/feedback')).toBe(false);

    await user.selectOptions(subject, 'TAKES_LONG_TIME');
    await waitFor(() =>
      expect(screen.queryByText('메시지를 입력해주세요')).not.toBeInTheDocument(),
    );
    await user.selectOptions(subject, 'FEATURE_SUGGESTION');
    await user.type(screen.getByRole('textbox', { name: /메시지/ }), '  표 안의 글도 봐주세요 ');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('피드백을 보내주셔서 감사합니다.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/feedback/feedback')?.body).toEqual({
      subject: 'FEATURE_SUGGESTION',
      message: '표 안의 글도 봐주세요',
    });
    await waitFor(() => expect(subject).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /메시지/ })).toHaveValue('');
  });
});
