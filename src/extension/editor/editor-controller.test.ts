// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CorrectionIssue } from '@/contracts/correction';
import { startEditor } from './editor-controller';
import { CheckRefused, type EditorDeps } from './editor-types';
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

function setup(signedIn = true) {
  document.body.innerHTML =
    '<div id="e" contenteditable="true"><div>몇일 동안</div><div>hello</div><div>비가 왔다</div></div><input id="pw" type="password">';
  const check = vi.fn(async (text: string) => ({
    issues: text.startsWith('몇일') ? [issue(0, '몇일')] : [],
  }));
  const editor = startEditor({
    win: window,
    strings: () => editorStrings('ko'),
    check,
    signedIn: async () => signedIn,
    applied: vi.fn(),
  });
  const el = document.getElementById('e')!;
  return { check, editor, el };
}

async function pause(ms = 400) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('editor controller (checks)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('checks the Hangul paragraphs of a focused editor, then only changed paragraphs', async () => {
    const { check, editor, el } = setup();
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await pause(10);
    expect(check.mock.calls.map(([text]) => text)).toEqual(['몇일 동안', '비가 왔다']);

    el.lastElementChild!.textContent = '비가 많이 왔다';
    el.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await pause(399);
    expect(check).toHaveBeenCalledTimes(2);
    await pause(1);
    expect(check.mock.calls.map(([text]) => text)).toEqual([
      '몇일 동안',
      '비가 왔다',
      '비가 많이 왔다',
    ]);
    editor.stop();
  });

  it('sends nothing while an IME composition is active, and nothing when signed out', async () => {
    const { check, editor, el } = setup();
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    el.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    await pause(2000);
    expect(check).not.toHaveBeenCalled();
    el.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true }));
    await pause(400);
    expect(check).toHaveBeenCalledTimes(2);
    editor.stop();

    const signedOut = setup(false);
    signedOut.el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await pause(1000);
    expect(signedOut.check).not.toHaveBeenCalled();
    signedOut.editor.stop();
  });

  it('checks an editor added to the page later, and text the page puts in it without an input event', async () => {
    const { check, editor } = setup();
    await pause(10);
    expect(check).not.toHaveBeenCalled(); // the editor present at load waits for focus
    const late = document.createElement('div');
    late.setAttribute('contenteditable', 'true');
    late.innerHTML = '<p>몇일 동안</p>';
    document.body.append(late);
    await pause(10);
    expect(check.mock.calls.map(([text]) => text)).toEqual(['몇일 동안']);
    late.querySelector('p')!.textContent = '몇일 뒤에';
    await pause(399);
    expect(check).toHaveBeenCalledTimes(1);
    await pause(1);
    expect(check.mock.calls.map(([text]) => text)).toEqual(['몇일 동안', '몇일 뒤에']);

    // A password field or a spellcheck="false" editor that appears is never read.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<input type="password" value="몇일비밀"><div contenteditable="true" spellcheck="false">몇일 코드</div>',
    );
    await pause(1000);
    expect(check).toHaveBeenCalledTimes(2);
    editor.stop();
  });

  it('checks a field that already has focus when the script starts', async () => {
    document.body.innerHTML = '<textarea id="t">몇일 동안</textarea>';
    document.getElementById('t')!.focus();
    const check = vi.fn(async (_text: string) => ({ issues: [] as CorrectionIssue[] }));
    const editor = startEditor({
      win: window,
      strings: () => editorStrings('ko'),
      check,
      signedIn: async () => true,
      applied: vi.fn(),
    });
    await pause(10);
    expect(check.mock.calls.map(([text]) => text)).toEqual(['몇일 동안']);
    editor.stop();
  });

  it('signed out, shows the sign-in hint only for the field the member writes in', async () => {
    document.body.innerHTML = '<textarea id="t"></textarea>';
    const hint = { url: 'https://example.test/login', allowed: async () => true, shown: vi.fn() };
    const editor = startEditor({
      win: window,
      strings: () => editorStrings('ko'),
      check: vi.fn(async () => ({ issues: [] })),
      signedIn: async () => false,
      applied: vi.fn(),
      signInHint: hint,
    });
    const late = document.createElement('div');
    late.setAttribute('contenteditable', 'true');
    late.textContent = '몇일 동안';
    document.body.append(late);
    await pause(1000);
    expect(hint.shown).not.toHaveBeenCalled();

    const t = document.getElementById('t') as HTMLTextAreaElement;
    t.focus();
    t.value = '몇일 동안';
    t.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await pause(400);
    expect(hint.shown).toHaveBeenCalledOnce();
    editor.stop();
  });

  it('never attaches to a password field', async () => {
    const { check, editor } = setup();
    const pw = document.getElementById('pw') as HTMLInputElement;
    pw.value = '몇일비밀';
    pw.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    pw.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await pause(1000);
    expect(check).not.toHaveBeenCalled();
    editor.stop();
  });

  it('stops reading a field that turns ineligible, and never reads a revealed password', async () => {
    const { check, editor } = setup();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<input id="pin" type="password"><textarea id="t"></textarea>',
    );
    const pin = document.getElementById('pin') as HTMLInputElement;
    pin.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    pin.type = 'text'; // "show password"
    pin.value = '몇일비밀';
    pin.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    pin.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await pause(1000);
    expect(check).not.toHaveBeenCalled();

    const t = document.getElementById('t') as HTMLTextAreaElement;
    t.value = '몇일 동안';
    t.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    t.setAttribute('spellcheck', 'false');
    await pause(1000);
    expect(check).not.toHaveBeenCalled();
    editor.stop();
  });
});

