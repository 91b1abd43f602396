import { describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { checkedTexts, useEditorBrowser } from './editor-pages';
import './context';

const { webOrigin, apiBaseUrl } = inject('e2e');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ChromeStorage = {
  chrome: { storage: { local: { set(items: Record<string, unknown>): Promise<void> } } };
};

describe('per-site switch (popup) for the editor', () => {
  const env = useEditorBrowser({ signedIn: true });

  const setDisabledSites = (sites: string[]) =>
    env.worker.evaluate(
      (list) =>
        (globalThis as unknown as ChromeStorage).chrome.storage.local.set({ disabledSites: list }),
      sites,
    );

  it('sends nothing on a site switched off, and checks again as soon as it is switched on', async () => {
    screenshotOnFailure(() => [['site-switch', env.page]]);
    const site = new URL(env.pages.url).hostname;
    await setDisabledSites([site]);
    await env.page.goto(env.pages.url, { waitUntil: 'load' });
    await sleep(500);
    await env.page.click('#note');
    await env.page.keyboard.type('몇일 동안 비가 왔다.');
    await sleep(1_500);
    expect(checkedTexts(env.calls)).toEqual([]);
    expect(await env.page.$('dadeum-overlay')).toBeNull();

    // Switched on from the popup (the same storage item): no reload needed.
    await setDisabledSites([]);
    await env.page.waitForSelector('dadeum-overlay');
    await env.page.click('#note');
    await env.page.keyboard.type(' ');
    await expect.poll(() => checkedTexts(env.calls).length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(checkedTexts(env.calls)[0]).toContain('몇일');
  });
});

describe('personal dictionary and switched-off rules (suggestion card)', () => {
  const env = useEditorBrowser({ signedIn: true });

  const highlighted = () =>
    env.page.evaluate(() =>
      [...(CSS.highlights.get('dadeum-spelling') ?? [])].map((range) => range.toString()),
    );

  async function typeWrongAndOpenCard() {
    await env.page.goto(env.pages.url, { waitUntil: 'load' });
    await env.page.waitForSelector('dadeum-overlay');
    await env.page.click('#compose');
    await env.page.keyboard.type('몇일 동안 비가 왔다.');
    await env.page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) > 0, {
      timeout: 5_000,
    });
    const point = await env.page.evaluate(() => {
      const [range] = [...CSS.highlights.get('dadeum-spelling')!] as Range[];
      const rect = range!.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
    await env.page.mouse.click(point.x, point.y);
  }

  const storage = () =>
    env.worker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>> } } };
        }
      ).chrome.storage.local.get(null),
    );

  it('never flags a word again once it is in the personal dictionary, across reloads', async () => {
    screenshotOnFailure(() => [['dictionary', env.page]]);
    await typeWrongAndOpenCard();
    const add = await env.page.waitForSelector(
      '::-p-aria([role="button"][name="Add “몇일” to my dictionary"])',
    );
    await add!.click();
    await env.page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) === 0);
    expect((await storage()).personalDictionary).toEqual(['몇일']);

    const before = checkedTexts(env.calls).length;
    await env.page.goto(env.pages.url, { waitUntil: 'load' });
    await env.page.waitForSelector('dadeum-overlay');
    await env.page.click('#compose');
    await env.page.keyboard.type('몇일 뒤에 봐요.');
    await expect
      .poll(() => checkedTexts(env.calls).length, { timeout: 5_000 })
      .toBeGreaterThan(before);
    await sleep(300);
    expect(await highlighted()).toEqual([]);
  });

  it('turns a rule off from the card', async () => {
    screenshotOnFailure(() => [['rule-off', env.page]]);
    await env.worker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { clear(): Promise<void> } } };
        }
      ).chrome.storage.local.clear(),
    );
    await handOverSession(env.browser, webOrigin, await createMemberThroughApi(apiBaseUrl));
    await typeWrongAndOpenCard();
    const checks = () => env.calls.filter((c) => c.path === '/api/correction/check');
    const sent = checks().length;
    expect(checks().every((c) => !(c.body as { disabledRules?: unknown }).disabledRules)).toBe(
      true,
    );
    const off = await env.page.waitForSelector(
      '::-p-aria([role="button"][name="Turn off this rule"])',
    );
    await off!.click();
    await env.page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) === 0);
    const rules = (await storage()).disabledRules as string[];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatch(/^spelling\./);
    // The field is checked again at once, and the request asks the engine to leave the rule out.
    await expect.poll(() => checks().length, { timeout: 5_000 }).toBeGreaterThan(sent);
    expect(checks()[sent]!.body).toMatchObject({
      text: '몇일 동안 비가 왔다.',
      disabledRules: rules,
    });
    await sleep(500);
    expect(await highlighted()).toEqual([]);

    // So does every later check, also after a reload: the rule's underline does not come back.
    const later = checks().length;
    await env.page.goto(env.pages.url, { waitUntil: 'load' });
    await env.page.waitForSelector('dadeum-overlay');
    await env.page.click('#compose');
    await env.page.keyboard.type('몇일 뒤에 봐요.');
    const texts = () => checks().map((c) => (c.body as { text: string }).text);
    await expect.poll(() => texts().slice(later), { timeout: 5_000 }).toContain('몇일 뒤에 봐요.');
    for (const call of checks().slice(sent)) {
      expect((call.body as { disabledRules?: string[] }).disabledRules).toEqual(rules);
    }
    await sleep(300);
    expect(await highlighted()).toEqual([]);
  });
});

describe('signed-out hint', () => {
  const env = useEditorBrowser({ signedIn: false });

  async function typeKorean() {
    await env.page.goto(env.pages.url, { waitUntil: 'load' });
    await env.page.waitForSelector('dadeum-overlay');
    await env.page.click('#note');
    await env.page.keyboard.type('몇일 동안 비가 왔다.');
  }

  it('shows one small, dismissible hint to sign in per site, and sends nothing', async () => {
    screenshotOnFailure(() => [['signed-out-hint', env.page]]);
    await typeKorean();
    const link = await env.page.waitForSelector('::-p-aria([role="link"][name="Sign in"])', {
      timeout: 5_000,
    });
    expect(await link!.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${webOrigin}/login`);
    await saveScreenshot(env.page, 'screens/editor-signed-out-hint-en');
    const close = await env.page.waitForSelector('::-p-aria([role="button"][name="Close"])');
    await close!.click();
    await env.page.waitForSelector('::-p-aria([role="link"][name="Sign in"])', { hidden: true });

    // Once per site: not again after a reload.
    await typeKorean();
    await sleep(1_500);
    expect(await env.page.$('::-p-aria([role="link"][name="Sign in"])')).toBeNull();
    expect(checkedTexts(env.calls)).toEqual([]);
  });
});
