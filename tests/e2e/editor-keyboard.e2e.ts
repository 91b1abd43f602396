import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { checkedTexts, underlineBoxes, useEditorBrowser } from './editor-pages';
import './context';
import { FAMILY_EDITOR, type EditorFamily } from '../../scripts/editor-pages/family-pages';
import { startPageServer } from '../../scripts/editor-pages/page-server';

/**
 * The keyboard in every editor family (docs/decisions.md, "The card and the keyboard"):
 * Alt+Enter with the caret in an underline opens the card with focus before the editor sees the
 * key, Enter applies the first suggestion through the editor's own model with the caret after
 * the fix, and one Ctrl+Z restores the text. A card opened by a click never takes Enter from the
 * editor (a chat composer sends) and closes first; it closes when the word under it changes;
 * the personal dictionary is offered for whole words only.
 */

const { webOrigin, apiBaseUrl } = inject('e2e');
const WRONG = '몇일 동안 비가 왔다.';
const FIXED = '며칠 동안 비가 왔다.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The card (the Gmail-like page has a dialog of its own: the compose window). */
const DIALOG = '::-p-aria([role="dialog"][name="Dadeum suggestion"])';
const button = (name: string) => `::-p-aria([role="button"][name="${name}"])`;

interface Field {
  name: string;
  /** The page's path; `other` pages come from a second server (another origin). */
  path: string;
  selector: string;
  control?: boolean;
  other?: boolean;
  family?: EditorFamily;
}

const FIELDS: Field[] = [
  { name: 'textarea', path: '', selector: '#note', control: true },
  { name: 'input', path: '', selector: '#subject', control: true },
  { name: 'plain contenteditable', path: '', selector: '#rich' },
  { name: 'Gmail-like', path: 'gmail', selector: FAMILY_EDITOR.gmail, family: 'gmail' },
  { name: 'Quill', path: 'quill', selector: FAMILY_EDITOR.quill, family: 'quill' },
  { name: 'Slack-like', path: 'slack', selector: FAMILY_EDITOR.slack, family: 'slack' },
  {
    name: 'ProseMirror',
    path: 'prosemirror',
    selector: FAMILY_EDITOR.prosemirror,
    family: 'prosemirror',
  },
  { name: 'Lexical', path: 'lexical', selector: FAMILY_EDITOR.lexical, family: 'lexical' },
  { name: 'Draft.js', path: 'draft', selector: FAMILY_EDITOR.draft, family: 'draft' },
  { name: 'contenteditable from another origin', path: '', selector: '#rich', other: true },
];

/** The field's text as the editor's model holds it (window.editorModel), else the DOM's. */
function fieldText(page: Page, field: Field) {
  return page.$eval(field.selector, (el) => {
    if ('value' in el && typeof el.value === 'string') return el.value;
    const model = (window as { editorModel?: { text(): string } }).editorModel;
    return model?.text() ?? (el as HTMLElement).innerText.replace(/\n$/, '');
  });
}

/** The DOM's own text of the field (a model can differ from what the page shows). */
function domText(page: Page, field: Field) {
  return page.$eval(field.selector, (el) =>
    'value' in el && typeof el.value === 'string'
      ? el.value
      : (el.textContent ?? '').replace(/\u00a0/g, ' '),
  );
}

/** Caret offset in the field's text, whether collapsed and whether the field has focus. */
function caret(page: Page, field: Field) {
  return page.$eval(field.selector, (el) => {
    if ('selectionStart' in el && typeof el.selectionStart === 'number') {
      const control = el as HTMLInputElement;
      return {
        offset: control.selectionStart!,
        collapsed: control.selectionStart === control.selectionEnd,
        focused: document.activeElement === el,
      };
    }
    const selection = window.getSelection()!;
    const range = document.createRange();
    range.setStart(el, 0);
    range.setEnd(selection.focusNode!, selection.focusOffset);
    return {
      offset: range.toString().length,
      collapsed: selection.isCollapsed,
      focused: el.contains(document.activeElement),
    };
  });
}

/** Whether the field shows the underline: boxes for controls, highlights for editable hosts. */
async function underlined(page: Page, field: Field): Promise<boolean> {
  if (field.control) return (await underlineBoxes(page)).length > 0;
  return page.evaluate(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) > 0);
}

