// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { eligibleField } from '@/extension/editor/eligibility';
import { adapterFor, findEditorHost, spellcheckOffByLibrary } from './editor-families';

/** Each family's editing host as its library (or Gmail, Slack) renders it, trimmed. */
const HOSTS = {
  quill:
    '<div class="ql-container"><div class="ql-editor" contenteditable="true" data-t><p><b id="in">몇일</b></p></div></div>',
  slack:
    '<div data-qa="message_input" class="p-message_input"><div class="ql-container"><div class="ql-editor" contenteditable="true" role="textbox" data-t><p id="in">몇일</p></div></div></div>',
  prosemirror:
    '<div id="mount"><div contenteditable="true" translate="no" class="ProseMirror" data-t><p id="in">몇일</p></div></div>',
  lexical:
    '<div contenteditable="true" role="textbox" data-lexical-editor="true" data-t><p dir="ltr"><span id="in" data-lexical-text="true">몇일</span></p></div>',
  draft:
    '<div class="DraftEditor-root"><div class="public-DraftEditor-content" contenteditable="true" role="textbox" spellcheck="false" data-t><div data-contents="true"><div data-block="true"><span><span id="in" data-text="true">몇일</span></span></div></div></div></div>',
  gmail:
    '<div class="Am Al editable" role="textbox" aria-multiline="true" contenteditable="true" g_editable="true" data-t><div id="in">몇일</div></div>',
} as const;

describe('site adapters', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(Object.entries(HOSTS))(
    'knows a %s editor and finds its host from a node inside',
    (family, html) => {
      document.body.innerHTML = html;
      const host = document.querySelector('[data-t]')!;
      expect(adapterFor(host)?.family).toBe(family);
      expect(findEditorHost(document.getElementById('in')!)?.host).toBe(host);
      expect(eligibleField(document.getElementById('in'))?.el).toBe(host);
    },
  );

  it('knows nothing of a plain contenteditable or a textarea', () => {
    document.body.innerHTML =
      '<div contenteditable="true" data-t><p id="in">몇일</p></div><textarea></textarea>';
    expect(adapterFor(document.querySelector('[data-t]')!)).toBeNull();
    expect(findEditorHost(document.getElementById('in')!)).toBeNull();
    expect(findEditorHost(document.querySelector('textarea')!)).toBeNull();
  });

  it('asks the rich-editor libraries to wait for their selection, not Gmail', () => {
    const families = Object.entries(HOSTS).map(([family, html]) => {
      document.body.innerHTML = html;
      return [family, adapterFor(document.querySelector('[data-t]')!)?.syncsSelection];
    });
    expect(Object.fromEntries(families)).toEqual({
      quill: true,
      slack: true,
      prosemirror: true,
      lexical: true,
      draft: true,
      gmail: false,
    });
  });

  it('reads a Draft.js editor although Draft renders spellcheck="false" on its host', () => {
    document.body.innerHTML = HOSTS.draft;
    const host = document.querySelector('[data-t]')!;
    expect(spellcheckOffByLibrary(host, host)).toBe(true);
    expect(eligibleField(document.getElementById('in'))?.kind).toBe('contenteditable');
  });

  it('still refuses a known editor when the page switched spellcheck off around it', () => {
    document.body.innerHTML = `<section spellcheck="false">${HOSTS.quill}</section>`;
    const host = document.querySelector('[data-t]')!;
    expect(spellcheckOffByLibrary(host, document.querySelector('section')!)).toBe(false);
    expect(eligibleField(document.getElementById('in'))).toBeNull();
  });

  it('still refuses spellcheck="false" on a plain contenteditable or a Gmail-like body', () => {
    document.body.innerHTML =
      '<div contenteditable="true" spellcheck="false"><p id="a">몇일</p></div>' +
      '<div role="textbox" contenteditable="true" g_editable="true" spellcheck="false"><p id="b">몇일</p></div>';
    expect(eligibleField(document.getElementById('a'))).toBeNull();
    expect(eligibleField(document.getElementById('b'))).toBeNull();
  });

  it('never reads a read-only known editor', () => {
    document.body.innerHTML =
      '<div class="ProseMirror" contenteditable="false"><p id="in">몇일</p></div>';
    expect(eligibleField(document.getElementById('in'))).toBeNull();
  });
});
