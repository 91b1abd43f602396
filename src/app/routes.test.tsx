import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { Language } from '@/lib/i18n/languages';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { webRoutes } from './routes';

async function renderAt(path: string, language: Language) {
  const i18n: I18n = await createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    language,
  });
  const router = createMemoryRouter(webRoutes, { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { i18n, router };
}

describe('web routes', () => {
  it('renders the landing page in Korean with the product name in the title', async () => {
    await renderAt('/', 'ko');
    expect(
      screen.getByRole('heading', { level: 1, name: '실시간으로 완벽한 한국어 문장을 만드세요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '무료로 시작하기' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('AI 한국어 문장 교정 | 다듬');
  });

  it('renders the landing page in English', async () => {
    await renderAt('/', 'en');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Create perfect Korean sentences in real time',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('AI-based Korean sentence correction')).toBeInTheDocument();
    expect(document.title).toBe('AI Korean sentence correction | Dadeum');
  });

  it('switches language from the header', async () => {
    const user = userEvent.setup();
    const { i18n } = await renderAt('/', 'en');
    const banner = screen.getByRole('banner');
    await user.selectOptions(within(banner).getByRole('combobox', { name: 'Language' }), 'ko');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '실시간으로 완벽한 한국어 문장을 만드세요',
      }),
    ).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('ko');
    expect(localStorage.getItem('i18nextLng')).toBe('ko');
  });

  it('shows the not-found page with a home link for any other path', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/definitely/not/here', 'en');
    expect(screen.getByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
