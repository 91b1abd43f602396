/**
 * Korean particles chosen by the sound of the word before them: "‘금새’는", "a@b.com으로",
 * never "은(는)" or "(으)로". Templates (locales/ko.*.json, the card's strings, the server's
 * mail) write the particle the way Korean translators do, `{{email}}(으)로`, and
 * `resolveParticles` picks the form after interpolation, reading the word before it the way
 * Koreans read it aloud: Hangul by its final consonant, digits and numbers as Sino-Korean
 * numerals (3 삼, 10 십, 1000 천), amounts by their currency ($27 달러, ₩9,900 원), Latin
 * letters as words (com 컴, net 넷, Slack 슬랙) or, in acronyms and single letters, as letter
 * names (URL 유알엘, M 엠).
 *
 * No imports: the i18next post-processor (create-i18n.ts), the editor card (a content script
 * without i18next), the API server's mail templates and the correction engine's messages
 * (src/hangul.ts, withParticle) all use this one file.
 */

export interface FinalSound {
  /** The word, read aloud, ends in a consonant (받침). */
  final: boolean;
  /** ... and that consonant is ㄹ (then 로, not 으로). */
  rieul: boolean;
}

const NO_FINAL: FinalSound = { final: false, rieul: false };
const FINAL: FinalSound = { final: true, rieul: false };
const RIEUL: FinalSound = { final: true, rieul: true };

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINAL_RIEUL = 8;

/** Sino-Korean digits: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGITS: FinalSound[] = [
  FINAL,
  RIEUL,
  NO_FINAL,
  FINAL,
  NO_FINAL,
  NO_FINAL,
  FINAL,
  RIEUL,
  RIEUL,
  NO_FINAL,
];

/** Names of Latin letters as Koreans say them: 엘, 엠, 엔 and 알 end in a consonant. */
function letterName(letter: string): FinalSound {
  const l = letter.toLowerCase();
  if (l === 'l' || l === 'r') return RIEUL;
  return l === 'm' || l === 'n' ? FINAL : NO_FINAL;
}

/**
 * Words whose Korean reading the spelling rule below would get wrong: domain endings, product
 * names the product itself mentions, common words in addresses.
 */
const KNOWN_WORDS: Record<string, FinalSound> = {
  com: FINAL, // 닷컴
  net: FINAL, // 닷넷
  org: NO_FINAL, // 오알지
  kr: RIEUL, // 케이알
  io: NO_FINAL,
  co: NO_FINAL,
  app: FINAL, // 앱
  dev: NO_FINAL, // 데브
  edu: NO_FINAL,
  gov: NO_FINAL,
  gmail: RIEUL, // 지메일
  google: RIEUL, // 구글
  line: FINAL, // 라인
  chrome: FINAL, // 크롬
  check: NO_FINAL, // 체크
  word: NO_FINAL, // 워드
  docs: NO_FINAL, // 독스
  teams: NO_FINAL, // 팀즈
  kakao: NO_FINAL,
  naver: NO_FINAL,
  daum: FINAL,
  dadeum: FINAL, // 다듬
};

/** How a Latin word ends when read as a word (English spelling, Korean loanword habits). */
function wordEnding(word: string): FinalSound {
  const w = word.toLowerCase();
  const known = Object.hasOwn(KNOWN_WORDS, w) ? KNOWN_WORDS[w] : undefined;
  if (known) return known;
  if (/ng$|[mn]$/.test(w)) return FINAL; // 링, 팀, 온
  if (/le$/.test(w)) return /ple$/.test(w) ? NO_FINAL : RIEUL; // 파일, 테이블; 애플
  if (/l$/.test(w)) return RIEUL; // 메일, 엑셀
  if (/[aeiou](me|ne)$/.test(w)) return FINAL; // 홈, 폰
  // One short vowel before k, p, b or t: 슬랙, 앱, 웹, 챗; after two vowels only "oo" (북).
  if (/(?:^|[^aeiou])[aeiou](ck|k|pp|p|b|t)$/.test(w) || /ook$/.test(w)) return FINAL;
  return NO_FINAL;
}

/** A number as it is read: the last digit, or 십, 백, 천, 만, 억, 조 for trailing zeros. */
function numberEnding(number: string): FinalSound {
  const digits = number.replace(/[,_]/g, '');
  if (digits.includes('.')) return DIGITS[Number(digits[digits.length - 1])] ?? NO_FINAL;
  const zeros = /0*$/.exec(digits)![0].length;
  if (zeros === 0 || zeros === digits.length) return DIGITS[Number(digits.at(-1))] ?? NO_FINAL;
  if (zeros % 4 !== 0) return FINAL; // 십, 백, 천 (also 십만, 백만 ...)
  return zeros % 16 === 12 ? NO_FINAL : FINAL; // 만, 억, 경; 조
}

/** Currency signs by the word read after the amount: 달러, 유로, 파운드, 엔, 원. */
const CURRENCIES: Record<string, FinalSound> = {
  $: NO_FINAL,
  '€': NO_FINAL,
  '£': NO_FINAL,
  '¥': FINAL,
  '₩': FINAL,
};

