import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledResources } from './bundled-resources';
import { createI18n, httpBackend, setLanguage } from './create-i18n';
import { LANGUAGE_STORAGE_KEY } from './languages';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

const source = { kind: 'bundled', resources: bundledResources } as const;

describe('createI18n', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('bundles every locales/{lng}.{ns}.json file for both languages', () => {
    expect(Object.keys(bundledResources).sort()).toEqual(['en', 'ko']);
    expect(bundledResources.ko?.common).toMatchObject({ app: { name: '다듬' } });
  });

  it('uses the browser language when nothing was chosen', async () => {
    browserLanguages(['ko-KR', 'en-US']);
    const i18n = await createI18n({ source });
    expect(i18n.resolvedLanguage).toBe('ko');
    expect(i18n.t('landing.hero.start')).toBe('무료로 시작하기');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('falls back to English for an unsupported browser language', async () => {
    browserLanguages(['ja-JP', 'fr']);
    const i18n = await createI18n({ source });
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('landing.hero.start')).toBe('Start for free');
  });

  it('discards a browser language that looks like markup and uses the next one', async () => {
    browserLanguages(['<img src=x onerror=alert(1)>', 'ko']);
    const i18n = await createI18n({ source });
    expect(i18n.resolvedLanguage).toBe('ko');
  });

  it('prefers the language chosen with the switch, saved in local storage', async () => {
    browserLanguages(['ko-KR']);
    const first = await createI18n({ source });
    await setLanguage(first, 'en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    const afterReload = await createI18n({ source });
    expect(afterReload.resolvedLanguage).toBe('en');
  });

  it('ignores a stored value that is not a supported language', async () => {
    browserLanguages(['ko']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '"><script>x</script>');
    const i18n = await createI18n({ source });
    expect(i18n.resolvedLanguage).toBe('ko');
  });

  it('has the same keys in Korean and English', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    for (const ns of Object.keys(bundledResources.en ?? {})) {
      expect(keys(bundledResources.ko?.[ns]).sort()).toEqual(
        keys(bundledResources.en?.[ns]).sort(),
      );
    }
  });

  it('loads /locales/{lng}.{ns}.json over HTTP for the detected language', async () => {
    browserLanguages(['ko-KR']);
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      return Response.json({ landing: { hero: { start: '무료로 시작하기 (HTTP)' } } });
    });
    try {
      const i18n = await createI18n({ source: { kind: 'http' } });
      expect(i18n.resolvedLanguage).toBe('ko');
      expect(i18n.t('landing.hero.start')).toBe('무료로 시작하기 (HTTP)');
      expect(requested).toContain('/locales/ko.common.json');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('httpBackend', () => {
  const read = (response: (init?: RequestInit) => Promise<Response>) =>
    new Promise<[unknown, unknown]>((resolve) => {
      const backend = httpBackend('/locales/{{lng}}.{{ns}}.json', (_url, init) => response(init));
      backend.read('en', 'common', (error, data) => resolve([error, data]));
    });

  it('hands over the parsed file', async () => {
    const [error, data] = await read(async () => Response.json({ a: 'b' }));
    expect(error).toBeNull();
    expect(data).toEqual({ a: 'b' });
  });

  it('asks i18next to retry a network failure or a 5xx, not a 4xx or broken JSON', async () => {
    expect((await read(() => Promise.reject(new TypeError('offline'))))[1]).toBe(true);
    expect((await read(async () => new Response('busy', { status: 503 })))[1]).toBe(true);
    const [missing, retryMissing] = await read(async () => new Response('', { status: 404 }));
    expect(String(missing)).toContain('HTTP 404');
    expect(retryMissing).toBe(false);
    expect((await read(async () => new Response('{not json')))[1]).toBe(false);
  });

  it('gives up on a file that takes more than 5000 ms, and asks for a retry', async () => {
    vi.useFakeTimers();
    try {
      const result = read(
        (init) =>
          new Promise<Response>((_resolve, reject) => {
            // What fetch does with its signal: a file that never comes ends when it aborts.
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      await vi.advanceTimersByTimeAsync(4999);
      let settled = false;
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const [error, retry] = await result;
      expect(error).toBeInstanceOf(Error);
      expect(retry).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
