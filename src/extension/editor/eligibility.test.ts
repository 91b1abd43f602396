// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { eligibleField, fieldKind } from './eligibility';

function make(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-t]')!;
}

describe('field eligibility', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    ['a textarea', '<textarea data-t></textarea>', 'text-control'],
    ['a text input', '<input data-t>', 'text-control'],
    ['a search input', '<input type="search" data-t>', 'text-control'],
    [
      'a field named like a word containing otp',
      '<input name="footprint_note" data-t>',
      'text-control',
    ],
    ['a field named passage', '<input id="passage" data-t>', 'text-control'],
    ['a contenteditable div', '<div contenteditable="true" data-t></div>', 'contenteditable'],
    ['an empty contenteditable attribute', '<div contenteditable data-t></div>', 'contenteditable'],
    [
      'a Gmail-like compose body',
      '<div role="textbox" aria-multiline="true" contenteditable="true" data-t></div>',
      'contenteditable',
    ],
    ['plaintext-only', '<div contenteditable="plaintext-only" data-t></div>', 'contenteditable'],
    [
      'spellcheck="true" inside spellcheck="false"',
      '<div spellcheck="false"><textarea spellcheck="true" data-t></textarea></div>',
      'text-control',
    ],
  ])('reads %s', (_label, html, kind) => {
    expect(fieldKind(make(html))).toBe(kind);
  });

  it.each([
    ['a password field', '<input type="password" data-t>'],
    ['an e-mail field', '<input type="email" data-t>'],
    ['a hidden input', '<input type="hidden" data-t>'],
    ['a number field', '<input type="number" data-t>'],
    ['a card number', '<input autocomplete="cc-number" data-t>'],
    [
      'a card holder with a section token',
      '<input autocomplete="section-pay billing cc-name" data-t>',
    ],
    ['a one-time code', '<input autocomplete="one-time-code" data-t>'],
    ['a password-manager field', '<input autocomplete="current-password" data-t>'],
    ['a shown password (name)', '<input type="text" name="user_password" data-t>'],
    ['a shown password (id)', '<input type="text" id="pwd" data-t>'],
    ['a shown one-time code (name)', '<input type="text" name="otp_code" data-t>'],
    ['a shown PIN (label)', '<input type="text" aria-label="PIN" data-t>'],
    ['a Korean password label', '<input type="text" aria-label="비밀번호" data-t>'],
    ['spellcheck="false"', '<textarea spellcheck="false" data-t></textarea>'],
    ['spellcheck="false" inherited', '<form spellcheck="false"><input data-t></form>'],
    ['spellcheck="false" editor', '<div contenteditable="true" spellcheck="false" data-t></div>'],
    ['a disabled textarea', '<textarea disabled data-t></textarea>'],
    ['inside a disabled fieldset', '<fieldset disabled><textarea data-t></textarea></fieldset>'],
    ['a read-only input', '<input readonly data-t>'],
    ['aria-readonly', '<div contenteditable="true" aria-readonly="true" data-t></div>'],
    ['the hidden attribute', '<textarea hidden data-t></textarea>'],
    ['inside a hidden parent', '<div hidden><textarea data-t></textarea></div>'],
    ['display: none', '<textarea style="display:none" data-t></textarea>'],
    ['visibility: hidden', '<textarea style="visibility:hidden" data-t></textarea>'],
    ['aria-hidden', '<div aria-hidden="true"><textarea data-t></textarea></div>'],
    ['contenteditable="false"', '<div contenteditable="false" data-t></div>'],
    ['a plain div', '<div data-t></div>'],
  ])('never reads %s', (_label, html) => {
    expect(fieldKind(make(html))).toBeNull();
  });

  it('finds the editing host from a node inside a rich editor', () => {
    document.body.innerHTML =
      '<div id="host" contenteditable="true"><p><b id="inner">안녕</b></p><span contenteditable="false">x</span></div>';
    const found = eligibleField(document.getElementById('inner'));
    expect(found?.el.id).toBe('host');
    expect(found?.kind).toBe('contenteditable');
    expect(eligibleField(document.body)).toBeNull();
    expect(eligibleField(null)).toBeNull();
  });

  it('refuses an editing host inside a spellcheck="false" region', () => {
    document.body.innerHTML =
      '<section spellcheck="false"><div contenteditable="true"><p id="inner">안녕</p></div></section>';
    expect(eligibleField(document.getElementById('inner'))).toBeNull();
  });
});