const CLOSING = /[\s"'”’)\]}>»」』】〉》.,!?;:…~·]+$/u;

/** Whether the word, read aloud in Korean, ends in a consonant, and whether that is ㄹ. */
export function finalSound(word: string): FinalSound {
  const trimmed = word.replace(CLOSING, '');
  const last = trimmed.at(-1);
  if (!last) return NO_FINAL;
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const f = (code - HANGUL_FIRST) % 28;
    return f === 0 ? NO_FINAL : f === FINAL_RIEUL ? RIEUL : FINAL;
  }
  // An amount is read with its currency after it ($27: 이십칠 달러), a percentage as 퍼센트.
  const money = /([$€£¥₩])\s?\d[\d,.]*$/u.exec(trimmed);
  if (money) return CURRENCIES[money[1]!] ?? NO_FINAL;
  if (/\d\s?%$/.test(trimmed)) return NO_FINAL;
  const number = /\d[\d,_]*(?:\.\d+)?$/.exec(trimmed);
  if (number) return numberEnding(number[0]);
  const latin = /[A-Za-z]+$/.exec(trimmed)?.[0];
  if (latin) {
    // A lone letter or an acronym (URL, API, SMS) is read letter by letter.
    if (latin.length === 1 || (latin === latin.toUpperCase() && !KNOWN_WORDS[latin.toLowerCase()]))
      return letterName(latin.at(-1)!);
    return wordEnding(latin);
  }
  return NO_FINAL;
}

/**
 * The particles a template may write with both forms, and the two forms: after a consonant,
 * after a vowel. (으)로 also takes 로 after ㄹ.
 */
const PARTICLES: Record<string, [string, string]> = {
  '은(는)': ['은', '는'],
  '는(은)': ['은', '는'],
  '이(가)': ['이', '가'],
  '가(이)': ['이', '가'],
  '을(를)': ['을', '를'],
  '를(을)': ['을', '를'],
  '과(와)': ['과', '와'],
  '와(과)': ['과', '와'],
  '아(야)': ['아', '야'],
  '(으)로': ['으로', '로'],
  '(이)나': ['이나', '나'],
  '(이)랑': ['이랑', '랑'],
  '(이)라': ['이라', '라'],
  '(이)며': ['이며', '며'],
  '(이)에요': ['이에요', '예요'],
};

/** Every two-form particle a template may write (global: use with `replace` or `matchAll`). */
export const PARTICLE_MARKER =
  /은\(는\)|는\(은\)|이\(가\)|가\(이\)|을\(를\)|를\(을\)|과\(와\)|와\(과\)|아\(야\)|\(으\)로|\(이\)(?:나|랑|라|며|에요)/g;

/** The particle's form after `word` ('으로' or '로' for '(으)로', and so on). */
export function particleFor(word: string, particle: string): string {
  const forms = PARTICLES[particle];
  if (!forms) return particle;
  const { final, rieul } = finalSound(word);
  const consonant = particle === '(으)로' ? final && !rieul : final;
  return consonant ? forms[0] : forms[1];
}

/** The word with its particle: withParticle('a@b.com', '(으)로') -> 'a@b.com으로'. */
export function withParticle(word: string, particle: string): string {
  return word + particleFor(word, particle);
}

/**
 * Replaces every two-form particle in a finished sentence by the form the word right before it
 * calls for (the run of text back to a space or an opening bracket or quote; closing quotes
 * and brackets between them are looked through). A marker after a space is left alone.
 */
export function resolveParticles(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(PARTICLE_MARKER, (marker: string, at: number) =>
    resolveMarker(text.slice(0, at), marker),
  );
}

/**
 * The form of `marker` after the text `before` (its last word, closing quotes and brackets
 * looked through), or the marker itself when no word comes right before it.
 */
export function resolveMarker(before: string, marker: string): string {
  const word = /[^\s(「『【〈《“‘"']*["'”’)\]}>»」』】〉》]*$/u.exec(before)?.[0] ?? '';
  return word.trim() === '' ? marker : particleFor(word, marker);
}

const COPULA = /^(?:이(?:다|고|며|니|라|야|었|지|면|므로|어서|어도|나마)|입니|인|일)/;

/** Particles whose form follows the sound of the word before, longest first, with their marker. */
const ALTERNATING: ReadonlyArray<[string, string]> = [
  ['이에요', '(이)에요'],
  ['예요', '(이)에요'],
  ['으로', '(으)로'],
  ['이랑', '(이)랑'],
  ['이나', '(이)나'],
  ['을', '을(를)'],
  ['를', '을(를)'],
  ['이', '이(가)'],
  ['가', '이(가)'],
  ['은', '은(는)'],
  ['는', '은(는)'],
  ['과', '과(와)'],
  ['와', '과(와)'],
  ['로', '(으)로'],
  ['랑', '(이)랑'],
  ['나', '(이)나'],
];

/**
 * A particle (and what follows it in the word) in the form `word` calls for: 마스크 + 을 -> 를,
 * 케이크 + 이 -> 가. A particle of one form only is returned as it is.
 */
export function particleAfter(word: string, particle: string): string {
  // The copula keeps its 이 after a vowel too (마스크이다, 마스크인): only 이에요 -> 예요 changes.
  if (COPULA.test(particle)) return particle;
  for (const [form, marker] of ALTERNATING)
    if (particle.startsWith(form)) return particleFor(word, marker) + particle.slice(form.length);
  return particle;
}
