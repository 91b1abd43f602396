import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { onTestFinished, vi } from 'vitest';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { Language } from '@/lib/i18n/languages';
import { createAppQueryClient } from '@/app/create-app-query-client';
import { AppProviders } from '@/app/providers';
import { webRoutes } from '@/app/web-routes';
import { useErrorDialogStore } from '@/lib/overlays/error-dialog-store';

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * Renders the web route table at `entry` with bundled translations (tests only). When the test
 * ends, its queries are dropped (a retry still in flight would otherwise fail during the next
 * test and open the shared error dialog there) and the error dialog is closed.
 */
export async function renderApp(entry: Entry, language: Language = 'ko') {
  const i18n: I18n = await createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    language,
  });
  const queryClient = createAppQueryClient(i18n);
  const router = createMemoryRouter(webRoutes, { initialEntries: [entry] });
  onTestFinished(() => {
    queryClient.clear();
    useErrorDialogStore.getState().close();
  });
  render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { i18n, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Replaces global fetch with a handler by "METHOD /path". */
export function mockApi(
  handler: (method: string, path: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    return handler(init?.method ?? 'GET', `${url.pathname}${url.search}`, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const MEMBER = {
  email: 'kim@example.com',
  name: '김다듬',
  role: 'USER',
  locale: 'ko',
  verified: 'Y' as const,
  provider: 'local' as const,
  profileUri: null,
  birthDate: '19900101',
  countryCode: 'KOR',
};

export const MEMBER_INFO = {
  status: { code: 'MEM03', status: 200, msg: 'Member info.', success: true },
  response: MEMBER,
};

/** A syntactically valid access token for the auth store. */
export const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl';
