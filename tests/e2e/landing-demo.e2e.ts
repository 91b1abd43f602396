import type { Page } from 'puppeteer';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure, setPageLanguage, useBrowser } from './browser';
import './context';

const { webOrigin } = inject('e2e');

describe('landing page live demo (real correction engine behind /api/correction/demo)', () => {
  const web = useBrowser();
  let page: Page | undefined;

  async function openDemo(lang: string) {
    const context = await web.browser.createBrowserContext();
    page = await context.newPage();
    await setPageLanguage(page, lang);
    await page.setViewport({ width: 1280, height: 900 });
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    await page.$eval('#demo', (section) => section.scrollIntoView());
    return page;
  }

  it('underlines the sample sentence and applies a fix, in Korean', async () => {
    screenshotOnFailure(() => [['demo-ko', page]]);
    const p = await openDemo('ko-KR');
    const list = await p.waitForSelector('::-p-aria([role="list"][name="찾은 문제"])', {
      timeout: 15_000,
    });
    expect(await list!.evaluate((el) => el.textContent)).toContain('맞춤법');
    expect(await p.$$eval('#demo mark', (marks) => marks.map((m) => m.textContent))).toContain(
      '몇일',
    );
    await saveScreenshot(p, 'screens/landing-demo-ko');

    const fix = await p.waitForSelector('::-p-aria([role="button"][name="“며칠”로 고치기"])');
    await fix!.click();
    const box = await p.waitForSelector(
      '::-p-aria([role="textbox"][name="직접 해 보세요: 한국어를 입력하거나 붙여 넣으세요"])',
    );
    expect(await box!.evaluate((el) => (el as HTMLTextAreaElement).value)).toMatch(/^며칠 동안/);
    await p.waitForFunction(
      () => ![...document.querySelectorAll('#demo mark')].some((m) => m.textContent === '몇일'),
      { timeout: 10_000 },
    );
  });

  it('corrects the whole sample, spacing included, by applying one suggestion after another', async () => {
    screenshotOnFailure(() => [['demo-all', page]]);
    const p = await openDemo('ko-KR');
    const box = await p.waitForSelector(
      '::-p-aria([role="textbox"][name="직접 해 보세요: 한국어를 입력하거나 붙여 넣으세요"])',
    );
    const value = () => box!.evaluate((el) => (el as HTMLTextAreaElement).value);
    // Each click applies the first suggestion; the demo checks the new text again (results of
    // an older text are never shown, so the list always belongs to the text in the box).
    const settled = () =>
      p.waitForFunction(
        () =>
          !!document.querySelector('#demo ul[aria-label="찾은 문제"]') ||
          (document.querySelector('#demo')?.textContent ?? '').includes('고칠 곳이 없습니다'),
        { timeout: 15_000 },
      );
    for (let round = 0; round < 12; round++) {
      await settled();
      const apply = await p.$('#demo ul[aria-label="찾은 문제"] button');
      if (!apply) break;
      const before = await value();
      await apply.click();
      await p.waitForFunction(
        (el, old) => (el as HTMLTextAreaElement).value !== old,
        { timeout: 10_000 },
        box,
        before,
      );
    }
    expect(await value()).toBe(
      '며칠 동안 비가 와서 할 수 없이 집에 있었다. 금세 그칠 줄 알았는데 그치지 않네요. 내일은 밖에 나가도 돼요?',
    );
    await settled();
    expect(await p.$('#demo ul[aria-label="찾은 문제"]')).toBeNull();
    await saveScreenshot(p, 'screens/landing-demo-corrected-ko');
  });

  it.each([
    [
      'ko-KR',
      '직접 해 보세요: 한국어를 입력하거나 붙여 넣으세요',
      '찾은 문제',
      '한 단어를 띄어 썼습니다.',
      '“학교에서”로 고치기',
    ],
    [
      'en-US',
      'Try it: type or paste Korean',
      'Problems found',
      'One word is split by a space.',
      'Apply “학교에서”',
    ],
  ])(
    'says a word split by a space is one word and joins it (%s)',
    async (lang, boxName, listName, message, applyName) => {
      screenshotOnFailure(() => [[`demo-split-${lang}`, page]]);
      const p = await openDemo(lang);
      const box = await p.waitForSelector(`::-p-aria([role="textbox"][name="${boxName}"])`);
      await box!.click({ count: 3 });
      await p.keyboard.press('Backspace');
      await box!.type('오늘 학 교에서 선생님을 만났다.');
      const list = await p.waitForSelector(`::-p-aria([role="list"][name="${listName}"])`, {
        timeout: 15_000,
      });
      await p.waitForFunction(
        (el, text) => (el.textContent ?? '').includes(text),
        { timeout: 10_000 },
        list!,
        message,
      );
      await saveScreenshot(p, `screens/landing-demo-split-word-${lang.slice(0, 2)}`);
      const apply = await p.waitForSelector(`::-p-aria([role="button"][name="${applyName}"])`);
      await apply!.click();
      await p.waitForFunction(
        (el) => (el as HTMLTextAreaElement).value === '오늘 학교에서 선생님을 만났다.',
        { timeout: 10_000 },
        box,
      );
    },
  );

  it('checks what the visitor types, in English', async () => {
    screenshotOnFailure(() => [['demo-en', page]]);
    const p = await openDemo('en-US');
    const box = await p.waitForSelector(
      '::-p-aria([role="textbox"][name="Try it: type or paste Korean"])',
    );
    await box!.click({ count: 3 });
    await p.keyboard.press('Backspace');
    await box!.type('금새 끝날 줄 알았다.');
    const list = await p.waitForSelector('::-p-aria([role="list"][name="Problems found"])', {
      timeout: 15_000,
    });
    expect(await list!.evaluate((el) => el.textContent)).toContain('Spelling');
    expect(await p.$('::-p-aria([role="button"][name="Apply “금세”"])')).not.toBeNull();
    await saveScreenshot(p, 'screens/landing-demo-en');
  });
});
