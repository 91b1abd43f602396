import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CorrectionIssue } from '@/contracts/correction';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { Language } from '@/lib/i18n/languages';
import { createQueryClient } from '@/lib/query-client';
import { DEMO_DEBOUNCE_MS, LiveDemo } from './live-demo';

const issue = (text: string, original: string, suggestion: string): CorrectionIssue => ({
  offset: text.indexOf(original),
  length: original.length,
  original,
  suggestions: [suggestion],
  category: 'SPELLING',
  ruleId: 'spelling.table',
  message: `'${original}' → '${suggestion}'`,
  reference: null,
});

/** A stand-in for the API host: answers the demo call from a table, records what was sent. */
function demoServer(answers: Record<string, CorrectionIssue[]>) {
  const sent: unknown[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { text: string };
    sent.push(body);
    return new Response(
      JSON.stringify({
        code: 'COR04',
        status: 200,
        msg: 'ok',
        response: { issues: answers[body.text] ?? [] },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

async function renderDemo(language: Language) {
  const i18n = await createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    language,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <LiveDemo />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('LiveDemo', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks the sample after the pause, underlines the problem and applies a fix', async () => {
    const i18n = await createI18n({
      source: { kind: 'bundled', resources: bundledResources },
      language: 'ko',
    });
    const sample = i18n.t('landing.liveDemo.sample');
    const fixed = sample.replace('몇일', '며칠');
    const { sent } = demoServer({ [sample]: [issue(sample, '몇일', '며칠')], [fixed]: [] });
    const user = userEvent.setup();
    await renderDemo('ko');

    const list = await screen.findByRole('list', { name: '찾은 문제' }, { timeout: 3000 });
    expect(within(list).getByText('맞춤법')).toBeInTheDocument();
    expect(sent).toEqual([{ text: sample, language: 'ko' }]);

    await user.click(within(list).getByRole('button', { name: '“며칠”로 고치기' }));
    expect(screen.getByRole('textbox', { name: /직접 해 보세요/ })).toHaveValue(fixed);
    expect(
      await screen.findByText('고칠 곳이 없습니다. 잘 쓰셨어요!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('waits for a pause in typing before asking the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = demoServer({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderDemo('en');
    const box = screen.getByRole('textbox', { name: 'Try it: type or paste Korean' });
    await user.clear(box);
    await user.type(box, '안녕하세요');
    const before = fetchMock.mock.calls.length;
    await act(async () => {
      vi.advanceTimersByTime(DEMO_DEBOUNCE_MS + 50);
    });
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 1));
    const last = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as { text: string };
    expect(last.text).toBe('안녕하세요');
  });

  it('refuses more than 300 characters without calling the server', async () => {
    const { fetchMock } = demoServer({});
    const user = userEvent.setup();
    await renderDemo('en');
    const box = screen.getByRole('textbox', { name: 'Try it: type or paste Korean' });
    await user.clear(box);
    await user.click(box);
    await user.paste('가'.repeat(301));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/checks up to 300 characters/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, DEMO_DEBOUNCE_MS + 100));
    const bodies = fetchMock.mock.calls.map(
      (call) => JSON.parse(String(call[1]?.body)) as { text: string },
    );
    expect(bodies.every((body) => body.text.length <= 300)).toBe(true);
  });
});
