// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CorrectionIssue } from '@/contracts/correction';
import { startEditor } from './editor-controller';
import { editorStrings } from './strings';

const issue = (offset: number, original: string): CorrectionIssue => ({
  offset,
  length: original.length,
  original,
  suggestions: ['며칠'],
  category: 'SPELLING',
  ruleId: 'myeochil',
  message: 'm',
  reference: null,
});

/** The overlay's closed shadow root, caught as it is attached. */
function catchShadowRoots() {
  const roots: ShadowRoot[] = [];
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (
    this: Element,
    init: ShadowRootInit,
  ) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  return roots;
}

const key = (target: EventTarget, k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', {
    key: k,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...init,
  });
  target.dispatchEvent(event);
  return event;
};

async function setup(html: string) {
  document.body.innerHTML = html;
  const roots = catchShadowRoots();
  const check = vi.fn(async (text: string) => ({
    issues: text.includes('몇일') ? [issue(text.indexOf('몇일'), '몇일')] : [],
  }));
  let language = 'ko';
  const editor = startEditor({
    win: window,
    strings: () => editorStrings(language),
    check,
    signedIn: async () => true,
    applied: vi.fn(),
  });
  const root = roots[0]!;
  const card = () => root.querySelector('[role="dialog"]');
  return {
    check,
    editor,
    root,
    card,
    setLanguage: (next: string) => {
      language = next;
    },
  };
}

