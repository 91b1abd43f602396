import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { createKoreanMember } from './editor-member';
import { saveScreenshot, screenshotOnFailure, useExtensionBrowser } from './browser';
import { checkedTexts, recordWorkerCalls, underlineBoxes, type ApiCall } from './editor-pages';
import './context';
import { startPageServer } from '../../scripts/editor-pages/page-server';

const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');

const WRONG = '몇일 동안 비가 왔다.';
const FIXED = '며칠 동안 비가 왔다.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The card speaks the member's language (that of the API's messages). */
const CARD = {
  ko: {
    dialog: '다듬 교정 제안',
    apply: '“며칠”로 고치기',
    ignore: '이번만 무시',
    limit: '이번 달 교정 한도에 도달했습니다',
    plans: '요금제 보기',
  },
  en: {
    dialog: 'Dadeum suggestion',
    apply: 'Apply “며칠”',
    ignore: 'Ignore once',
    limit: "You have reached this month's correction limit",
    plans: 'See plans',
  },
};

describe('editor content script on textareas, inputs and contenteditable', () => {
  const web = useExtensionBrowser(extensionDir, { lang: 'ko-KR' });
  let page: Page;
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let calls: ApiCall[];
  let card = CARD.ko;
  const dialog = () => `::-p-aria([role="dialog"][name="${card.dialog}"])`;

  beforeAll(async () => {
    pages = await startPageServer();
    ({ calls } = await recordWorkerCalls(web.browser, apiBaseUrl));
    page = await web.browser.newPage();
    await page.setViewport({ width: 800, height: 600 });
  });
  afterAll(async () => {
    await pages?.close();
  });

  async function openTestPage() {
    await page.goto(pages.url, { waitUntil: 'load' });
    // The content script runs at document_idle: wait for its overlay host.
    await page.waitForSelector('dadeum-overlay');
  }

  async function typeInto(selector: string, text: string) {
    await page.click(selector);
    await page.keyboard.type(text);
  }

  it('sends nothing while signed out', async () => {
    screenshotOnFailure(() => [['signed-out', page]]);
    await openTestPage();
    await typeInto('#note', WRONG);
    await sleep(1200);
    expect(checkedTexts(calls)).toEqual([]);
  });

  it('underlines an error in a Gmail-like compose body, applies the fix with the caret after it, and Ctrl+Z restores', async () => {
    screenshotOnFailure(() => [['compose', page]]);
    const member = await createMemberThroughApi(apiBaseUrl, '김다듬');
    await handOverSession(web.browser, webOrigin, member);
    card = member.user.locale === 'ko' ? CARD.ko : CARD.en; // else the browser's (en-US here)

    await openTestPage();
    await typeInto('#compose', WRONG);
    await page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) > 0, {
      timeout: 5000,
    });
    expect(checkedTexts(calls)).toEqual([WRONG]);

    // The highlight covers exactly '몇일' in the page's own text node (the text is unchanged).
    const placed = await page.evaluate(() => {
      const [range] = [...CSS.highlights.get('dadeum-spelling')!] as Range[];
      const rect = range!.getBoundingClientRect();
      return {
        text: range!.toString(),
        html: document.getElementById('compose')!.innerHTML,
        x: rect.x + rect.width / 2,
        y: rect.y + rect.height / 2,
      };
    });
    expect(placed.text).toBe('몇일');
    expect(placed.html).toBe(WRONG);
    await saveScreenshot(page, 'screens/editor-compose-underline');

    await page.mouse.click(placed.x, placed.y);
    expect(await page.waitForSelector(dialog())).not.toBeNull();
    await page.waitForSelector(`::-p-aria([role="button"][name="${card.apply}"])`);
    await saveScreenshot(page, 'screens/editor-compose-card');
    await page.click(`::-p-aria([role="button"][name="${card.apply}"])`);

    const after = await page.evaluate(() => {
      const selection = window.getSelection()!;
      const el = document.getElementById('compose')!;
      const range = document.createRange();
      range.setStart(el, 0);
      range.setEnd(selection.focusNode!, selection.focusOffset);
      return {
        text: el.textContent,
        caret: range.toString().length,
        collapsed: selection.isCollapsed,
        focused: document.activeElement === el,
      };
    });
    expect(after).toEqual({ text: FIXED, caret: 2, collapsed: true, focused: true });
    await expect
      .poll(() => calls.filter((c) => c.path === '/api/correction/applied').map((c) => c.body))
      .toEqual([{ ruleId: expect.any(String), category: 'SPELLING' }]);

    await page.keyboard.down('Control');
    await page.keyboard.press('KeyZ');
    await page.keyboard.up('Control');
    expect(await page.$eval('#compose', (el) => el.textContent)).toBe(WRONG);
  });

  it('underlines an error in a textarea with boxes over the right characters, Alt+Enter and Enter apply, Ctrl+Z restores', async () => {
    screenshotOnFailure(() => [['textarea', page]]);
    await openTestPage();
    await typeInto('#note', `오늘은 ${WRONG}`);
    await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(1);
    const [box] = await underlineBoxes(page);
    // Where '몇일' really is: measured with the textarea's own font.
    const expected = await page.$eval('#note', (el) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const rect = el.getBoundingClientRect();
      const left =
        rect.left +
        el.clientLeft +
        parseFloat(style.paddingLeft) +
        context.measureText('오늘은 ').width;
      return {
        left,
        width: context.measureText('몇일').width,
        top: rect.top + el.clientTop + parseFloat(style.paddingTop),
        lineHeight: parseFloat(style.lineHeight),
      };
    });
    expect(box!.category).toBe('SPELLING');
    expect(Math.abs(box!.x - expected.left)).toBeLessThan(2);
    expect(Math.abs(box!.width - expected.width)).toBeLessThan(2);
    expect(box!.y).toBeGreaterThan(expected.top);
    expect(box!.y).toBeLessThan(expected.top + expected.lineHeight + 2);
    await saveScreenshot(page, 'screens/editor-textarea-underline');

    // Caret inside the word, Alt+Enter opens the card with focus on the first suggestion.
    await page.$eval('#note', (el) => (el as HTMLTextAreaElement).setSelectionRange(5, 5));
    await page.keyboard.down('Alt');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Alt');
    await page.waitForSelector(dialog());
    await page.keyboard.press('Enter');
    const after = await page.$eval('#note', (el) => {
      const t = el as HTMLTextAreaElement;
      return {
        value: t.value,
        start: t.selectionStart,
        end: t.selectionEnd,
        focused: document.activeElement === t,
      };
    });
    expect(after).toEqual({ value: `오늘은 ${FIXED}`, start: 6, end: 6, focused: true });

    await page.keyboard.down('Control');
    await page.keyboard.press('KeyZ');
    await page.keyboard.up('Control');
    expect(await page.$eval('#note', (el) => (el as HTMLTextAreaElement).value)).toBe(
      `오늘은 ${WRONG}`,
    );
  });

  it('Escape closes the card and returns focus to the field', async () => {
    screenshotOnFailure(() => [['escape', page]]);
    await openTestPage();
    await typeInto('#subject', WRONG);
    await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(1);
    await page.$eval('#subject', (el) => (el as HTMLInputElement).setSelectionRange(1, 1));
    await page.keyboard.down('Alt');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Alt');
    await page.waitForSelector(dialog());
    await saveScreenshot(page, 'screens/editor-input-card');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.$(dialog())).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('subject');
    expect(await page.$eval('#subject', (el) => (el as HTMLInputElement).value)).toBe(WRONG);
  });

  it('never sends a password field or a spellcheck="false" field', async () => {
    screenshotOnFailure(() => [['password', page]]);
    await openTestPage();
    const before = calls.length;
    await typeInto('#password', '몇일비밀번호');
    await typeInto('#code', '몇일 코드');
    // A "show password" button turns the field into a text field: still never read.
    await page.$eval('#password', (el) => ((el as HTMLInputElement).type = 'text'));
    await typeInto('#password', ' 더 몇일');
    await sleep(1200);
    expect(checkedTexts(calls.slice(before))).toEqual([]);
    expect(JSON.stringify(calls)).not.toContain('비밀번호');
  });

  it('does not check while an IME composition is active, then checks after it ends', async () => {
    screenshotOnFailure(() => [['composition', page]]);
    await openTestPage();
    const cdp = await page.createCDPSession();
    await page.click('#note');
    await page.keyboard.type('어제 ');
    await cdp.send('Input.imeSetComposition', { text: '몇', selectionStart: 1, selectionEnd: 1 });
    const before = checkedTexts(calls).length;
    await sleep(1200);
    expect(checkedTexts(calls).slice(before)).toEqual([]);
    await cdp.send('Input.imeSetComposition', { text: '몇일', selectionStart: 2, selectionEnd: 2 });
    await sleep(600);
    expect(checkedTexts(calls).slice(before)).toEqual([]);
    await cdp.send('Input.insertText', { text: '몇일' }); // commits: compositionend
    await expect
      .poll(() => checkedTexts(calls).slice(before), { timeout: 3000 })
      .toEqual(['어제 몇일']);
    await cdp.detach();
  });

  it('ignore once hides that underline, also after edits elsewhere; a click on the underline opens the card', async () => {
    screenshotOnFailure(() => [['ignore', page]]);
    await openTestPage();
    await typeInto('#note', WRONG);
    await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(1);
    const [box] = await underlineBoxes(page);
    await page.mouse.click(box!.x + box!.width / 2, box!.y - 8);
    await page.waitForSelector(dialog());
    await page.click(`::-p-aria([role="button"][name="${card.ignore}"])`);
    await expect.poll(() => underlineBoxes(page)).toHaveLength(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('note');
    const before = checkedTexts(calls).length;
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('어제도 몇일');
    // Only the new paragraph is sent; the ignored issue stays hidden, the new one shows.
    await expect
      .poll(() => checkedTexts(calls).slice(before), { timeout: 5000 })
      .toEqual(['어제도 몇일']);
    await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(1);
    expect(await page.$eval('#note', (el) => (el as HTMLTextAreaElement).value)).toBe(
      `${WRONG}\n어제도 몇일`,
    );
  });

  it('moves textarea underlines with page scroll and textarea scroll', async () => {
    screenshotOnFailure(() => [['scroll', page]]);
    await page.setViewport({ width: 800, height: 300 });
    try {
      await openTestPage();
      await typeInto('#note', WRONG);
      await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(1);
      const [first] = await underlineBoxes(page);
      await page.evaluate(() => window.scrollBy(0, 60));
      await expect
        .poll(async () => Math.round((await underlineBoxes(page))[0]?.y ?? 0))
        .toBe(Math.round(first!.y - 60));
      // Lines pushed above the textarea's visible area take their underline with them.
      await page.keyboard.press('End');
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('Enter');
      await page.keyboard.type('끝');
      await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(0);
      await page.$eval('#note', (el) => (el.scrollTop = 0));
      await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(1);
    } finally {
      await page.setViewport({ width: 800, height: 600 });
    }
  });

  it("speaks Korean on the card for a Korean member (the API's messages are Korean too)", async () => {
    screenshotOnFailure(() => [['korean', page]]);
    const member = await createKoreanMember(apiBaseUrl);
    expect(member.user.locale).toBe('ko');
    await handOverSession(web.browser, webOrigin, member);
    card = CARD.ko;

    await openTestPage();
    await typeInto('#compose', `안녕하세요.${WRONG}`);
    await page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) > 0, {
      timeout: 5000,
    });
    const at = await page.evaluate(() => {
      const [range] = [...CSS.highlights.get('dadeum-spelling')!] as Range[];
      const rect = range!.getBoundingClientRect();
      return { text: range!.toString(), x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
    expect(at.text).toBe('몇일');
    await saveScreenshot(page, 'screens/editor-compose-underline-ko');
    await page.mouse.click(at.x, at.y);
    await page.waitForSelector(dialog());
    await page.waitForSelector(`::-p-aria([role="button"][name="${CARD.ko.apply}"])`);
    const tree = JSON.stringify(await page.accessibility.snapshot({ interestingOnly: false }));
    expect(tree).toContain('맞춤법');
    await saveScreenshot(page, 'screens/editor-compose-card-ko');
    await page.keyboard.press('Escape');
  });

  it('applies a fix over formatted text (across text nodes) and Ctrl+Z restores the markup', async () => {
    screenshotOnFailure(() => [['rich', page]]);
    await openTestPage();
    const original = '<p>어제는 몇<b>일</b> 동안 <i>비가</i> 왔다.</p>';
    await page.$eval('#rich', (el, html) => (el.innerHTML = html), original);
    // Caret inside the word, on the page's own text node; focus starts a check.
    await page.$eval('#rich', (el) => {
      (el as HTMLElement).focus();
      window.getSelection()!.collapse(el.querySelector('p')!.firstChild, 5);
    });
    await page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) > 0, {
      timeout: 5000,
    });
    expect(
      await page.evaluate(() => [...CSS.highlights.get('dadeum-spelling')!].map(String)),
    ).toEqual(['몇일']);
    await page.keyboard.down('Alt');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Alt');
    await page.waitForSelector(dialog());
    await page.keyboard.press('Enter');
    const after = await page.$eval('#rich', (el) => {
      const selection = window.getSelection()!;
      const range = document.createRange();
      range.setStart(el, 0);
      range.setEnd(selection.focusNode!, selection.focusOffset);
      // Chrome may keep a space next to a removed inline element as a no-break space.
      return { text: el.textContent!.replace(/\u00a0/g, ' '), caret: range.toString().length };
    });
    expect(after).toEqual({ text: '어제는 며칠 동안 비가 왔다.', caret: '어제는 며칠'.length });
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyZ');
    await page.keyboard.up('Control');
    expect(await page.$eval('#rich', (el) => el.innerHTML)).toBe(original);
  });

  it('checks an editor inside an about:srcdoc iframe (TinyMCE-like): underline, card, apply, Ctrl+Z', async () => {
    screenshotOnFailure(() => [['frame', page]]);
    const before = checkedTexts(calls).length;
    await page.goto(`${pages.url}frames`, { waitUntil: 'load' });
    const frameElement = await page.waitForSelector('#frame');
    const frame = (await frameElement!.contentFrame())!;
    // The content script runs in the frame too (its own overlay host there).
    await frame.waitForSelector('dadeum-overlay');
    await frame.click('body');
    await page.keyboard.type(WRONG);
    await frame.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) > 0, {
      timeout: 5000,
    });
    expect(checkedTexts(calls).slice(before)).toEqual([WRONG]);
    const placed = await frame.evaluate(() => {
      const [range] = [...CSS.highlights.get('dadeum-spelling')!] as Range[];
      const rect = range!.getBoundingClientRect();
      return { text: range!.toString(), x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
    expect(placed.text).toBe('몇일');
    const box = (await frameElement!.boundingBox())!;
    // The frame's border (1 px) lies between its box and its document.
    await page.mouse.click(box.x + 1 + placed.x, box.y + 1 + placed.y);
    await frame.waitForSelector(dialog());
    await saveScreenshot(page, 'screens/editor-frame-card');
    await frame.click(`::-p-aria([role="button"][name="${card.apply}"])`);
    await frame.waitForFunction((fixed) => document.body.textContent === fixed, {}, FIXED);
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyZ');
    await page.keyboard.up('Control');
    expect(await frame.evaluate(() => document.body.textContent)).toBe(WRONG);
  });

  it('checks a textarea inside an open shadow root: underline, card, apply, Ctrl+Z', async () => {
    screenshotOnFailure(() => [['shadow-textarea', page]]);
    const before = checkedTexts(calls).length;
    await page.goto(`${pages.url}shadow`, { waitUntil: 'load' });
    await page.waitForSelector('dadeum-overlay');
    await page.click('comment-box >>> #comment');
    await page.keyboard.type(`오늘은 ${WRONG}`);
    await expect
      .poll(() => checkedTexts(calls).slice(before), { timeout: 5000 })
      .toEqual([`오늘은 ${WRONG}`]);
    await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(1);
    await page.$eval('comment-box >>> #comment', (el) =>
      (el as HTMLTextAreaElement).setSelectionRange(5, 5),
    );
    await page.keyboard.down('Alt');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Alt');
    await page.waitForSelector(dialog());
    await saveScreenshot(page, 'screens/editor-shadow-card');
    await page.keyboard.press('Enter');
    expect(
      await page.$eval('comment-box >>> #comment', (el) => (el as HTMLTextAreaElement).value),
    ).toBe(`오늘은 ${FIXED}`);
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyZ');
    await page.keyboard.up('Control');
    expect(
      await page.$eval('comment-box >>> #comment', (el) => (el as HTMLTextAreaElement).value),
    ).toBe(`오늘은 ${WRONG}`);
  });

  it('checks a contenteditable inside an open shadow root: underline, card, apply, Ctrl+Z', async () => {
    screenshotOnFailure(() => [['shadow-rich', page]]);
    const before = checkedTexts(calls).length;
    await page.goto(`${pages.url}shadow`, { waitUntil: 'load' });
    await page.waitForSelector('dadeum-overlay');
    await page.click('comment-box >>> #rich');
    await page.keyboard.type(WRONG);
    await expect.poll(() => checkedTexts(calls).slice(before), { timeout: 5000 }).toEqual([WRONG]);
    await expect.poll(() => underlineBoxes(page), { timeout: 5000 }).toHaveLength(1);
    const [box] = await underlineBoxes(page);
    // The box lies under '몇일' inside the shadow tree (the page's ::highlight styles never
    // reach it, so the underline is a box in our overlay).
    const word = await page.$eval('comment-box >>> #rich', (el) => {
      const range = document.createRange();
      range.setStart(el.firstChild!, 0);
      range.setEnd(el.firstChild!, 2);
      const rect = range.getBoundingClientRect();
      return { left: rect.left, width: rect.width, bottom: rect.bottom };
    });
    expect(Math.abs(box!.x - word.left)).toBeLessThan(2);
    expect(Math.abs(box!.width - word.width)).toBeLessThan(2);
    expect(Math.abs(box!.y + box!.height - word.bottom)).toBeLessThan(4);
    await page.mouse.click(box!.x + box!.width / 2, box!.y - 4);
    await page.waitForSelector(dialog());
    await saveScreenshot(page, 'screens/editor-shadow-rich-card');
    await page.click(`::-p-aria([role="button"][name="${card.apply}"])`);
    const after = await page.$eval('comment-box >>> #rich', (el) => {
      const selection = (
        el.getRootNode() as ShadowRoot & { getSelection(): Selection }
      ).getSelection();
      const range = document.createRange();
      range.setStart(el, 0);
      range.setEnd(selection.focusNode!, selection.focusOffset);
      return { text: el.textContent, caret: range.toString().length };
    });
    expect(after).toEqual({ text: FIXED, caret: 2 });
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyZ');
    await page.keyboard.up('Control');
    expect(await page.$eval('comment-box >>> #rich', (el) => el.textContent)).toBe(WRONG);
  });
  it("the month's corrections used up: the server refuses the check and the page says so with the plans link", async () => {
    screenshotOnFailure(() => [['limit', page]]);
    // A member of its own, handed to the extension (the others keep their month).
    const member = await createMemberThroughApi(apiBaseUrl, '한도다듬');
    await handOverSession(web.browser, webOrigin, member);
    // Use up the free plan's 100 corrections through the real API (the extension is not
    // involved): each check without receipts counts its correction again.
    let status = 200;
    for (let i = 0; i < 150 && status === 200; i += 1) {
      const response = await fetch(`${apiBaseUrl}/api/correction/check`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ text: '몇일' }),
      });
      status = response.status;
    }
    expect(status).toBe(429);
    await openTestPage();
    const before = checkedTexts(calls).length;
    await typeInto('#subject', `오늘 ${WRONG}`);
    await expect
      .poll(() => checkedTexts(calls).slice(before), { timeout: 5000 })
      .toEqual([`오늘 ${WRONG}`]);
    // The note speaks the extension's language (the last member's, Korean here, or English).
    const link = await Promise.any(
      [CARD.ko, CARD.en].map((strings) =>
        page
          .waitForSelector(`::-p-aria([role="link"][name="${strings.plans}"])`)
          .then((found) => ({ found, strings })),
      ),
    );
    expect(await link.found!.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${webOrigin}/`);
    // The note lives in a closed shadow root: read its text from the accessibility tree.
    const tree = JSON.stringify(await page.accessibility.snapshot({ interestingOnly: false }));
    expect(tree).toContain(link.strings.limit);
    expect(await underlineBoxes(page)).toHaveLength(0);
    const other = link.strings === CARD.ko ? CARD.en : CARD.ko;
    const shoot = async (lang: string) => {
      await saveScreenshot(page, `screens/editor-limit-note-${lang}`);
      await page.setViewport({ width: 390, height: 700 });
      await saveScreenshot(page, `screens/editor-limit-note-${lang}-390`);
      await page.setViewport({ width: 800, height: 600 });
    };
    await shoot(link.strings === CARD.ko ? 'ko' : 'en');

    // In the other language (the extension's setting, as the popup saves it).
    const worker = await web.browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    );
    await (await worker.worker())!.evaluate(
      (language) =>
        (
          globalThis as unknown as {
            chrome: { storage: { local: { set(items: object): Promise<void> } } };
          }
        ).chrome.storage.local.set({ language }),
      other === CARD.ko ? 'ko' : 'en',
    );
    await openTestPage();
    await typeInto('#subject', `어제 ${WRONG}`);
    await page.waitForSelector(`::-p-aria([role="link"][name="${other.plans}"])`);
    await shoot(other === CARD.ko ? 'ko' : 'en');
  });
});