describe('editor controller (plan caps and notes)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  /** The overlay's closed shadow root, reached through attachShadow's return value. */
  function catchRoot() {
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
    return () => roots[0]!;
  }

  function start(check: EditorDeps['check'], maxLength = 2000, limited = () => false) {
    const root = catchRoot();
    const editor = startEditor({
      win: window,
      strings: () => editorStrings('ko'),
      check,
      signedIn: async () => true,
      applied: vi.fn(),
      maxLength: () => maxLength,
      limited,
      plansUrl: 'https://dadeum.example/',
    });
    return { editor, root };
  }

  function type(text: string) {
    document.body.innerHTML = '<textarea id="t"></textarea>';
    const t = document.getElementById('t') as HTMLTextAreaElement;
    t.value = text;
    t.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }

  it("sends a long paragraph in pieces within the plan's characters per check", async () => {
    const text =
      '몇일 동안 비가 왔다. 어제는 눈이 왔다. 오늘은 맑다. 내일은 흐리겠다. 모레는 덥다.';
    const check = vi.fn(async (_text: string) => ({ issues: [] as CorrectionIssue[] }));
    const { editor } = start(check, 30);
    type(text);
    await pause(10);
    const sent = check.mock.calls.map(([piece]) => piece);
    expect(sent.join('')).toBe(text);
    for (const piece of sent) expect(piece.length).toBeLessThanOrEqual(30);
    expect(sent[0]).toBe('몇일 동안 비가 왔다. 어제는 눈이 왔다. ');
    editor.stop();
  });

  it('the month used up: a note with the plans link, once per page', async () => {
    const check = vi.fn(async () => {
      throw new CheckRefused('limit');
    });
    const { editor, root } = start(check);
    type('몇일 동안');
    await pause(10);
    const note = root().querySelector('[role="status"]')!;
    expect(note.textContent).toContain(editorStrings('ko').notice.limit);
    expect(note.querySelector('a')?.getAttribute('href')).toBe('https://dadeum.example/');
    note.querySelector('button')!.click();
    type('몇일 뒤에');
    await pause(10);
    expect(root().querySelector('[role="status"]')).toBeNull();
    editor.stop();
  });

  it('a partial check and issues left out of an answer are said so', async () => {
    const partial = start(vi.fn(async () => ({ issues: [], partial: true })));
    type('몇일 동안');
    await pause(10);
    expect(partial.root().querySelector('[role="status"]')?.textContent).toContain(
      editorStrings('ko').notice.partial,
    );
    partial.editor.stop();
    vi.restoreAllMocks();

    const omitted = start(vi.fn(async () => ({ issues: [issue(0, '몇일')], omitted: 3 })));
    document.body.innerHTML = '<div id="e" contenteditable="true"><div>몇일 동안</div></div>';
    document.getElementById('e')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await pause(10);
    expect(omitted.root().querySelector('[role="status"]')?.textContent).toContain(
      editorStrings('ko').notice.omitted,
    );
    omitted.editor.stop();
  });
});
