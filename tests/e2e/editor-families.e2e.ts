import type { Page } from 'puppeteer';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { checkedTexts, useEditorBrowser } from './editor-pages';
import {
  EDITOR_FAMILIES,
  FAMILY_EDITOR,
  type EditorFamily,
} from '../../scripts/editor-pages/family-pages';
import './context';

/**
 * The editor content script on pages built from the real editor libraries (Quill, ProseMirror,
 * Lexical, Draft.js) and on our Gmail-like and Slack-like pages (scripts/editor-pages): underline,
 * card, apply into the library's own model with the caret after the fix, Ctrl+Z through the
 * library's own history, a password field beside the editor never sent, IME compositions
 * deferring checks; and, on one family each, ignore, the personal dictionary across a reload,
 * the per-site switch, the signed-out hint, an editor mounted late with a restored draft and
 * the popup's typing pause.
 */

const { webOrigin, apiBaseUrl } = inject('e2e');
const WRONG = '몇일 동안 비가 왔다.';
const FIXED = '며칠 동안 비가 왔다.';
const SECRET = '몇일비밀번호';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CARD = {
  ko: { apply: '“며칠”로 고치기', ignore: '이번만 무시', add: '“몇일”을 내 사전에 추가' },
  en: { apply: 'Apply “며칠”', ignore: 'Ignore once', add: 'Add “몇일” to my dictionary' },
};

type ChromeStorageArea = {
  set(items: Record<string, unknown>): Promise<void>;
  get(keys: null): Promise<Record<string, unknown>>;
};

