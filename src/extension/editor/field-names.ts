/**
 * What a field is called, and whether that name says it holds a secret: a password, a PIN, a
 * one-time or verification code, card data, an identity number (docs/decisions.md, "Fields the
 * extension never reads"). Pure string and DOM reads, no layout.
 *
 * A field is named by its autocomplete tokens, its name and id (split into words: camelCase,
 * snake_case, kebab-case, letters and digits), its labels (`<label for>`, a wrapping `<label>`,
 * `aria-labelledby`), `aria-label`, placeholder (`placeholder`, `aria-placeholder`,
 * `data-placeholder`) and title. English is matched by whole words (so "opinion" holds no
 * "pin" and "description" no "pin"), Korean by the term in the text with the spaces taken out
 * (compound nouns have no word boundary: 휴대폰인증번호, 계좌 비밀번호).
 */

/** autocomplete tokens that mark credentials, card data or one-time codes (WHATWG autofill). */
export function isSensitiveAutocomplete(value: string | null): boolean {
  if (!value) return false;
  return value
    .toLowerCase()
    .split(/\s+/)
    .some(
      (token) =>
        token.startsWith('cc-') ||
        token === 'one-time-code' ||
        token === 'current-password' ||
        token === 'new-password',
    );
}

/**
 * A name split into lower-case words: at anything that is not a letter or digit, at a
 * lower-to-upper step (otpCode), before the last capital of a run (OTPCode: otp, code), between
 * letters and digits (cvv2: cvv, 2) and between Hangul and Latin (PIN번호: pin, 번호).
 */
export function nameWords(value: string): string[] {
  return value
    .normalize('NFKC')
    .replace(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/gu, ' ')
    .replace(/(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu, ' ')
    .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    .replace(
      /(?<=\p{Script=Hangul})(?!\p{Script=Hangul})|(?<!\p{Script=Hangul})(?=\p{Script=Hangul})/gu,
      ' ',
    )
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** One word that names a secret on its own (also the run-together forms of common names). */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'pw',
  'pass',
  'passcode',
  'passphrase',
  'pin',
  'pincode',
  'otp',
  'otpcode',
  'totp',
  'hotp',
  'mfa',
  'cvc',
  'cvv',
  'cvc2',
  'cvv2',
  'csc',
  'cvn',
  'ssn',
  'rrn',
  'iban',
  'cardnumber',
  'cardno',
  'cardnum',
  'ccnumber',
  'ccnum',
  'ccno',
  'ccexp',
  'creditcard',
  'debitcard',
  'securitycode',
  'verificationcode',
  'verifycode',
  'confirmationcode',
  'authcode',
  'smscode',
  'onetimecode',
  'onetimepassword',
  'apikey',
  'secretkey',
  'privatekey',
]);

/** Parts of a word that name a secret wherever they stand in it (newpassword, userpasswd). */
const SECRET_INSIDE = /password|passwd|passphrase|passcode|onetimecode|verificationcode/;

/** Two words in a row that name a secret ("card number", "verification code"). */
/** Two words that name a secret together (card number); a Map, so no word reads Object's keys. */
export const SECRET_PAIRS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    card: new Set([
      'number',
      'no',
      'num',
      'code',
      'cvc',
      'cvv',
      'csc',
      'pin',
      'exp',
      'expiry',
      'expiration',
      'verification',
      'security',
    ]),
    cc: new Set(['number', 'no', 'num', 'exp', 'expiry', 'cvc', 'cvv', 'csc', 'code']),
    credit: new Set(['card']),
    debit: new Set(['card']),
    security: new Set(['code', 'answer', 'number']),
    verification: new Set(['code', 'number', 'pin']),
    verify: new Set(['code']),
    confirmation: new Set(['code']),
    auth: new Set(['code', 'number']),
    authentication: new Set(['code', 'number']),
    authorization: new Set(['code']),
    access: new Set(['code', 'key', 'token']),
    recovery: new Set(['code', 'key']),
    backup: new Set(['code']),
    sms: new Set(['code']),
    login: new Set(['code']),
    activation: new Set(['code']),
    fa: new Set(['code']),
    one: new Set(['time']),
    social: new Set(['security']),
    api: new Set(['key', 'secret', 'token']),
    secret: new Set(['key', 'answer']),
    private: new Set(['key']),
    client: new Set(['secret']),
    account: new Set(['number', 'no', 'num', 'password', 'pin']),
    acct: new Set(['number', 'no', 'num']),
    bank: new Set(['account']),
    routing: new Set(['number']),
    passport: new Set(['number', 'no', 'num']),
    resident: new Set(['registration']),
    tax: new Set(['id']),
  }),
);

