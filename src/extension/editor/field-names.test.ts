// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECRET_PAIRS, fieldNames, isSecretField, nameWords, namesSecret } from './field-names';

// Two letters or more: single capitals in a row (AB) read as one acronym, as people mean them.
const lowerWord = fc.stringMatching(/^[a-z]{2,8}$/);
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The same words written the ways pages name fields. */
const styles: Array<[string, (words: string[]) => string]> = [
  ['camelCase', (w) => w[0]! + w.slice(1).map(capital).join('')],
  ['PascalCase', (w) => w.map(capital).join('')],
  ['snake_case', (w) => w.join('_')],
  ['kebab-case', (w) => w.join('-')],
  ['SCREAMING_SNAKE', (w) => w.join('_').toUpperCase()],
  ['spaced words', (w) => w.join(' ')],
  ['dotted', (w) => w.join('.')],
  ['bracketed', (w) => `${w[0]!}[${w.slice(1).join('][')}]`],
];

describe('nameWords', () => {
  it.each(styles)('splits %s into its words', (_style, write) => {
    fc.assert(
      fc.property(fc.array(lowerWord, { minLength: 1, maxLength: 5 }), (words) => {
        expect(nameWords(write(words))).toEqual(words);
      }),
    );
  });

  it('keeps every letter and digit, in order, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (value) => {
        const words = nameWords(value);
        // Lower case depends on the neighbours for one letter only: Greek capital sigma is final
        // ς at the end of a word and σ elsewhere, and splitting a word changes where it ends
        // (аΣ is one word to toLowerCase, а + σ to nameWords). Both read as σ here.
        const sigma = (text: string) => text.replace(/ς/g, 'σ');
        expect(sigma(words.join(''))).toBe(
          sigma(
            value
              .normalize('NFKC')
              .toLowerCase()
              .replace(/[^\p{L}\p{N}]+/gu, ''),
          ),
        );
        for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });

  it('keeps the letters of a word the case split cuts before a Greek capital sigma (а𝛴)', () => {
    expect(nameWords('а𝛴')).toEqual(['а', 'σ']);
  });

  it('is idempotent: its words split again are the same words', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (value) => {
        const words = nameWords(value);
        expect(nameWords(words.join(' '))).toEqual(words);
      }),
    );
  });

  it.each([
    ['otpCode', ['otp', 'code']],
    ['OTPCode', ['otp', 'code']],
    ['cvv2', ['cvv', '2']],
    ['user_PW', ['user', 'pw']],
    ['PIN번호', ['pin', '번호']],
    ['휴대폰 인증번호', ['휴대폰', '인증번호']],
    ['card-number[0]', ['card', 'number', '0']],
    ['２ＦＡ', ['2', 'fa']],
  ])('splits %s', (value, words) => {
    expect(nameWords(value)).toEqual(words);
  });
});

/** Names of secrets as pages write them (each alone, in any of the styles above). */
const secretNames: string[][] = [
  ['password'],
  ['passwd'],
  ['pwd'],
  ['pw'],
  ['pass'],
  ['passcode'],
  ['passphrase'],
  ['pin'],
  ['pin', 'code'],
  ['otp'],
  ['otp', 'code'],
  ['verification', 'code'],
  ['confirmation', 'code'],
  ['security', 'code'],
  ['auth', 'code'],
  ['sms', 'code'],
  ['one', 'time', 'code'],
  ['card', 'number'],
  ['card', 'no'],
  ['cc', 'number'],
  ['cc', 'exp'],
  ['credit', 'card'],
  ['cvc'],
  ['cvv'],
  ['csc'],
  ['ssn'],
  ['social', 'security', 'number'],
  ['account', 'password'],
  ['account', 'number'],
  ['api', 'key'],
  ['new', 'password'],
  ['confirm', 'password'],
];

/** Words of ordinary fields, and words that merely contain a secret's letters. */
const ordinaryWords = [
  'message',
  'comment',
  'description',
  'opinion',
  'spinner',
  'shipping',
  'subject',
  'title',
  'body',
  'reply',
  'note',
  'memo',
  'compose',
  'passage',
  'passenger',
  'compass',
  'bypass',
  'footprint',
  'topping',
  'laptop',
  'pinned',
  'happiness',
  'code',
  'promo',
  'coupon',
  'zip',
  'post',
  'country',
  'card',
  'cc',
  'bcc',
  'to',
  'name',
  'account',
  'security',
  'time',
  'one',
  'search',
  'query',
];

describe('namesSecret', () => {
  it('finds a secret named in any style, among ordinary words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...secretNames),
        fc.array(fc.constantFrom('user', 'login', 'field', 'input', 'form', 'your'), {
          maxLength: 2,
        }),
        fc.constantFrom(...styles),
        (secret, before, [, write]) => {
          expect(namesSecret(write([...before, ...secret]))).toBe(true);
        },
      ),
    );
  });

  it("never reads Object's own keys as words: a field named constructor is an ordinary field", () => {
    for (const name of ['constructor name', 'constructorName', 'toString value', '__proto__ id'])
      expect(namesSecret(name), name).toBe(false);
  });

  it('leaves ordinary field names alone, however they are written', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ordinaryWords), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...styles),
        (words, [, write]) => {
          // A pair of ordinary words can still name a secret ("card security"): those are the
          // secret pairs' business, not this property's.
          fc.pre(!words.some((w, i) => SECRET_PAIRS.get(w)?.has(words[i + 1] ?? '') === true));
          expect(namesSecret(write(words))).toBe(false);
        },
      ),
    );
  });

  it.each([
    '비밀번호',
    '비밀 번호',
    '계좌 비밀번호',
    '비번',
    '패스워드',
    '암호',
    '인증번호',
    '휴대폰 인증번호',
    '인증 코드',
    '보안코드',
    '보안카드 번호',
    '주민등록번호',
    '주민번호 앞자리',
    '외국인등록번호',
    '카드번호',
    '카드 번호',
    '카드 유효기간',
    '계좌번호',
    'OTP 번호',
    'PIN 번호',
    '일회용 비밀번호',
    '여권번호',
    'CVC/CVV',
  ])('finds the Korean or mixed name %s', (value) => {
    expect(namesSecret(value)).toBe(true);
  });

  it.each([
    '메시지',
    '메모',
    '제목',
    '내용',
    '댓글',
    '의견',
    '소개',
    '받는 사람',
    '참조',
    '암호화폐 메모',
    '쿠폰 코드',
    '우편번호',
    '전화번호',
    '검색',
    'Message Body',
    'Message to #general',
    'Write a comment…',
    'Your opinion',
    'Description',
  ])('leaves %s alone', (value) => {
    expect(namesSecret(value)).toBe(false);
  });
});

describe('fieldNames', () => {
  it("reads a wrapping label's own words, not the text typed in the field", () => {
    document.body.innerHTML =
      '<label>Comment <textarea id="t">my password is hunter2</textarea></label>';
    const field = document.getElementById('t')!;
    expect(fieldNames(field).join(' ')).not.toContain('hunter2');
    expect(isSecretField(field)).toBe(false);
  });

  it('reads every label of a contenteditable, which is not labelable', () => {
    document.body.innerHTML =
      '<label for="e">비밀번호</label><div id="e" contenteditable="true"></div>' +
      '<span id="l1">Card</span><span id="l2">number</span>' +
      '<div id="f" contenteditable="true" aria-labelledby="l1 l2"></div>';
    expect(isSecretField(document.getElementById('e')!)).toBe(true);
    expect(isSecretField(document.getElementById('f')!)).toBe(true);
  });
});
