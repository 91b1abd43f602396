import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { screenshotOnFailure } from './browser';
import {
  FIELDS,
  WRONG,
  altEnter,
  fieldText,
  keyboardApplyAndUndo,
  sleep,
  typeAndWait,
  type EditorDriver,
  type Field,
} from './editor-cases';
import { checkedTexts, underlineBoxes, useEditorBrowser } from './editor-pages';
import './context';
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
/** The card (the Gmail-like page has a dialog of its own: the compose window). */
const DIALOG = '::-p-aria([role="dialog"][name="Dadeum suggestion"])';
const button = (name: string) => `::-p-aria([role="button"][name="${name}"])`;

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

  const driver: EditorDriver = {
    get page() {
      return env.page;
    },
    open,
    underlined: (field) => underlined(env.page, field),
    checkedTexts: () => checkedTexts(env.calls),
    appliedCount: async () => env.calls.filter((c) => c.path === '/api/correction/applied').length,
    cardShown: async () => (await env.page.$(DIALOG)) !== null,
    applyButtonColours: async (label) => {
      const apply = await env.page.waitForSelector(button(label));
      return apply!.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.borderTopColor] as [string, string];
      });
    },
  };

  it.each(FIELDS)(
    '$name: Alt+Enter opens the card with focus, Enter applies, caret after the fix, one Ctrl+Z',
    async (field) => {
      screenshotOnFailure(() => [[field.name, env.page]]);
      await keyboardApplyAndUndo(driver, field);
    },
  );

  it('Slack-like: after a click on the underline, Enter still sends the message and the card closes', async () => {
    const slack = FIELDS.find((f) => f.family === 'slack')!;
    screenshotOnFailure(() => [['slack-enter', env.page]]);
    await open(slack);
    await typeAndWait(driver, slack, WRONG);
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
    await typeAndWait(driver, gmail, WRONG);
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
    await typeAndWait(driver, quill, WRONG);
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
    await typeAndWait(driver, textarea, '몇일을 기다렸다. 안되요.');
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