/**
 * Korean terms, matched in the text with its spaces and punctuation taken out. 암호 (password,
 * cipher) but not 암호화 (encryption, 암호화폐).
 */
const SECRET_KOREAN =
  /비밀번호|비번|패스워드|암호(?!화)|인증번호|인증코드|보안코드|보안카드|보안번호|확인코드|일회용|주민등록번호|주민번호|외국인등록번호|여권번호|카드번호|계좌번호|핀번호|카드유효기간/;

/** Whether one piece of text that names a field (a name, a label, a placeholder) names a secret. */
export function namesSecret(value: string | null | undefined): boolean {
  if (!value) return false;
  const words = nameWords(value);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (SECRET_WORDS.has(word) || SECRET_INSIDE.test(word)) return true;
    const next = words[i + 1];
    if (next !== undefined && SECRET_PAIRS.get(word)?.has(next)) return true;
  }
  const compact = value.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '');
  return SECRET_KOREAN.test(compact);
}

/** The longest label text looked at: a label is a few words; more is the page's prose. */
const LABEL_LIMIT = 200;

/**
 * The text of a label, without the field's own text (a `<label>` wrapping a textarea or an
 * editor holds what the member typed) and without other fields' text.
 */
function labelText(label: Element, field: Element): string {
  let text = '';
  const walker = label.ownerDocument.createTreeWalker(label, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node && text.length < LABEL_LIMIT; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || field.contains(node)) continue;
    if (parent.closest('textarea, select, [contenteditable]:not([contenteditable="false"])'))
      continue;
    text += ` ${node.nodeValue ?? ''}`;
  }
  return text.slice(0, LABEL_LIMIT);
}

function rootOf(el: Element): Document | ShadowRoot {
  const root = el.getRootNode();
  return 'getElementById' in root ? (root as Document | ShadowRoot) : el.ownerDocument;
}

/** Every piece of text that names the field, as a person or a password manager would read it. */
export function fieldNames(el: Element): string[] {
  const names: (string | null)[] = [
    el.getAttribute('name'),
    el.id,
    el.getAttribute('aria-label'),
    el.getAttribute('placeholder'),
    el.getAttribute('aria-placeholder'),
    el.getAttribute('data-placeholder'),
    el.getAttribute('title'),
  ];
  const root = rootOf(el);
  // The labelling elements together make one name ("Card" + "number"), as for the accessible name.
  names.push(
    (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => root.getElementById(id))
      .map((label) => (label ? labelText(label, el) : ''))
      .join(' '),
  );
  const labels = new Set<Element>();
  const own = (el as Partial<HTMLInputElement>).labels;
  if (own) for (const label of own) labels.add(label);
  // A contenteditable is not labelable: its <label for> and wrapping <label> are looked up.
  const wrapping = el.closest('label');
  if (wrapping) labels.add(wrapping);
  if (el.id) {
    for (const label of root.querySelectorAll('label[for]'))
      if (label.getAttribute('for') === el.id) labels.add(label);
  }
  for (const label of labels) names.push(labelText(label, el));
  return names.filter((name): name is string => Boolean(name));
}

/** Whether anything that names the field says it holds a secret. */
export function isSecretField(el: Element): boolean {
  return (
    isSensitiveAutocomplete(el.getAttribute('autocomplete')) || fieldNames(el).some(namesSecret)
  );
}