describe('the card and the keyboard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no layout: ranges measure as empty.
    const empty = () => new DOMRect(0, 0, 0, 0);
    Range.prototype.getClientRects ??= (() => []) as unknown as () => DOMRectList;
    Range.prototype.getBoundingClientRect ??= empty;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('Alt+Enter in an underline opens the card with focus before the editor sees the key', async () => {
    const env = await setup('<textarea id="t">오늘 몇일 동안</textarea>');
    const t = document.getElementById('t') as HTMLTextAreaElement;
    // An editor that handles Enter on its own element (as Lexical and Draft.js do).
    const editorKeys = vi.fn();
    t.addEventListener('keydown', editorKeys);
    t.focus();
    await vi.advanceTimersByTimeAsync(10);
    t.setSelectionRange(4, 4);
    const event = key(t, 'Enter', { altKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(editorKeys).not.toHaveBeenCalled();
    expect(env.card()).not.toBeNull();
    expect(env.root.activeElement?.textContent).toBe('며칠');
    expect(env.card()!.querySelector('.keys')?.textContent).toContain('Enter: 적용');
    // Outside an underline, Alt+Enter is the editor's.
    env.editor.stop();
  });

  it('Alt+Enter outside an underline and keys while no card is open go to the editor', async () => {
    const env = await setup('<textarea id="t">오늘 몇일 동안</textarea>');
    const t = document.getElementById('t') as HTMLTextAreaElement;
    const editorKeys = vi.fn();
    t.addEventListener('keydown', editorKeys);
    t.focus();
    await vi.advanceTimersByTimeAsync(10);
    t.setSelectionRange(0, 0);
    expect(key(t, 'Enter', { altKey: true }).defaultPrevented).toBe(false);
    expect(key(t, 'Enter').defaultPrevented).toBe(false);
    expect(editorKeys).toHaveBeenCalledTimes(2);
    expect(env.card()).toBeNull();
    env.editor.stop();
  });

  it('a card opened by a click closes before Enter or any key reaches the editor; Alt alone keeps it', async () => {
    const env = await setup('<textarea id="t">오늘 몇일 동안</textarea>');
    const t = document.getElementById('t') as HTMLTextAreaElement;
    const editorKeys = vi.fn();
    t.addEventListener('keydown', editorKeys);
    t.focus();
    await vi.advanceTimersByTimeAsync(10);
    t.setSelectionRange(4, 4);
    t.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(env.card()).not.toBeNull();
    expect(env.root.activeElement).toBeNull(); // the caret stays in the text
    expect(env.card()!.querySelector('.keys')?.textContent).toContain('Alt+Enter');
    key(t, 'Alt');
    expect(env.card()).not.toBeNull();
    const enter = key(t, 'Enter');
    expect(enter.defaultPrevented).toBe(false); // the editor gets its Enter (a chat sends)
    expect(editorKeys).toHaveBeenCalledTimes(2);
    expect(env.card()).toBeNull();

    t.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(env.card()).not.toBeNull();
    const escape = key(t, 'Escape');
    expect(escape.defaultPrevented).toBe(true); // only the card closes
    expect(env.card()).toBeNull();
    expect(document.activeElement).toBe(t);
    env.editor.stop();
  });

  it('closes the card when the word under it changes without an input event (Quill, Slack)', async () => {
    const env = await setup('<div id="e" contenteditable="true"><p>오늘 몇일 동안</p></div>');
    const el = document.getElementById('e')!;
    el.focus();
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(10);
    const text = el.querySelector('p')!.firstChild!;
    window.getSelection()!.collapse(text, 4);
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(env.card()).not.toBeNull();
    // Text elsewhere changes: the word is still there, the card stays.
    el.querySelector('p')!.append(' 계속');
    await vi.advanceTimersByTimeAsync(0);
    expect(env.card()).not.toBeNull();
    // The library deletes a syllable of the word itself (its own Backspace, no input event).
    (text as Text).data = '오늘 몇 동안';
    await vi.advanceTimersByTimeAsync(0);
    expect(env.card()).toBeNull();
    env.editor.stop();
  });

  it('a rule switched off: its underline goes at once, then the check without it brings what it hid', async () => {
    document.body.innerHTML = '<textarea id="t">오늘 몇일 동안</textarea>';
    const roots = catchShadowRoots();
    const preferences = { words: new Set<string>(), rules: new Set<string>() };
    // As the API answers: the switched-off rule does not run, and a lower one's issue on the
    // same word shows (the background sends the list; here the check reads it).
    const check = vi.fn(async () => ({
      issues: preferences.rules.has('myeochil')
        ? [{ ...issue(3, '몇일'), ruleId: 'spelling.other', suggestions: ['몇 일'] }]
        : [issue(3, '몇일')],
    }));
    const editor = startEditor({
      win: window,
      strings: () => editorStrings('ko'),
      check,
      signedIn: async () => true,
      applied: vi.fn(),
      preferences: () => preferences,
    });
    const card = () => roots[0]!.querySelector('[role="dialog"]');
    const t = document.getElementById('t') as HTMLTextAreaElement;
    const clickAt = (offset: number) => {
      t.setSelectionRange(offset, offset);
      t.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    t.focus();
    await vi.advanceTimersByTimeAsync(10);
    clickAt(4);
    expect(card()?.textContent).toContain('며칠');
    key(card()!, 'Escape');
    expect(card()).toBeNull();

    preferences.rules = new Set(['myeochil']);
    editor.rulesChanged();
    // At once, before any answer: the rule's underline is gone.
    clickAt(4);
    expect(card()).toBeNull();
    await vi.advanceTimersByTimeAsync(10);
    expect(check).toHaveBeenCalledTimes(2); // the cached answer had the rule in it
    clickAt(4);
    expect(card()?.textContent).toContain('몇 일');
    editor.stop();
  });

  it('a language change closes the card and checks every field again', async () => {
    const env = await setup('<textarea id="t">오늘 몇일 동안</textarea>');
    const t = document.getElementById('t') as HTMLTextAreaElement;
    t.focus();
    await vi.advanceTimersByTimeAsync(10);
    expect(env.check).toHaveBeenCalledTimes(1);
    t.setSelectionRange(4, 4);
    t.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(env.card()!.getAttribute('aria-label')).toBe('다듬 교정 제안');
    env.setLanguage('en');
    env.editor.languageChanged();
    expect(env.card()).toBeNull();
    await vi.advanceTimersByTimeAsync(10);
    expect(env.check).toHaveBeenCalledTimes(2); // the cached answer was in the old language
    t.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(env.card()!.getAttribute('aria-label')).toBe('Dadeum suggestion');
    env.editor.stop();
  });
});