describe('editor families (Quill, ProseMirror, Lexical, Draft.js, Gmail-like, Slack-like)', () => {
  const env = useEditorBrowser({ signedIn: false, families: true });
  let card = CARD.en;
  const button = (name: string) => `::-p-aria([role="button"][name="${name}"])`;

  const readStorage = () =>
    env.worker.evaluate(() =>
      (
        globalThis as unknown as { chrome: { storage: { local: ChromeStorageArea } } }
      ).chrome.storage.local.get(null),
    );
  const setStorage = (items: Record<string, unknown>) =>
    env.worker.evaluate(
      (values) =>
        (
          globalThis as unknown as { chrome: { storage: { local: ChromeStorageArea } } }
        ).chrome.storage.local.set(values),
      items,
    );

  async function open(family: EditorFamily, query = '') {
    await env.page.goto(`${env.pages.url}${family}${query}`, { waitUntil: 'load' });
    await env.page.waitForSelector('dadeum-overlay');
    return env.page.waitForSelector(FAMILY_EDITOR[family]);
  }

  /** The editor's text as the library's model holds it (window.editorModel), else the DOM's. */
  const modelText = (page: Page, family: EditorFamily) =>
    page.evaluate(
      (selector) =>
        window.editorModel?.text() ?? document.querySelector(selector)!.textContent ?? '',
      FAMILY_EDITOR[family],
    );

  /** The spelling underlines: their text and whether they lie inside the editor. */
  const underlines = (family: EditorFamily) =>
    env.page.evaluate((selector) => {
      const host = document.querySelector(selector)!;
      return [...(CSS.highlights.get('dadeum-spelling') ?? [])].map((r) => {
        const range = r as Range;
        const rect = range.getBoundingClientRect();
        return {
          text: range.toString(),
          inside: host.contains(range.startContainer) && host.contains(range.endContainer),
          x: rect.x + rect.width / 2,
          y: rect.y + rect.height / 2,
        };
      });
    }, FAMILY_EDITOR[family]);

  /** Caret offset in the editor's text, whether the selection is collapsed and focused. */
  const caret = (family: EditorFamily) =>
    env.page.evaluate((selector) => {
      const host = document.querySelector(selector)!;
      const selection = window.getSelection()!;
      const range = document.createRange();
      range.setStart(host, 0);
      range.setEnd(selection.focusNode!, selection.focusOffset);
      return {
        offset: range.toString().length,
        collapsed: selection.isCollapsed,
        focused: host.contains(document.activeElement),
      };
    }, FAMILY_EDITOR[family]);

  async function undo() {
    await env.page.keyboard.down('Control');
    await env.page.keyboard.press('KeyZ');
    await env.page.keyboard.up('Control');
  }

  it('signed out (Draft.js): one hint to sign in on the site, and nothing is sent', async () => {
    screenshotOnFailure(() => [['draft-signed-out', env.page]]);
    await open('draft');
    await env.page.click(FAMILY_EDITOR.draft);
    await env.page.keyboard.type(WRONG);
    const link = await env.page.waitForSelector('::-p-aria([role="link"][name="Sign in"])', {
      timeout: 5_000,
    });
    expect(await link!.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${webOrigin}/login`);
    await (await env.page.waitForSelector(button('Close')))!.click();
    // Not again after a reload.
    await open('draft');
    await env.page.click(FAMILY_EDITOR.draft);
    await env.page.keyboard.type(WRONG);
    await sleep(1_200);
    expect(await env.page.$('::-p-aria([role="link"][name="Sign in"])')).toBeNull();
    expect(checkedTexts(env.calls)).toEqual([]);
  });

  describe('signed in', () => {
    beforeAll(async () => {
      const member = await createMemberThroughApi(apiBaseUrl);
      card = member.user.locale === 'ko' ? CARD.ko : CARD.en;
      await handOverSession(env.browser, webOrigin, member);
    });

    it.each(EDITOR_FAMILIES)(
      '%s: underline over the error, apply into the model with the caret after the fix, Ctrl+Z restores; the password beside it is never sent',
      async (family) => {
        screenshotOnFailure(() => [[family, env.page]]);
        await open(family);
        await env.page.type('#password', SECRET);
        const before = env.calls.length;
        await env.page.click(FAMILY_EDITOR[family]);
        await env.page.keyboard.type(WRONG);
        const typedAt = Date.now();
        await expect.poll(() => underlines(family), { timeout: 5_000 }).toHaveLength(1);
        const [mark] = await underlines(family);
        expect(mark).toMatchObject({ text: '몇일', inside: true });
        expect(checkedTexts(env.calls.slice(before))).toEqual([WRONG]);
        if (family === 'slack' || family === 'lexical')
          await saveScreenshot(env.page, `screens/editor-${family}-underline`);

        // Quill's history folds edits less than a second apart into one undo step (so does a
        // person's typing burst): apply once the typing is a second old, as a reader would.
        await sleep(Math.max(0, 1_100 - (Date.now() - typedAt)));
        await env.page.mouse.click(mark!.x, mark!.y);
        await env.page.waitForSelector(button(card.apply));
        if (family === 'slack' || family === 'lexical')
          await saveScreenshot(env.page, `screens/editor-${family}-card`);
        await env.page.click(button(card.apply));

        await expect.poll(() => modelText(env.page, family)).toBe(FIXED);
        expect(await env.page.$eval(FAMILY_EDITOR[family], (el) => el.textContent)).toBe(FIXED);
        expect(await caret(family)).toEqual({ offset: 2, collapsed: true, focused: true });
        await expect
          .poll(() => env.calls.slice(before).filter((c) => c.path === '/api/correction/applied'))
          .toHaveLength(1);

        await undo();
        await expect.poll(() => modelText(env.page, family)).toBe(WRONG);
        expect(await env.page.$eval(FAMILY_EDITOR[family], (el) => el.textContent)).toBe(WRONG);
        expect(JSON.stringify(env.calls)).not.toContain('비밀번호');
      },
    );

    it.each(EDITOR_FAMILIES)(
      '%s: nothing is checked while an IME composition is active, then the text is',
      async (family) => {
        screenshotOnFailure(() => [[`${family}-composition`, env.page]]);
        await open(family);
        const cdp = await env.page.createCDPSession();
        try {
          await env.page.click(FAMILY_EDITOR[family]);
          await env.page.keyboard.type('어제 ');
          await sleep(800); // '어제 ' has no error: checked, nothing underlined
          const before = checkedTexts(env.calls).length;
          await cdp.send('Input.imeSetComposition', {
            text: '몇',
            selectionStart: 1,
            selectionEnd: 1,
          });
          await sleep(1_000);
          await cdp.send('Input.imeSetComposition', {
            text: '몇일',
            selectionStart: 2,
            selectionEnd: 2,
          });
          await sleep(700);
          expect(checkedTexts(env.calls).slice(before)).toEqual([]);
          await cdp.send('Input.insertText', { text: '몇일' }); // commits: compositionend
          await expect
            .poll(() => checkedTexts(env.calls).slice(before), { timeout: 4_000 })
            .toEqual(['어제 몇일']);
          expect(await modelText(env.page, family)).toBe('어제 몇일');
        } finally {
          await cdp.detach();
        }
      },
    );

    it('Slack-like: a composer mounted after load with a restored draft is checked without focus or keystrokes', async () => {
      screenshotOnFailure(() => [['slack-late', env.page]]);
      const before = env.calls.length;
      await open('slack', `?mountAfter=600&draft=${encodeURIComponent(`오늘 ${WRONG}`)}`);
      await expect.poll(() => underlines('slack'), { timeout: 5_000 }).toHaveLength(1);
      expect((await underlines('slack'))[0]!.text).toBe('몇일');
      expect(checkedTexts(env.calls.slice(before))).toEqual([`오늘 ${WRONG}`]);
      expect(await env.page.evaluate(() => document.activeElement === document.body)).toBe(true);
      // Text the page inserts later (no input event) is checked too.
      await env.page.evaluate(() => {
        const quill = (window as unknown as { quill: { insertText(i: number, t: string): void } })
          .quill;
        quill.insertText(0, '금새 ');
      });
      await expect
        .poll(() => checkedTexts(env.calls.slice(before)), { timeout: 5_000 })
        .toContain(`금새 오늘 ${WRONG}`);
    });

    it('Slack-like: a composer mounted late that focuses itself is checked as the member types', async () => {
      screenshotOnFailure(() => [['slack-autofocus', env.page]]);
      await open('slack', '?mountAfter=600&autofocus');
      await env.page.waitForFunction(
        (selector) => document.activeElement === document.querySelector(selector),
        {},
        FAMILY_EDITOR.slack,
      );
      const before = env.calls.length;
      await env.page.keyboard.type(WRONG); // no click: the keystrokes go to the focused composer
      await expect.poll(() => underlines('slack'), { timeout: 5_000 }).toHaveLength(1);
      expect(checkedTexts(env.calls.slice(before))).toEqual([WRONG]);
    });

    it('Lexical: "ignore once" hides that underline, also after typing elsewhere', async () => {
      screenshotOnFailure(() => [['lexical-ignore', env.page]]);
      await open('lexical');
      await env.page.click(FAMILY_EDITOR.lexical);
      await env.page.keyboard.type(WRONG);
      await expect.poll(() => underlines('lexical'), { timeout: 5_000 }).toHaveLength(1);
      const [mark] = await underlines('lexical');
      await env.page.mouse.click(mark!.x, mark!.y);
      await (await env.page.waitForSelector(button(card.ignore)))!.click();
      await expect.poll(() => underlines('lexical')).toHaveLength(0);
      const before = checkedTexts(env.calls).length;
      // The caret to the end of the text (Lexical takes the DOM selection on selectionchange).
      await env.page.$eval(FAMILY_EDITOR.lexical, (host) => {
        const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
        let last: Text | null = null;
        while (walker.nextNode()) last = walker.currentNode as Text;
        window.getSelection()!.collapse(last, last!.data.length);
      });
      await sleep(50);
      await env.page.keyboard.press('Enter');
      await env.page.keyboard.type('내일 봐요.');
      await expect
        .poll(() => checkedTexts(env.calls).slice(before), { timeout: 5_000 })
        .toEqual(['내일 봐요.']);
      await sleep(300);
      expect(await underlines('lexical')).toEqual([]);
      expect(await modelText(env.page, 'lexical')).toBe(`${WRONG}\n내일 봐요.`);
    });

    it('ProseMirror: a word added to the personal dictionary stays unflagged after a reload', async () => {
      screenshotOnFailure(() => [['prosemirror-dictionary', env.page]]);
      await open('prosemirror');
      await env.page.click(FAMILY_EDITOR.prosemirror);
      await env.page.keyboard.type(WRONG);
      await expect.poll(() => underlines('prosemirror'), { timeout: 5_000 }).toHaveLength(1);
      const [mark] = await underlines('prosemirror');
      await env.page.mouse.click(mark!.x, mark!.y);
      await (await env.page.waitForSelector(button(card.add)))!.click();
      await expect.poll(() => underlines('prosemirror')).toHaveLength(0);
      expect((await readStorage()).personalDictionary).toEqual(['몇일']);

      const before = checkedTexts(env.calls).length;
      await open('prosemirror');
      await env.page.click(FAMILY_EDITOR.prosemirror);
      await env.page.keyboard.type('몇일 뒤에 봐요.');
      await expect
        .poll(() => checkedTexts(env.calls).slice(before), { timeout: 5_000 })
        .toEqual(['몇일 뒤에 봐요.']);
      await sleep(300);
      expect(await underlines('prosemirror')).toEqual([]);
      await setStorage({ personalDictionary: [] });
    });

    it('Quill: switched off for the site, nothing is sent', async () => {
      screenshotOnFailure(() => [['quill-site-off', env.page]]);
      await setStorage({ disabledSites: [new URL(env.pages.url).hostname] });
      try {
        await env.page.goto(`${env.pages.url}quill`, { waitUntil: 'load' });
        await env.page.waitForSelector(FAMILY_EDITOR.quill);
        await sleep(300);
        const before = env.calls.length;
        await env.page.click(FAMILY_EDITOR.quill);
        await env.page.keyboard.type(WRONG);
        await sleep(1_200);
        expect(env.calls.slice(before)).toEqual([]);
        expect(await env.page.$('dadeum-overlay')).toBeNull();
      } finally {
        await setStorage({ disabledSites: [] });
      }
    });

    it("ProseMirror: the popup's typing pause is followed at once", async () => {
      screenshotOnFailure(() => [['pause', env.page]]);
      const popup = await env.browser.newPage();
      try {
        await popup.goto(`chrome-extension://${env.extensionId}/popup.html`, {
          waitUntil: 'load',
        });
        const select = await popup.waitForSelector(
          '::-p-aria([role="combobox"][name="Check after a pause of"])',
        );
        await select!.select('1500');
        await expect.poll(async () => (await readStorage()).checkPauseMs).toBe(1500);
      } finally {
        await popup.close();
      }
      await env.page.bringToFront();
      await open('prosemirror');
      await env.page.click(FAMILY_EDITOR.prosemirror);
      await sleep(300);
      const before = checkedTexts(env.calls).length;
      await env.page.keyboard.type('오늘 몇일');
      await sleep(900); // past the 400 ms default: nothing yet
      expect(checkedTexts(env.calls).slice(before)).toEqual([]);
      await expect
        .poll(() => checkedTexts(env.calls).slice(before), { timeout: 3_000 })
        .toEqual(['오늘 몇일']);
      await setStorage({ checkPauseMs: 400 });
    });
  });
});
