import type { Page } from 'puppeteer';
import { expect } from 'vitest';
import { saveScreenshot } from './browser';
import { FAMILY_EDITOR, type EditorFamily } from '../../scripts/editor-pages/family-pages';

/**
 * The editor tests both browsers run (Chromium: editor-keyboard.e2e.ts; Firefox:
 * firefox.e2e.ts): every editor family and field kind, from the underline over the mistake to
 * the fix applied by the keyboard and one Ctrl+Z. The body is shared; what differs per browser
 * (how the test sees an underline the extension draws in its closed shadow root, the API calls
 * the background makes) comes from an {@link EditorDriver}.
 */

export const WRONG = '몇일 동안 비가 왔다.';
export const FIXED = '며칠 동안 비가 왔다.';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Field {
  name: string;
  /** The page's path; `other` pages come from a second server (another origin). */
  path: string;
  selector: string;
  control?: boolean;
  other?: boolean;
  family?: EditorFamily;
}

export const FIELDS: Field[] = [
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
export function fieldText(page: Page, field: Field) {
  return page.$eval(field.selector, (el) => {
    if ('value' in el && typeof el.value === 'string') return el.value;
    const model = (window as { editorModel?: { text(): string } }).editorModel;
    return model?.text() ?? (el as HTMLElement).innerText.replace(/\n$/, '');
  });
}

/** The DOM's own text of the field (a model can differ from what the page shows). */
export function domText(page: Page, field: Field) {
  return page.$eval(field.selector, (el) =>
    'value' in el && typeof el.value === 'string'
      ? el.value
      : (el.textContent ?? '').replace(/\u00a0/g, ' '),
  );
}

/** Caret offset in the field's text, whether collapsed and whether the field has focus. */
export function caret(page: Page, field: Field) {
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

/** The spelling underlines of an editable host (CSS highlights): their text, inside or not. */
export function highlights(page: Page, selector: string) {
  return page.evaluate((hostSelector) => {
    const host = document.querySelector(hostSelector)!;
    return [...(CSS.highlights.get('dadeum-spelling') ?? [])].map((r) => {
      const range = r as Range;
      return {
        text: range.toString(),
        inside: host.contains(range.startContainer) && host.contains(range.endContainer),
      };
    });
  }, selector);
}

export async function altEnter(page: Page) {
  await page.keyboard.down('Alt');
  await page.keyboard.press('Enter');
  await page.keyboard.up('Alt');
}

export async function undo(page: Page) {
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyZ');
  await page.keyboard.up('Control');
}

/** What the shared tests need of a browser. */
export interface EditorDriver {
  readonly page: Page;
  /** Opens the field's page, with the extension's overlay in it and the field ready. */
  open(field: Field): Promise<void>;
  /** Whether the field shows a spelling underline. */
  underlined(field: Field): Promise<boolean>;
  /** The texts the extension sent to the API to check, where the browser lets a test see them. */
  checkedTexts?(): string[];
  /** How many applied fixes the API has recorded for the signed-in member. */
  appliedCount(): Promise<number>;
  /** Whether the suggestion card is shown, where the browser lets a test see it. */
  cardShown?(): Promise<boolean>;
  /** The card's apply button's background and border colours, where a test can reach it. */
  applyButtonColours?(label: string): Promise<[string, string]>;
  /** A prefix for screenshot names, e.g. 'firefox-'. */
  screenshotPrefix?: string;
}

/** Types `text` into the field and waits for its underline; returns when the typing ended. */
export async function typeAndWait(driver: EditorDriver, field: Field, text: string) {
  const before = driver.checkedTexts?.().length ?? 0;
  await driver.page.click(field.selector);
  await driver.page.keyboard.type(text);
  const typedAt = Date.now();
  if (driver.checkedTexts) {
    await expect
      .poll(() => driver.checkedTexts!().slice(before), { timeout: 6_000 })
      .toContain(text);
  }
  await expect.poll(() => driver.underlined(field), { timeout: 10_000 }).toBe(true);
  if (!field.control) {
    // The underline lies over the mistaken word, inside the editor.
    expect(await highlights(driver.page, field.selector)).toEqual([{ text: '몇일', inside: true }]);
  }
  return typedAt;
}

/**
 * Underline, then only the keyboard: the caret into the underlined word, Alt+Enter opens the
 * card with the focus before the editor sees the key, Enter applies the first suggestion
 * through the editor's own model with the caret after the fix, and one Ctrl+Z restores the text.
 */
export async function keyboardApplyAndUndo(driver: EditorDriver, field: Field) {
  const { page } = driver;
  await driver.open(field);
  const typedAt = await typeAndWait(driver, field, WRONG);
  // Quill folds edits less than a second apart into one undo step, as it does for a
  // person's typing burst: the fix comes once the typing is a second old.
  await sleep(Math.max(0, 1_100 - (Date.now() - typedAt)));

  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await sleep(50); // libraries take the selection on selectionchange
  const applied = await driver.appliedCount();
  await altEnter(page);
  // The card (in the extension's closed shadow root) has the focus.
  await page.waitForFunction(
    () => document.activeElement?.tagName.toLowerCase() === 'dadeum-overlay',
  );
  if (driver.cardShown) expect(await driver.cardShown()).toBe(true);
  // The editor never saw the key: no line break, no other change.
  expect(await fieldText(page, field)).toBe(WRONG);
  if (field.name === 'textarea' && driver.applyButtonColours) {
    // The apply button wears the brand green (brand-700, or 800 while focused), not blue.
    const [background, border] = await driver.applyButtonColours('Apply “며칠”');
    expect(['rgb(18, 128, 74)', 'rgb(14, 106, 61)']).toContain(background);
    expect(border).toBe('rgb(18, 128, 74)');
  }
  if (field.family === 'lexical' || field.name === 'textarea') {
    await saveScreenshot(
      page,
      `screens/${driver.screenshotPrefix ?? ''}editor-keyboard-card-${field.family ?? 'textarea'}`,
    );
  }

  await page.keyboard.press('Enter');
  await expect.poll(() => fieldText(page, field)).toBe(FIXED);
  expect(await domText(page, field)).toBe(FIXED);
  expect(await caret(page, field)).toEqual({ offset: 2, collapsed: true, focused: true });
  if (driver.cardShown) expect(await driver.cardShown()).toBe(false);
  await expect.poll(() => driver.appliedCount(), { timeout: 5_000 }).toBe(applied + 1);
  if (field.family === 'slack') {
    expect(await page.evaluate(() => window.sentMessages)).toEqual([]);
  }

  await undo(page);
  await expect.poll(() => fieldText(page, field)).toBe(WRONG);
  expect(await domText(page, field)).toBe(WRONG);
}

declare global {
  interface Window {
    sentMessages?: string[];
  }
}
