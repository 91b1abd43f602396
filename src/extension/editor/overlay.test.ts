// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOverlay } from './overlay';
import type { PlacedIssue } from './paragraphs';
import { editorStrings } from './strings';

const issue: PlacedIssue = {
  offset: 0,
  length: 2,
  original: '몇일',
  suggestions: ['며칠', '몇 일'],
  category: 'SPELLING',
  ruleId: 'myeochil',
  message: '‘며칠’이 맞습니다.',
  reference: null,
  start: 0,
  end: 2,
  key: 'k',
  word: '몇일',
};
const anchor = { left: 10, top: 10, right: 40, bottom: 30 };

/** The card lives in a closed shadow root; tests reach it through attachShadow's return value. */
function open(focus = true) {
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
  const overlay = createOverlay(document, () => editorStrings('ko'));
  const handlers = { apply: vi.fn(), ignore: vi.fn(), addWord: vi.fn(), closed: vi.fn() };
  overlay.openCard(issue, anchor, focus, handlers);
  return { overlay, handlers, root: roots[0]! };
}

describe('suggestion card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.querySelector('dadeum-overlay')?.remove();
  });

  it('shows category, message and suggestions, focuses the first one, and applies on click', () => {
    const { handlers, root, overlay } = open();
    const card = root.querySelector('[role="dialog"]')!;
    expect(card.getAttribute('aria-label')).toBe('다듬 교정 제안');
    expect(card.textContent).toContain('맞춤법');
    expect(card.textContent).toContain('‘며칠’이 맞습니다.');
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('button.sug')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      '“며칠”로 고치기',
      '“몇 일”로 고치기',
    ]);
    expect(root.activeElement).toBe(buttons[0]);
    buttons[1]!.click();
    expect(handlers.apply).toHaveBeenCalledWith(issue, '몇 일');
    expect(overlay.cardOpen).toBe(false);
    expect(handlers.closed).toHaveBeenCalledWith(false);
  });

  it('Escape closes and asks to return focus; ignore once hides the issue', () => {
    const first = open();
    first.root
      .querySelector('[role="dialog"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(first.overlay.cardOpen).toBe(false);
    expect(first.handlers.closed).toHaveBeenCalledWith(true);
    first.overlay.destroy();
    vi.restoreAllMocks();

    const second = open();
    const ignore = [...second.root.querySelectorAll('button')].find(
      (b) => b.textContent === '이번만 무시',
    )!;
    ignore.click();
    expect(second.handlers.ignore).toHaveBeenCalledWith(issue);
    expect(second.handlers.apply).not.toHaveBeenCalled();
    second.overlay.destroy();
  });

  it('with focus: Enter applies the focused suggestion, arrows and Tab move, keys stop in the card', () => {
    const { root, handlers, overlay } = open();
    const card = root.querySelector('[role="dialog"]')!;
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    const key = (k: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keydown', {
        key: k,
        bubbles: true,
        composed: true,
        cancelable: true,
        ...init,
      });
      root.activeElement!.dispatchEvent(event);
      return event;
    };
    expect(card.textContent).toContain('Enter: 적용');
    const buttons = [...card.querySelectorAll('button')];
    expect(root.activeElement).toBe(buttons.find((b) => b.textContent === '며칠'));
    key('ArrowRight');
    expect(root.activeElement?.textContent).toBe('몇 일');
    key('Tab', { shiftKey: true });
    expect(root.activeElement?.textContent).toBe('며칠');
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(handlers.apply).toHaveBeenCalledExactlyOnceWith(issue, '며칠');
    expect(overlay.cardOpen).toBe(false);
    expect(pageKeys).not.toHaveBeenCalled();
    document.removeEventListener('keydown', pageKeys);
    overlay.destroy();
  });

  it('opened by a click: no focus, and its last line tells how to use the keyboard', () => {
    const { root, overlay } = open(false);
    expect(root.activeElement).toBeNull();
    expect(root.querySelector('.keys')?.textContent).toBe('Alt+Enter: 키보드로 고르기 · Esc: 닫기');
    const add = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes('사전'));
    expect(add?.textContent).toBe('“몇일”을 내 사전에 추가');
    overlay.destroy();
  });

  it('a note in a corner, one at a time, with a link or without', () => {
    const { root, overlay } = open();
    expect(
      overlay.showHint('한도', { label: '요금제 보기', href: 'https://dadeum.example/' }, vi.fn()),
    ).toBe(true);
    expect(overlay.showHint('일부만', null, vi.fn())).toBe(false);
    const hint = root.querySelector('[role="status"]')!;
    expect(hint.textContent).toContain('한도');
    expect(hint.querySelector('a')?.getAttribute('href')).toBe('https://dadeum.example/');
    hint.querySelector('button')!.click();
    expect(overlay.showHint('일부만', null, vi.fn())).toBe(true);
    expect(root.querySelector('[role="status"] a')).toBeNull();
    overlay.destroy();
    expect(document.querySelector('dadeum-overlay')).toBeNull();
  });
});
