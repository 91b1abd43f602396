// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rangeFor, snapshotEditable, textOffset } from './text-snapshot';

function editor(html: string) {
  document.body.innerHTML = `<div id="e" contenteditable="true">${html}</div>`;
  return document.getElementById('e')!;
}

describe('contenteditable text snapshot', () => {
  it('turns blocks and <br> into lines, like Gmail compose bodies', () => {
    const el = editor(
      '<div>첫 줄</div><div><br></div><div>몇일 <b>동안</b> 비가 왔다<br></div><div>끝</div>',
    );
    expect(snapshotEditable(el).text).toBe('첫 줄\n\n몇일 동안 비가 왔다\n끝');
  });

  it('maps text offsets to DOM ranges across inline elements (UTF-16 offsets)', () => {
    const el = editor('<p>😀 몇일 <i>동안</i> 비</p><p>둘째</p>');
    const snap = snapshotEditable(el);
    expect(snap.text).toBe('😀 몇일 동안 비\n둘째');
    const start = snap.text.indexOf('몇일');
    expect(start).toBe(3); // the emoji is two code units
    expect(rangeFor(snap, start, start + 2)?.toString()).toBe('몇일');
    const across = snap.text.indexOf('일 동');
    expect(rangeFor(snap, across, across + 3)?.toString()).toBe('일 동');
    const second = snap.text.indexOf('둘째');
    expect(rangeFor(snap, second, second + 2)?.toString()).toBe('둘째');
  });

  it('keeps a range inside one node at node boundaries', () => {
    const el = editor('<span>가나</span><span>다라</span>');
    const snap = snapshotEditable(el);
    const range = rangeFor(snap, 2, 4)!;
    expect(range.startContainer.textContent).toBe('다라');
    expect(range.startOffset).toBe(0);
    const before = rangeFor(snap, 0, 2)!;
    expect(before.endContainer.textContent).toBe('가나');
    expect(before.endOffset).toBe(2);
  });

  it('maps DOM positions back to text offsets', () => {
    const el = editor('<p>가나</p><p>다<b>라</b></p>');
    const snap = snapshotEditable(el);
    const b = el.querySelector('b')!;
    expect(textOffset(snap, b.firstChild!, 1)).toBe(5);
    expect(textOffset(snap, el, 1)).toBe(3); // before the second <p>
    expect(textOffset(snap, el, 2)).toBe(5); // at the end
    expect(textOffset(snap, document.body, 0)).toBe(0);
  });

  it('skips scripts and styles', () => {
    const el = editor('가<style>.x{}</style>나');
    expect(snapshotEditable(el).text).toBe('가나');
  });
});
