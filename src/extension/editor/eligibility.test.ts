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

  /**
   * Issue 36, "fields the extension must never read": every way a page names a secret field,
   * for inputs, textareas and contenteditables, in Korean and English.
   */
  it.each([
    ['name otpCode', '<input name="otpCode" data-t>'],
    ['name pinCode', '<input name="pinCode" data-t>'],
    ['id verificationCode', '<input id="verificationCode" data-t>'],
    ['name cardNumber', '<input name="cardNumber" data-t>'],
    ['name cvc', '<input name="cvc" data-t>'],
    ['name cvv', '<input name="cvv" data-t>'],
    ['name passphrase', '<input name="passphrase" data-t>'],
    ['name SMS_CODE', '<input name="SMS_CODE" data-t>'],
    ['name card-security-code', '<input name="card-security-code" data-t>'],
    ['id newPassword', '<input id="newPassword" data-t>'],
    ['name user_pw', '<input name="user_pw" data-t>'],
    ['name ssn', '<input name="ssn" data-t>'],
    ['a Korean name 주민등록번호', '<input name="주민등록번호" data-t>'],
    ['aria-label 인증번호', '<input aria-label="인증번호" data-t>'],
    ['aria-label CVC/CVV', '<input aria-label="CVC/CVV" data-t>'],
    ['a <label for> Password', '<label for="f">Password</label><input id="f" data-t>'],
    ['a wrapping <label> PIN', '<label>PIN <input data-t></label>'],
    [
      'aria-labelledby Security code',
      '<span id="a">Security</span><span id="b">code</span><input aria-labelledby="a b" data-t>',
    ],
    ['placeholder 비밀번호', '<input placeholder="비밀번호" data-t>'],
    ['placeholder 계좌 비밀번호 4자리', '<input placeholder="계좌 비밀번호 4자리" data-t>'],
    ['title One-time password', '<input title="One-time password" data-t>'],
    ['a textarea named api_key', '<textarea name="api_key" data-t></textarea>'],
    [
      'a textarea with placeholder Card number',
      '<textarea placeholder="Card number" data-t></textarea>',
    ],
    [
      'a textarea labelled 보안코드',
      '<label for="f">보안코드</label><textarea id="f" data-t></textarea>',
    ],
    [
      'a contenteditable labelled 비밀번호',
      '<label for="f">비밀번호</label><div id="f" contenteditable="true" data-t></div>',
    ],
    [
      'a contenteditable with aria-label 비밀번호',
      '<div contenteditable="true" aria-label="비밀번호" data-t></div>',
    ],
    [
      'a contenteditable with aria-placeholder 인증번호 6자리',
      '<div contenteditable="true" aria-placeholder="인증번호 6자리" data-t></div>',
    ],
    [
      'a contenteditable with data-placeholder 주민번호',
      '<div contenteditable="true" data-placeholder="주민번호" data-t></div>',
    ],
    [
      'a contenteditable inside a label Passphrase',
      '<label>Passphrase <div contenteditable="true" data-t></div></label>',
    ],
    [
      'a contenteditable with autocomplete one-time-code',
      '<div contenteditable="true" autocomplete="one-time-code" data-t></div>',
    ],
  ])('never reads a field named as a secret: %s', (_label, html) => {
    expect(fieldKind(make(html))).toBeNull();
  });

  it.each([
    ['a textarea named message', '<textarea name="message" data-t></textarea>'],
    [
      'a comment with placeholder 메모',
      '<textarea name="comment" placeholder="메모" data-t></textarea>',
    ],
    ['a subject with placeholder 제목', '<input name="subject" placeholder="제목" data-t>'],
    ['a description (no "pin")', '<textarea id="description" data-t></textarea>'],
    ['an opinion (no "pin")', '<textarea name="opinion" data-t></textarea>'],
    ['a shipping note (no "pin")', '<input name="shippingNote" data-t>'],
    ['a spinner caption', '<input id="spinnerCaption" data-t>'],
    ["an e-mail's Cc line", '<input aria-label="Cc" data-t>'],
    ['a labelled comment', '<label for="f">Comment</label><textarea id="f" data-t></textarea>'],
    [
      'a wrapping label around typed text that mentions a password',
      '<label>의견 <textarea data-t>비밀번호를 잊었어요</textarea></label>',
    ],
    ['a compose body', '<div contenteditable="true" aria-label="Message Body" data-t></div>'],
    ['a Korean memo editor', '<div contenteditable="true" aria-label="메모" data-t></div>'],
  ])('reads an ordinary field: %s', (_label, html) => {
    expect(fieldKind(make(html))).not.toBeNull();
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
