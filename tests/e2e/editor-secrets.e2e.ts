import { describe, expect, it } from 'vitest';
import { SECRET_FIELDS } from '../../scripts/editor-pages/page-server';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { checkedTexts, underlineBoxes, useEditorBrowser } from './editor-pages';

/**
 * Issue 36, "fields the extension must never read", in real Chromium with the extension signed
 * in: on a page of fields named as secrets in every way pages name them, text typed into them
 * never reaches the background (the worker's own requests to the API are recorded), while the
 * ordinary textarea beside them is checked and underlined.
 */
describe('fields named as secrets', () => {
  const env = useEditorBrowser({ signedIn: true });

  it('are never read, while the ordinary textarea is checked and underlined', async () => {
    screenshotOnFailure(() => [['secrets', env.page]]);
    await env.page.setViewport({ width: 800, height: 1100 });
    await env.page.goto(`${env.pages.url}secrets`, { waitUntil: 'load' });
    await env.page.waitForSelector('dadeum-overlay');

    // Korean with a mistake the engine underlines, different in every field.
    const typed = new Map<string, string>();
    for (const [id] of SECRET_FIELDS) {
      const text = `몇일 뒤에 ${id} 확인`;
      typed.set(id, text);
      await env.page.click(`#${id}`);
      await env.page.keyboard.type(text);
    }
    const ordinary = '몇일 동안 비가 왔다.';
    await env.page.click('#ordinary');
    await env.page.keyboard.type(ordinary);

    // The ordinary field's check comes after the pauses of every field typed before it.
    const deadline = Date.now() + 15_000;
    while (!checkedTexts(env.calls).includes(ordinary) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(checkedTexts(env.calls)).toContain(ordinary);
    const boxes = await (async () => {
      const until = Date.now() + 10_000;
      for (;;) {
        const found = await underlineBoxes(env.page);
        if (found.length > 0 || Date.now() > until) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const area = await env.page.$eval('#ordinary', (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    });
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.y).toBeGreaterThanOrEqual(area.top);
      expect(box.y).toBeLessThanOrEqual(area.bottom);
    }

    // Nothing typed into a secret field was ever sent.
    const sent = checkedTexts(env.calls).join('\n');
    for (const [id, text] of typed) {
      expect(sent, `text typed into #${id} reached the API`).not.toContain(text);
      expect(sent).not.toContain(id);
    }
    await saveScreenshot(env.page, 'screens/editor-secret-fields');
  });
});
