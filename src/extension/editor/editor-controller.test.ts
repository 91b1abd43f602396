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

function setup(signedIn = true) {
  document.body.innerHTML =
    '<div id="e" contenteditable="true"><div>몇일 동안</div><div>hello</div><div>비가 왔다</div></div><input id="pw" type="password">';
  const check = vi.fn(async (text: string) => (text.startsWith('몇일') ? [issue(0, '몇일')] : []));
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
    const check = vi.fn(async (_text: string): Promise<CorrectionIssue[]> => []);
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
      check: vi.fn(async () => []),
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