/** Center of the first spelling underline of an editable host. */
function highlightCenter(page: Page) {
  return page.evaluate(() => {
    const [range] = [...CSS.highlights.get('dadeum-spelling')!] as Range[];
    const rect = range!.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
}

async function altEnter(page: Page) {
  await page.keyboard.down('Alt');
  await page.keyboard.press('Enter');
  await page.keyboard.up('Alt');
}

async function undo(page: Page) {
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyZ');
  await page.keyboard.up('Control');
}

describe('the keyboard in every editor family', () => {
  const env = useEditorBrowser({ signedIn: false, families: true });
  let other: Awaited<ReturnType<typeof startPageServer>>;

  beforeAll(async () => {
    other = await startPageServer();
    const member = await createMemberThroughApi(apiBaseUrl);
    await handOverSession(env.browser, webOrigin, member);
  });
  afterAll(async () => {
    await other?.close();
  });

  async function open(field: Field) {
    const base = field.other ? other.url : env.pages.url;
    expect(new URL(base).origin === new URL(env.pages.url).origin).toBe(field.other !== true);
    await env.page.goto(`${base}${field.path}`, { waitUntil: 'load' });
    await env.page.waitForSelector('dadeum-overlay');
    await env.page.waitForSelector(field.selector);
  }

  async function typeAndWait(field: Field, text: string) {
    const before = env.calls.length;
    await env.page.click(field.selector);
    await env.page.keyboard.type(text);
    const typedAt = Date.now();
    await expect
      .poll(() => checkedTexts(env.calls.slice(before)), { timeout: 6_000 })
      .toContain(text);
    await expect.poll(() => underlined(env.page, field), { timeout: 5_000 }).toBe(true);
    return typedAt;
  }

  it.each(FIELDS)(
    '$name: Alt+Enter opens the card with focus, Enter applies, caret after the fix, one Ctrl+Z',
    async (field) => {
      screenshotOnFailure(() => [[field.name, env.page]]);
      await open(field);
      const typedAt = await typeAndWait(field, WRONG);
      // Quill folds edits less than a second apart into one undo step, as it does for a
      // person's typing burst: the fix comes once the typing is a second old.
      await sleep(Math.max(0, 1_100 - (Date.now() - typedAt)));

      // Only the keyboard: the caret into the underlined word, then Alt+Enter.
      await env.page.keyboard.press('Home');
      await env.page.keyboard.press('ArrowRight');
      await sleep(50); // libraries take the selection on selectionchange
      const applied = env.calls.filter((c) => c.path === '/api/correction/applied').length;
      await altEnter(env.page);
      await env.page.waitForSelector(DIALOG);
      expect(await env.page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe(
        'dadeum-overlay',
      );
      // The editor never saw the key: no line break, no other change.
      expect(await fieldText(env.page, field)).toBe(WRONG);
      if (field.name === 'textarea') {
        // The apply button wears the brand green (brand-700, or 800 while focused), not blue.
        const apply = await env.page.waitForSelector(button('Apply “며칠”'));
        const [background, border] = await apply!.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.borderTopColor];
        });
        expect(['rgb(18, 128, 74)', 'rgb(14, 106, 61)']).toContain(background);
        expect(border).toBe('rgb(18, 128, 74)');
      }
      if (field.family === 'lexical' || field.name === 'textarea')
        await saveScreenshot(
          env.page,
          `screens/editor-keyboard-card-${field.family ?? 'textarea'}`,
        );

      await env.page.keyboard.press('Enter');
      await expect.poll(() => fieldText(env.page, field)).toBe(FIXED);
      expect(await domText(env.page, field)).toBe(FIXED);
      expect(await env.page.$(DIALOG)).toBeNull();
      expect(await caret(env.page, field)).toEqual({ offset: 2, collapsed: true, focused: true });
      await expect
        .poll(() => env.calls.filter((c) => c.path === '/api/correction/applied').length)
        .toBe(applied + 1);
      if (field.family === 'slack')
        expect(await env.page.evaluate(() => window.sentMessages)).toEqual([]);

      await undo(env.page);
      await expect.poll(() => fieldText(env.page, field)).toBe(WRONG);
      expect(await domText(env.page, field)).toBe(WRONG);
    },
  );

  it('Slack-like: after a click on the underline, Enter still sends the message and the card closes', async () => {
    const slack = FIELDS.find((f) => f.family === 'slack')!;
    screenshotOnFailure(() => [['slack-enter', env.page]]);
    await open(slack);
    await typeAndWait(slack, WRONG);
    const at = await highlightCenter(env.page);
    await env.page.mouse.click(at.x, at.y);
    await env.page.waitForSelector(DIALOG);
    // The caret stays in the composer: the card did not take the keyboard.
    expect(await env.page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe(
      'div',
    );
    await env.page.keyboard.press('Enter');
    await expect.poll(() => env.page.evaluate(() => window.sentMessages)).toHaveLength(1);
    expect(await env.page.$(DIALOG)).toBeNull();
    expect(await fieldText(env.page, slack)).toBe('');
  });

  it('Gmail-like: after a click on the underline, Enter goes to the text and the card closes', async () => {
    const gmail = FIELDS.find((f) => f.family === 'gmail')!;
    screenshotOnFailure(() => [['gmail-enter', env.page]]);
    await open(gmail);
    await typeAndWait(gmail, WRONG);
    const at = await highlightCenter(env.page);
    await env.page.mouse.click(at.x, at.y);
    await env.page.waitForSelector(DIALOG);
    await env.page.keyboard.press('Enter');
    expect(await env.page.$(DIALOG)).toBeNull();
    // The editor took its Enter (a new line where the caret was); nothing was applied.
    const text = await fieldText(env.page, gmail);
    expect(text).not.toBe(WRONG);
    expect(text.replace(/\n/g, '')).toBe(WRONG);
  });

  it('Quill: the card closes when the text under it changes without an input event', async () => {
    const quill = FIELDS.find((f) => f.family === 'quill')!;
    screenshotOnFailure(() => [['quill-follows', env.page]]);
    await open(quill);
    await typeAndWait(quill, WRONG);
    const at = await highlightCenter(env.page);
    await env.page.mouse.click(at.x, at.y);
    await env.page.waitForSelector(DIALOG);
    // Text elsewhere changes (a collaborator): the word is still there, the card stays.
    await env.page.evaluate(
      (end) =>
        (
          window as unknown as { quill: { insertText(i: number, t: string, s: string): void } }
        ).quill.insertText(end, ' 네.', 'api'),
      WRONG.length,
    );
    await sleep(200);
    expect(await env.page.$(DIALOG)).not.toBeNull();
    // The library removes the word's second syllable itself: the card must not stay.
    await env.page.evaluate(() =>
      (
        window as unknown as { quill: { deleteText(i: number, n: number, s: string): void } }
      ).quill.deleteText(1, 1, 'api'),
    );
    await expect.poll(() => env.page.$(DIALOG)).toBeNull();
  });

  it('textarea: the dictionary is offered for whole spelling words only', async () => {
    const textarea = FIELDS[0]!;
    screenshotOnFailure(() => [['dictionary-words', env.page]]);
    await open(textarea);
    await typeAndWait(textarea, '몇일을 기다렸다. 안되요.');
    await expect.poll(() => underlineBoxes(env.page), { timeout: 5_000 }).toHaveLength(2);
    // 몇일 (spelling) in 몇일을: the word, without its particle.
    await env.page.$eval(textarea.selector, (el) =>
      (el as HTMLTextAreaElement).setSelectionRange(1, 1),
    );
    await altEnter(env.page);
    await env.page.waitForSelector(button('Add “몇일” to my dictionary'));
    await env.page.keyboard.press('Escape');
    await expect.poll(() => env.page.$(DIALOG)).toBeNull();
    // 되 of 안되요 (grammar, one syllable): no dictionary entry for a fragment.
    await env.page.$eval(textarea.selector, (el) =>
      (el as HTMLTextAreaElement).setSelectionRange(12, 12),
    );
    await altEnter(env.page);
    await env.page.waitForSelector(DIALOG);
    await env.page.waitForSelector(button('Ignore once'));
    const tree = JSON.stringify(await env.page.accessibility.snapshot({ interestingOnly: false }));
    expect(tree).not.toContain('to my dictionary');
    await env.page.keyboard.press('Escape');
  });
});

declare global {
  interface Window {
    sentMessages?: string[];
  }
}
